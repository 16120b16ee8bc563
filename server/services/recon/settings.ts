import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import type { Viewer } from '../users/viewer';

type ReconSettingKey =
  | 'holding_cost_per_day_cents'
  | 'labor_rate_cents_per_hour'
  | 'recon_auto_approve_under_cents'
  | 'recon_approval_required';

/** A recon setting of the viewer's organization: its stored value when valid, else the registry's default. */
export function reconSetting<K extends ReconSettingKey>(
  viewer: Viewer,
  key: K,
): (typeof ORGANIZATION_SETTINGS)[K]['defaultValue'] {
  const stored = checkOrganizationSetting(key, viewer.organization.settings[key]);
  return (
    stored.ok ? stored.value : ORGANIZATION_SETTINGS[key].defaultValue
  ) as (typeof ORGANIZATION_SETTINGS)[K]['defaultValue'];
}
