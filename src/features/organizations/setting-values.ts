import { VALUATION_SOURCE_LABELS } from '../../shared/access';
import {
  ORGANIZATION_SETTINGS,
  checkOrganizationSetting,
  type OrganizationSettingKey,
  type SettingUnit,
} from '../../shared/organization';

/** The value a setting has: the stored one when the registry accepts it, else the registry's default. */
export function settingValue(settings: Record<string, unknown>, key: OrganizationSettingKey): unknown {
  if (Object.hasOwn(settings, key)) {
    const checked = checkOrganizationSetting(key, settings[key]);
    if (checked.ok) return checked.value;
  }
  return ORGANIZATION_SETTINGS[key].defaultValue;
}

/**
 * How a setting is edited: a switch for a boolean, an amount for cents, a whole number in its unit
 * (hours, days, percent) within its range, a line of text, a choice among labelled options for an enum.
 */
export type SettingControl =
  | { kind: 'switch' }
  | { kind: 'cents' }
  | { kind: 'count'; unit: SettingUnit; min: number; max: number }
  | { kind: 'text'; maxLength: number }
  | { kind: 'select'; options: { value: string; label: string }[] };

// Labels for the options of enum settings, by setting key.
const OPTION_LABELS: Partial<Record<OrganizationSettingKey, Readonly<Record<string, string>>>> = {
  default_valuation_source: VALUATION_SOURCE_LABELS,
};

export function settingControl(key: OrganizationSettingKey): SettingControl {
  const entry = ORGANIZATION_SETTINGS[key];
  if (typeof entry.defaultValue === 'boolean') return { kind: 'switch' };
  if ('maxLength' in entry) return { kind: 'text', maxLength: entry.maxLength };
  if ('unit' in entry) {
    const { minValue, maxValue } = entry.schema as { minValue: number | null; maxValue: number | null };
    return { kind: 'count', unit: entry.unit, min: minValue ?? 0, max: maxValue ?? Number.MAX_SAFE_INTEGER };
  }
  if (typeof entry.defaultValue === 'number') return { kind: 'cents' };
  const schema = entry.schema as { options?: readonly string[] };
  const labels = OPTION_LABELS[key] ?? {};
  return { kind: 'select', options: (schema.options ?? []).map((value) => ({ value, label: labels[value] ?? value })) };
}
