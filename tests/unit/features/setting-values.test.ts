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

describe('organization settings: the appraisal offer terms (issue 32)', () => {
  it('edits target days to sale as days within 15–90, and pack, transport and fees as amounts', () => {
    expect(settingControl('appraisal_target_days_to_sale')).toEqual({ kind: 'count', unit: 'days', min: 15, max: 90 });
    for (const key of ['appraisal_pack_cents', 'appraisal_transport_cents', 'appraisal_fees_cents'] as const) expect(settingControl(key)).toEqual({ kind: 'cents' });
  });

  it('defaults to 45 days, a $500 pack, $150 transport and $300 fees, and refuses what the registry does not allow', () => {
    expect([
      settingValue({}, 'appraisal_target_days_to_sale'),
      settingValue({}, 'appraisal_pack_cents'),
      settingValue({}, 'appraisal_transport_cents'),
      settingValue({}, 'appraisal_fees_cents'),
    ]).toEqual([45, 50_000, 15_000, 30_000]);
    expect(settingValue({ appraisal_target_days_to_sale: 120 }, 'appraisal_target_days_to_sale')).toBe(45);
    expect(checkOrganizationSetting('appraisal_target_days_to_sale', 30)).toEqual({ ok: true, key: 'appraisal_target_days_to_sale', value: 30 });
    expect(checkOrganizationSetting('appraisal_target_days_to_sale', 10)).toEqual({
      ok: false,
      message: "organization setting 'appraisal_target_days_to_sale' must be a whole number of days from 15 to 90.",
    });
    expect(checkOrganizationSetting('appraisal_pack_cents', 500_001).ok).toBe(false);
  });
});
