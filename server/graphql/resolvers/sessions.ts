import type { MutationResolvers } from '../../../graphql/generated/resolvers';
import { canDo, type Operation } from '../../../src/shared/access';
import { revokeUserSessions, signOutEverywhere } from '../../services/sessions/lifecycle';
import { toAccessUser } from '../../services/users/viewer';
import { requireOperation, requireViewer } from '../access';
import type { GraphQLContext } from '../context';

/**
 * Who may act on another user's sessions or password: an administrator on anyone
 * (`anyOrganization`), otherwise whoever `operation` allows, on members of their organization.
 */
export async function userManager(context: GraphQLContext, operation: Operation) {
  const viewer = await requireViewer(context);
  const anyOrganization = canDo(toAccessUser(viewer), 'administer');
  if (!anyOrganization) await requireOperation(context, operation);
  return { db: context.db, viewer, anyOrganization };
}

export const SessionMutations: MutationResolvers = {
  signOutEverywhere: async (_parent, _args, context) =>
    signOutEverywhere({ db: context.db, viewer: await requireViewer(context) }),
  revokeUserSessions: async (_parent, { userId }, context) =>
    revokeUserSessions({ ...(await userManager(context, 'revokeMemberSessions')), userId }),
};
