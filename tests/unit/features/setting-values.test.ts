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
    for (const key of ['appraisal_pack_cents', 'appraisal_transport_cents', 'appraisal_fees_cents'] as const)
      expect(settingControl(key)).toEqual({ kind: 'cents' });
  });

  it('defaults to 45 days, a $500 pack, $150 transport and $300 fees, and refuses what the registry does not allow', () => {
    expect([
      settingValue({}, 'appraisal_target_days_to_sale'),
      settingValue({}, 'appraisal_pack_cents'),
      settingValue({}, 'appraisal_transport_cents'),
      settingValue({}, 'appraisal_fees_cents'),
    ]).toEqual([45, 50_000, 15_000, 30_000]);
    expect(settingValue({ appraisal_target_days_to_sale: 120 }, 'appraisal_target_days_to_sale')).toBe(45);
    expect(checkOrganizationSetting('appraisal_target_days_to_sale', 30)).toEqual({
      ok: true,
      key: 'appraisal_target_days_to_sale',
      value: 30,
    });
    expect(checkOrganizationSetting('appraisal_target_days_to_sale', 10)).toEqual({
      ok: false,
      message: "organization setting 'appraisal_target_days_to_sale' must be a whole number of days from 15 to 90.",
    });
    expect(checkOrganizationSetting('appraisal_pack_cents', 500_001).ok).toBe(false);
  });
});

describe('organization settings: the dealership’s contact details (issue 33)', () => {
  it('edits each as one line of text within its length', () => {
    expect(settingControl('dealer_address')).toEqual({ kind: 'text', maxLength: 200 });
    expect(settingControl('dealer_phone')).toEqual({ kind: 'text', maxLength: 40 });
    expect(settingControl('dealer_hours')).toEqual({ kind: 'text', maxLength: 200 });
    expect(settingValue({}, 'dealer_phone')).toBe('');
  });

  it.each([
    ['dealer_phone', '(512) 555-0100', true],
    ['dealer_phone', '+1 512 555 0100', true],
    ['dealer_phone', '', true],
    ['dealer_phone', 'call us', false],
    ['dealer_phone', '555-01', false],
    ['dealer_phone', '1234567890123456', false],
    ['dealer_address', '1200 Lamar Blvd, Austin, TX 78703', true],
    ['dealer_address', 'x'.repeat(201), false],
    ['dealer_hours', 'Mon\nSun', false],
    ['dealer_hours', 7, false],
  ] as const)('%s %j → accepted %s', (key, value, ok) => {
    expect(checkOrganizationSetting(key, value).ok).toBe(ok);
  });

  it('trims what it stores and names the rule when it refuses', () => {
    expect(checkOrganizationSetting('dealer_hours', '  Mon–Sat 9–7  ')).toEqual({
      ok: true,
      key: 'dealer_hours',
      value: 'Mon–Sat 9–7',
    });
    expect(checkOrganizationSetting('dealer_phone', 'call us')).toEqual({
      ok: false,
      message:
        "organization setting 'dealer_phone' must be one line of text of at most 40 characters, a phone number with 7 to 15 digits (empty to leave it out).",
    });
  });
});
