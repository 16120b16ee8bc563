import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { updateOrganizationChecklistItem, updateOrganizationSetting } from '../../services/organizations/update';
import { requireOperation, requireViewer } from '../access';

export const OrganizationQueries: QueryResolvers = {
  organization: async (_parent, _args, context) => (await requireViewer(context)).organization,
};

export const OrganizationMutations: MutationResolvers = {
  updateOrganizationSetting: async (_parent, { input }, context) => {
    const viewer = await requireOperation(context, 'changeOrganizationSettings');
    return updateOrganizationSetting({ db: context.db, viewer, key: input.key, value: input.value });
  },
  updateOrganizationChecklistItem: async (_parent, { input }, context) => {
    const viewer = await requireOperation(context, 'changeOrganizationSettings');
    return updateOrganizationChecklistItem({ db: context.db, viewer, key: input.key, value: input.value });
  },
};

export const OrganizationTypes: Pick<Resolvers, 'Organization'> = {
  // Whoever reached the organization may see its group: its members, or an administrator.
  Organization: {
    dealerGroup: (organization, _args, context) =>
      organization.dealerGroupId ? context.loaders.dealerGroupById.load(organization.dealerGroupId) : null,
  },
};
