import { UpdateOrganizationChecklistItemDocument } from '../../../graphql/generated/operations/UpdateOrganizationChecklistItem';
import { UpdateOrganizationSettingDocument } from '../../../graphql/generated/operations/UpdateOrganizationSetting';
import { ZUpdateChecklistItemsInput, ZUpdateSettingsInput } from '../../../src/shared/organization';
import { operationProcedure, router } from '../init';

// CONTRACTS.md: allowed when canAccess(user, { user_access: ['settings'] }); checked once, before the input (see operationProcedure).
const settingsProcedure = operationProcedure('changeOrganizationSettings');

export const organizationsRouter = router({
  updateSettings: settingsProcedure.input(ZUpdateSettingsInput).mutation(async ({ ctx, input }) => {
    const { updateOrganizationSetting } = await ctx.graph(UpdateOrganizationSettingDocument, {
      input: { key: input.setting_key, value: input.setting_value },
    });
    return { settings: updateOrganizationSetting.settings };
  }),
  updateChecklistItems: settingsProcedure.input(ZUpdateChecklistItemsInput).mutation(async ({ ctx, input }) => {
    const { updateOrganizationChecklistItem } = await ctx.graph(UpdateOrganizationChecklistItemDocument, {
      input: { key: input.checklist_item_key, value: input.checklist_item_value },
    });
    return { setup_checklist_items: updateOrganizationChecklistItem.setupChecklistItems };
  }),
});
