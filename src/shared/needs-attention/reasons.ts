/**
 * Why an item is in the queue, as parts (a template key and its values, ready for i18n) and as
 * the US English sentence the graph answers with. One template per rule.
 */
import type { AttentionRule } from './rules';

export type ReasonParts = { rule: AttentionRule; values: Record<string, string | number> };

const TEMPLATES: Readonly<Record<AttentionRule, string>> = {
  recon_stage_overdue: 'In {{stage}} for {{duration}}; target {{target}}.',
  repair_order_waiting: 'Repair order awaiting approval for {{duration}}; the limit is {{limit}}.',
  vehicle_aging_45: '{{days}} days in stock; it reached {{threshold}} days on {{date}}.',
  vehicle_aging_60: '{{days}} days in stock; it reached {{threshold}} days on {{date}}.',
  price_to_market_out_of_band: 'Priced at {{priceToMarket}} % of market, {{side}} the {{low}}–{{high}} % band.',
  appraisal_without_outcome: 'Offered {{duration}} ago with no outcome; the limit is {{limit}}.',
  transport_not_picked_up: '{{vin}} not picked up by {{dueOn}}, {{days}} business days after the {{from}}.',
  transport_title_overdue:
    'Title of {{vin}} not received by {{dueOn}}, {{days}} business days after the auction purchase.',
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A span as a person says it: "3 days 4 hours", "5 hours 10 minutes", "12 minutes" (whole units, rounded down). */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  const rest = minutes % 60;
  if (hours > 0) return rest > 0 ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
  return plural(rest, 'minute');
}

export const spanOfHours = (hours: number): string => formatSpan(hours * HOUR_MS);
export const spanOfDays = (days: number): string => formatSpan(days * DAY_MS);

/** The sentence of a reason: its rule's template with the values put in. */
export function reasonText(parts: ReasonParts): string {
  return TEMPLATES[parts.rule].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(parts.values[name] ?? ''));
}
