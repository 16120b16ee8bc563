import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import {
  changePlan,
  createOrganization,
  renameOrganization,
  setOrganizationDealerGroup,
  setOrganizationFeatureFlags,
} from '../../services/admin/change-organization';
import { createDealerGroup, listDealerGroups } from '../../services/admin/dealer-groups';
import { setUserFeatureFlags, setUserProductFeatureFlags } from '../../services/admin/change-user-flags';
import { findUser, listOrganizations, listUsersOf, unsafeFindOrganization } from '../../services/admin/lookup';
import { inviteUser } from '../../services/team/invitations';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const admin = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'administer'),
});

export const AdminQueries: QueryResolvers = {
  adminOrganizations: async (_parent, { search }, context) => listOrganizations({ ...(await admin(context)), search }),
  adminUser: async (_parent, { id }, context) => findUser({ ...(await admin(context)), id }),
  adminUsers: async (_parent, { organizationId }, context) =>
    listUsersOf({ ...(await admin(context)), organizationId }),
  adminDealerGroups: async (_parent, _args, context) => listDealerGroups(await admin(context)),
};

export const AdminMutations: MutationResolvers = {
  adminInviteUser: async (_parent, { organizationId, input }, context) => {
    const options = await admin(context);
    await unsafeFindOrganization({ db: options.db, id: organizationId });
    return inviteUser({
      ...options,
      organizationId,
      email: input.email,
      role: input.role,
      type: input.type ?? 'user',
      sections: input.sections,
      ...context.runtime,
    });
  },
  adminCreateOrganization: async (_parent, { name, plan }, context) =>
    createOrganization({ ...(await admin(context)), name, plan: plan ?? 'professional' }),
  adminRenameOrganization: async (_parent, { id, name }, context) =>
    renameOrganization({ ...(await admin(context)), organizationId: id, name }),
  adminChangePlan: async (_parent, { organizationId, plan }, context) =>
    changePlan({ ...(await admin(context)), organizationId, plan }),
  adminSetOrganizationFeatureFlags: async (_parent, { organizationId, featureFlags }, context) =>
    setOrganizationFeatureFlags({ ...(await admin(context)), organizationId, featureFlags }),
  adminSetUserFeatureFlags: async (_parent, { userId, featureFlags }, context) =>
    setUserFeatureFlags({ ...(await admin(context)), userId, featureFlags }),
  adminSetUserProductFeatureFlags: async (_parent, { userId, productFeatureFlags }, context) =>
    setUserProductFeatureFlags({ ...(await admin(context)), userId, productFeatureFlags }),
  adminCreateDealerGroup: async (_parent, { name }, context) => createDealerGroup({ ...(await admin(context)), name }),
  adminSetOrganizationDealerGroup: async (_parent, { organizationId, dealerGroupId }, context) =>
    setOrganizationDealerGroup({ ...(await admin(context)), organizationId, dealerGroupId: dealerGroupId ?? null }),
};
