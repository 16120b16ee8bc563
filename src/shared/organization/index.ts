import { z } from 'zod';
import { VALUATION_SOURCES } from '../access';

/**
 * The organization setting and setup-checklist registry (CONTRACTS.md): every key declared
 * once with the schema of its value. The tRPC facade, the GraphQL service and the settings
 * screens all validate through here, so an unknown key or a wrong value is refused the same
 * way wherever it comes from.
 */
type Entry<T extends z.ZodType> = { schema: T; expected: string; defaultValue: z.infer<T> };

/** The unit a whole-number setting counts in (how the settings screen labels its field). */
export type SettingUnit = 'hours' | 'days' | 'percent';

const booleanEntry = (defaultValue: boolean): Entry<z.ZodBoolean> => ({
  schema: z.boolean(),
  expected: 'true or false',
  defaultValue,
});

const centsEntry = (defaultValue: number, max: number): Entry<z.ZodNumber> => ({
  schema: z.number().int().min(0).max(max),
  expected: `a whole number of cents from 0 to ${max}`,
  defaultValue,
});

const countEntry = (defaultValue: number, min: number, max: number, unit: SettingUnit) => ({
  schema: z.number().int().min(min).max(max),
  expected: `a whole number of ${unit} from ${min} to ${max}`,
  defaultValue,
  unit,
});

// Printable text on one line (no control characters), trimmed, up to `max` characters; '' means not given.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const textEntry = (max: number, refine: { test: (value: string) => boolean; expected: string } | null = null) => ({
  schema: z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value))
    .refine((value) => value === '' || !refine || refine.test(value)),
  expected: `one line of text of at most ${max} characters${refine ? `, ${refine.expected}` : ''} (empty to leave it out)`,
  defaultValue: '',
  maxLength: max,
});

/** What a phone number setting must hold: its digits (7 to 15 of them), with the usual signs between. */
export const isPhoneNumber = (value: string) =>
  /^[+()\d\s.-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7 && (value.match(/\d/g)?.length ?? 0) <= 15;

export const ORGANIZATION_SETTINGS = {
  hide_vehicle_cost: booleanEntry(false),
  recon_approval_required: booleanEntry(false),
  // Recon money (issue 16): what a vehicle costs per day it waits, the shop's labor rate, and the
  // estimate-line amount under which lines are approved without a person.
  holding_cost_per_day_cents: centsEntry(4_000, 100_000),
  labor_rate_cents_per_hour: centsEntry(12_000, 100_000),
  recon_auto_approve_under_cents: centsEntry(0, 10_000_000),
  // Appraisals (issue 17): the gross the proposed offer leaves for the dealership on resale.
  appraisal_target_gross_cents: centsEntry(200_000, 5_000_000),
  // Offers anchored to wholesale (issue 32): the expected days to sale are capped at the store's
  // target turn (DOMAIN.md: 30–45 days is typical); pack, transport (the transport guide's
  // short-haul minimum, src/shared/sourcing/transport.ts) and fees come off every offer.
  appraisal_target_days_to_sale: countEntry(45, 15, 90, 'days'),
  appraisal_pack_cents: centsEntry(50_000, 500_000),
  appraisal_transport_cents: centsEntry(15_000, 500_000),
  appraisal_fees_cents: centsEntry(30_000, 500_000),
  // Needs attention (issue 18): the thresholds of the queue's rules (src/shared/needs-attention/rules.ts).
  attention_repair_order_wait_hours: countEntry(24, 1, 720, 'hours'),
  attention_aging_first_days: countEntry(45, 1, 365, 'days'),
  attention_aging_second_days: countEntry(60, 1, 365, 'days'),
  attention_price_to_market_low_percent: countEntry(90, 50, 100, 'percent'),
  attention_price_to_market_high_percent: countEntry(110, 100, 200, 'percent'),
  attention_appraisal_outcome_days: countEntry(2, 1, 90, 'days'),
  default_valuation_source: {
    schema: z.enum(VALUATION_SOURCES),
    expected: `one of ${VALUATION_SOURCES.join(', ')}`,
    defaultValue: 'auction_index',
  },
  // The dealership's contact details a shopper reads on a sales packet (issue 33, docs/sales-packet.md).
  dealer_address: textEntry(200),
  dealer_phone: textEntry(40, { test: isPhoneNumber, expected: 'a phone number with 7 to 15 digits' }),
  dealer_hours: textEntry(200),
  // Partner events (issue 38, docs/webhooks.md): how long the event log keeps an event for the feed.
  event_retention_days: countEntry(30, 1, 365, 'days'),
} as const satisfies Record<string, Entry<z.ZodType>>;

export const CHECKLIST_ITEMS = {
  invite_team: booleanEntry(false),
  import_inventory: booleanEntry(false),
  connect_dms: booleanEntry(false),
  configure_pricing: booleanEntry(false),
} as const satisfies Record<string, Entry<z.ZodType>>;

export type OrganizationSettingKey = keyof typeof ORGANIZATION_SETTINGS;
export type ChecklistItemKey = keyof typeof CHECKLIST_ITEMS;
export const ORGANIZATION_SETTING_KEYS = Object.keys(ORGANIZATION_SETTINGS) as OrganizationSettingKey[];
export const CHECKLIST_ITEM_KEYS = Object.keys(CHECKLIST_ITEMS) as ChecklistItemKey[];

export type RegistryCheck = { ok: true; key: string; value: unknown } | { ok: false; message: string };

function check(registry: Record<string, Entry<z.ZodType>>, noun: string, key: string, value: unknown): RegistryCheck {
  const entry = Object.hasOwn(registry, key) ? registry[key] : undefined;
  if (!entry) return { ok: false, message: `Unknown ${noun} '${key}'. Known: ${Object.keys(registry).join(', ')}.` };
  const parsed = entry.schema.safeParse(value);
  if (!parsed.success) return { ok: false, message: `${noun} '${key}' must be ${entry.expected}.` };
  return { ok: true, key, value: parsed.data };
}

export const checkOrganizationSetting = (key: string, value: unknown) =>
  check(ORGANIZATION_SETTINGS, 'organization setting', key, value);

export const checkChecklistItem = (key: string, value: unknown) => check(CHECKLIST_ITEMS, 'checklist item', key, value);

/** `organizations.updateSettings` input of SPEC.md section 7. */
export const ZUpdateSettingsInput = z
  .object({ setting_key: z.string(), setting_value: z.unknown() })
  .superRefine((input, ctx) => {
    const result = checkOrganizationSetting(input.setting_key, input.setting_value);
    if (!result.ok) ctx.addIssue({ code: 'custom', path: ['setting_key'], message: result.message });
  });
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;

/** `organizations.updateChecklistItems` input of SPEC.md section 7. */
export const ZUpdateChecklistItemsInput = z
  .object({ checklist_item_key: z.string(), checklist_item_value: z.unknown() })
  .superRefine((input, ctx) => {
    const result = checkChecklistItem(input.checklist_item_key, input.checklist_item_value);
    if (!result.ok) ctx.addIssue({ code: 'custom', path: ['checklist_item_key'], message: result.message });
  });
export type TUpdateChecklistItemsInput = z.infer<typeof ZUpdateChecklistItemsInput>;
