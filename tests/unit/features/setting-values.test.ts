import { describe, expect, it } from 'vitest';
import { settingControl, settingValue } from '../../../src/features/organizations/setting-values';
import { checkOrganizationSetting } from '../../../src/shared/organization';

describe('organization settings: the recon money settings', () => {
  it('edits cents as an amount, next to switches and choices', () => {
    expect(settingControl('holding_cost_per_day_cents')).toEqual({ kind: 'cents' });
    expect(settingControl('labor_rate_cents_per_hour')).toEqual({ kind: 'cents' });
    expect(settingControl('recon_auto_approve_under_cents')).toEqual({ kind: 'cents' });
    expect(settingControl('recon_approval_required')).toEqual({ kind: 'switch' });
  });

  it('falls back to the default for a missing or unstorable value and refuses fractions and negatives', () => {
    expect(settingValue({}, 'holding_cost_per_day_cents')).toBe(4_000);
    expect(settingValue({ holding_cost_per_day_cents: 3_550 }, 'holding_cost_per_day_cents')).toBe(3_550);
    expect(settingValue({ holding_cost_per_day_cents: 'lots' }, 'holding_cost_per_day_cents')).toBe(4_000);
    expect(checkOrganizationSetting('labor_rate_cents_per_hour', 12.5)).toEqual({
      ok: false,
      message: "organization setting 'labor_rate_cents_per_hour' must be a whole number of cents from 0 to 100000.",
    });
    expect(checkOrganizationSetting('recon_auto_approve_under_cents', -1).ok).toBe(false);
  });
});
