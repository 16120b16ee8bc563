import type { MutationResolvers } from '../../../graphql/generated/resolvers';
import {
  updateOrganizationChecklistItem,
  updateOrganizationSetting,
} from '../../services/organizations/update-organization';
import { requireAccess } from '../access';

// CONTRACTS.md: both organization mutations need `user_access: ['settings']`.
const SETTINGS_ACCESS = { user_access: ['settings'] };

export const OrganizationMutations: MutationResolvers = {
  updateOrganizationSetting: async (_parent, { input }, context) => {
    const viewer = await requireAccess(context, SETTINGS_ACCESS);
    return updateOrganizationSetting({ db: context.db, viewer, key: input.key, value: input.value });
  },
  updateOrganizationChecklistItem: async (_parent, { input }, context) => {
    const viewer = await requireAccess(context, SETTINGS_ACCESS);
    return updateOrganizationChecklistItem({ db: context.db, viewer, key: input.key, value: input.value });
  },
};
