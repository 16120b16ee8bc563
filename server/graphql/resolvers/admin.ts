import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { canDo } from '../../../src/shared/access';
import {
  changePlan,
  createOrganization,
  findUser,
  listOrganizations,
  listUsersOf,
  renameOrganization,
  setOrganizationFeatureFlags,
  setUserFeatureFlags,
  setUserProductFeatureFlags,
  unsafeFindOrganization,
} from '../../services/admin/admin';
import { createApiToken, listApiTokens, revokeApiToken } from '../../services/api-tokens/api-tokens';
import { listAuditLog } from '../../services/audit/record-audit';
import { inviteUser } from '../../services/team/invitations';
import { toAccessUser } from '../../services/users/viewer';
import { requireOperation, requireViewer } from '../access';
import type { GraphQLContext } from '../context';

const admin = async (context: GraphQLContext) => ({ db: context.db, viewer: await requireOperation(context, 'administer') });
const tokenOwner = (context: GraphQLContext) => requireOperation(context, 'manageApiTokens');

export const AdministrationQueries: QueryResolvers = {
  apiTokens: async (_parent, _args, context) => listApiTokens(context.db, await tokenOwner(context)),
  auditLog: async (_parent, { filter, first, after }, context) => {
    const viewer = await requireViewer(context);
    const anyOrganization = canDo(toAccessUser(viewer), 'administer');
    if (!anyOrganization) await requireOperation(context, 'readOwnAuditLog');
    return listAuditLog({
      db: context.db,
      viewer,
      anyOrganization,
      organizationId: filter?.organizationId,
      action: filter?.action,
      first: first ?? 50,
      after,
    });
  },
  adminOrganizations: async (_parent, { search }, context) => listOrganizations(await admin(context), search),
  adminUser: async (_parent, { id }, context) => findUser(await admin(context), id),
  adminUsers: async (_parent, { organizationId }, context) => listUsersOf(await admin(context), organizationId),
};

export const AdministrationMutations: MutationResolvers = {
  createApiToken: async (_parent, { input }, context) =>
    createApiToken({
      db: context.db,
      viewer: await tokenOwner(context),
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    }),
  revokeApiToken: async (_parent, { id }, context) => revokeApiToken(context.db, await tokenOwner(context), id),
  adminInviteUser: async (_parent, { organizationId, input }, context) => {
    const options = await admin(context);
    await unsafeFindOrganization(options.db, organizationId);
    return inviteUser({ ...options, organizationId, email: input.email, role: input.role, type: input.type ?? 'user', ...context.runtime });
  },
  adminCreateOrganization: async (_parent, { name, plan }, context) =>
    createOrganization(await admin(context), name, plan ?? 'professional'),
  adminRenameOrganization: async (_parent, { id, name }, context) => renameOrganization(await admin(context), id, name),
  adminChangePlan: async (_parent, { organizationId, plan }, context) => changePlan(await admin(context), organizationId, plan),
  adminSetOrganizationFeatureFlags: async (_parent, { organizationId, featureFlags }, context) =>
    setOrganizationFeatureFlags(await admin(context), organizationId, featureFlags),
  adminSetUserFeatureFlags: async (_parent, { userId, featureFlags }, context) =>
    setUserFeatureFlags(await admin(context), userId, featureFlags),
  adminSetUserProductFeatureFlags: async (_parent, { userId, productFeatureFlags }, context) =>
    setUserProductFeatureFlags(await admin(context), userId, productFeatureFlags),
};

export const AdministrationTypes: Pick<Resolvers, 'ApiToken' | 'AuditEntry'> = {
  ApiToken: {
    prefix: (token) => token.tokenPrefix,
    createdBy: (token, _args, { loaders }) => (token.createdBy ? loaders.personById.load(token.createdBy) : null),
  },
  AuditEntry: {
    actor: (entry, _args, { loaders }) => (entry.actorUserId ? loaders.personById.load(entry.actorUserId) : null),
  },
};
