import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { createGroup, deleteGroup, listGroups, renameGroup, setGroupMembership } from '../../services/team/groups';
import {
  acceptInvitation,
  inviteUser,
  listInvitations,
  revokeInvitation,
  unsafePreviewInvitation,
} from '../../services/team/invitations';
import {
  setActive,
  setMemberPermissions,
  updateMemberRole,
  updateMemberType,
} from '../../services/team/manage-members';
import { listMembers } from '../../services/team/members';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';
import type { InvitationModel } from '../models';
import { personDisplayName } from '../people';

const teamReader = (context: GraphQLContext) => requireOperation(context, 'readTeam');
const teamManager = (context: GraphQLContext) => requireOperation(context, 'manageTeam');

export const TeamQueries: QueryResolvers = {
  teamMembers: async (_parent, { filter, orderBy, first, after }, context) =>
    listMembers({
      db: context.db,
      viewer: await teamReader(context),
      search: filter?.search,
      active: filter?.active,
      role: filter?.role,
      orderBy: orderBy ?? 'NAME',
      first: first ?? 25,
      after,
    }),
  invitations: async (_parent, _args, context) =>
    listInvitations({ db: context.db, viewer: await teamReader(context) }),
  groups: async (_parent, _args, context) => listGroups({ db: context.db, viewer: await teamReader(context) }),
  invitationPreview: async (_parent, { token }, { db }) =>
    (await unsafePreviewInvitation({ db, token }))?.invitation ?? null,
};

export const TeamMutations: MutationResolvers = {
  inviteUser: async (_parent, { input }, context) => {
    const viewer = await teamManager(context);
    return inviteUser({
      db: context.db,
      viewer,
      organizationId: viewer.organization.id,
      email: input.email,
      role: input.role,
      type: input.type ?? 'user',
      sections: input.sections,
      ...context.runtime,
    });
  },
  revokeInvitation: async (_parent, { id }, context) =>
    revokeInvitation({ db: context.db, viewer: await teamManager(context), id }),
  acceptInvitation: async (_parent, { input }, { db }) => acceptInvitation({ db, ...input }),
  updateUserRole: async (_parent, { userId, role }, context) =>
    updateMemberRole({ db: context.db, viewer: await teamManager(context), userId, role }),
  updateUserType: async (_parent, { userId, type }, context) =>
    updateMemberType({ db: context.db, viewer: await teamManager(context), userId, type }),
  setUserPermissions: async (_parent, { userId, sections }, context) =>
    setMemberPermissions({ db: context.db, viewer: await teamManager(context), userId, sections }),
  deactivateUser: async (_parent, { userId }, context) =>
    setActive({ db: context.db, viewer: await teamManager(context), userId, active: false }),
  reactivateUser: async (_parent, { userId }, context) =>
    setActive({ db: context.db, viewer: await teamManager(context), userId, active: true }),
  createGroup: async (_parent, { name }, context) =>
    createGroup({ db: context.db, viewer: await teamManager(context), name }),
  renameGroup: async (_parent, { id, name }, context) =>
    renameGroup({ db: context.db, viewer: await teamManager(context), id, name }),
  deleteGroup: async (_parent, { id }, context) =>
    deleteGroup({ db: context.db, viewer: await teamManager(context), id }),
  addGroupMember: async (_parent, { groupId, userId }, context) =>
    setGroupMembership({ db: context.db, viewer: await teamManager(context), groupId, userId, member: true }),
  removeGroupMember: async (_parent, { groupId, userId }, context) =>
    setGroupMembership({ db: context.db, viewer: await teamManager(context), groupId, userId, member: false }),
};

const organizationName = async (invitation: InvitationModel, context: GraphQLContext) =>
  (await context.loaders.organizationById.load(invitation.organizationId))?.name ?? '';

export const TeamTypes: Pick<Resolvers, 'Group' | 'Invitation' | 'InvitationPreview'> = {
  Group: {
    members: (group, _args, { loaders }) => loaders.membersByGroupId.load(group.id),
  },
  Invitation: {
    organizationName: (invitation, _args, context) => organizationName(invitation, context),
    invitedBy: (invitation, _args, { loaders }) =>
      invitation.invitedBy ? loaders.personById.load(invitation.invitedBy) : null,
  },
  // Anonymous: the inviter is only a name here, whoever they are.
  InvitationPreview: {
    organizationName: (invitation, _args, context) => organizationName(invitation, context),
    invitedByName: async (invitation, _args, { loaders }) => {
      const inviter = invitation.invitedBy ? await loaders.personById.load(invitation.invitedBy) : null;
      return inviter ? personDisplayName(inviter) : null;
    },
  },
};
