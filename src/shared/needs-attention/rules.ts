/**
 * The needs-attention rules (docs/metrics.md "Needs attention"), pure: the rule list, the section
 * each belongs to, their thresholds (organization settings), the stable item keys and the
 * moment each rule starts to hold. The server's queries find the candidates; these decide.
 */
import { checkOrganizationSetting, ORGANIZATION_SETTINGS, type OrganizationSettingKey } from '../organization';
import { addCountedMs, type BusinessHours } from '../recon/business-hours';
import type { StageRules } from '../recon/workflow';
import type { Operation } from '../access/operations';
import type { EventType } from '../events/catalogue';
import { PICKUP_BUSINESS_DAYS } from '../transport/deadlines';
import { spanOfDays, spanOfHours } from './reasons';

export const ATTENTION_RULES = [
  'recon_stage_overdue',
  'repair_order_waiting',
  'vehicle_aging_45',
  'vehicle_aging_60',
  'price_to_market_out_of_band',
  'appraisal_without_outcome',
  'transport_not_picked_up',
  'transport_title_overdue',
] as const;
export type AttentionRule = (typeof ATTENTION_RULES)[number];

/**
 * The partner events (src/shared/events/catalogue.ts) after which an item may have opened or
 * closed, so the badge and the queue read again when one arrives live. Items that open with the
 * passing of time alone (a car reaching 45 days) show at the next read.
 */
export const ATTENTION_EVENT_TYPES: readonly EventType[] = [
  'recon.moved',
  'repair_order.submitted',
  'repair_order.decided',
  'vehicle.created',
  'vehicle.updated',
  'vehicle.priced',
  'vehicle.status_changed',
  'vehicle.sold',
  'appraisal.offered',
  'appraisal.won',
  'transport.state_changed',
];

export const ATTENTION_STATES = ['open', 'snoozed', 'dismissed'] as const;
export type AttentionItemState = (typeof ATTENTION_STATES)[number];

/** The section whose holders see (and act on) a rule's items. */
export const RULE_SECTIONS: Readonly<Record<AttentionRule, string>> = {
  recon_stage_overdue: 'recon',
  repair_order_waiting: 'roapproval',
  vehicle_aging_45: 'inventory',
  vehicle_aging_60: 'inventory',
  price_to_market_out_of_band: 'pricing',
  appraisal_without_outcome: 'appraisals',
  transport_not_picked_up: 'transportation',
  transport_title_overdue: 'transportation',
};

/**
 * What acting on a rule's item takes besides the queue's own `changeNeedsAttention`: the operation
 * of the record's area (approving the order, repricing, moving the car through recon, …). An item
 * is the viewer's to act on (the badge) only when they may do both.
 */
export const RULE_ACTIONS: Readonly<Record<AttentionRule, Operation>> = {
  recon_stage_overdue: 'changeRecon',
  repair_order_waiting: 'approveRepairOrders',
  vehicle_aging_45: 'changeInventory',
  vehicle_aging_60: 'changeInventory',
  price_to_market_out_of_band: 'changePricing',
  appraisal_without_outcome: 'changeAppraisals',
  transport_not_picked_up: 'changeTransport',
  transport_title_overdue: 'changeTransport',
};

export const isAttentionRule = (value: unknown): value is AttentionRule =>
  ATTENTION_RULES.includes(value as AttentionRule);

export type AttentionThresholds = {
  repairOrderWaitHours: number;
  agingFirstDays: number;
  agingSecondDays: number;
  priceToMarketLowPercent: number;
  priceToMarketHighPercent: number;
  appraisalOutcomeDays: number;
};

function setting(settings: Record<string, unknown>, key: OrganizationSettingKey): number {
  const stored = Object.hasOwn(settings, key) ? checkOrganizationSetting(key, settings[key]) : null;
  return (stored?.ok ? stored.value : ORGANIZATION_SETTINGS[key].defaultValue) as number;
}

/** The thresholds of an organization: each stored setting when valid, else its default. */
export function attentionThresholds(settings: Record<string, unknown>): AttentionThresholds {
  return {
    repairOrderWaitHours: setting(settings, 'attention_repair_order_wait_hours'),
    agingFirstDays: setting(settings, 'attention_aging_first_days'),
    agingSecondDays: setting(settings, 'attention_aging_second_days'),
    priceToMarketLowPercent: setting(settings, 'attention_price_to_market_low_percent'),
    priceToMarketHighPercent: setting(settings, 'attention_price_to_market_high_percent'),
    appraisalOutcomeDays: setting(settings, 'attention_appraisal_outcome_days'),
  };
}

/** A rule's plain name, with the organization's thresholds in it (US English, as the reasons): "Over 45 days in stock". */
export function ruleLabel(rule: AttentionRule, thresholds: AttentionThresholds): string {
  switch (rule) {
    case 'recon_stage_overdue':
      return 'Over target in a recon stage';
    case 'repair_order_waiting':
      return `Repair order awaiting approval over ${spanOfHours(thresholds.repairOrderWaitHours)}`;
    case 'vehicle_aging_45':
      return `Over ${Math.min(thresholds.agingFirstDays, thresholds.agingSecondDays)} days in stock`;
    case 'vehicle_aging_60':
      return `Over ${thresholds.agingSecondDays} days in stock`;
    case 'price_to_market_out_of_band':
      return `Priced outside ${thresholds.priceToMarketLowPercent}–${thresholds.priceToMarketHighPercent} % of market`;
    case 'appraisal_without_outcome':
      return `Offer unanswered over ${spanOfDays(thresholds.appraisalOutcomeDays)}`;
    case 'transport_not_picked_up':
      return `Not picked up within ${PICKUP_BUSINESS_DAYS} business days`;
    case 'transport_title_overdue':
      return 'Auction title not received on time';
  }
}

/** The organization's holding cost per day (`holding_cost_per_day_cents`), the base of most money-at-risk figures. */
export const holdingCostPerDayCents = (settings: Record<string, unknown>): number =>
  setting(settings, 'holding_cost_per_day_cents');

/**
 * An item's key: the rule, then what identifies the fact (record id and its occurrence), so the
 * same fact keeps its key (a dismissal sticks) and a new occurrence gets a new one.
 */
export function itemKey(rule: AttentionRule, ...parts: (string | number)[]): string {
  return [rule, ...parts].join(':');
}

/** The rule a key belongs to; null for a key no rule makes. */
export function ruleOfKey(key: string): AttentionRule | null {
  const rule = key.split(':', 1)[0];
  return isAttentionRule(rule) && key.length > rule.length + 1 ? rule : null;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a vehicle's stage visit turns overdue: the stage's target × its overdue percent of counted
 * time (business hours when the workflow has them) after it entered; null for a stage without a target.
 */
export function reconOverdueSince(
  stage: Pick<StageRules, 'targetMinutes' | 'overduePercent'>,
  enteredStageAt: Date,
  hours: BusinessHours | null,
): Date | null {
  if (stage.targetMinutes <= 0) return null;
  return addCountedMs(enteredStageAt, (stage.targetMinutes * stage.overduePercent * 60_000) / 100, hours);
}

/** When an order's wait passes the threshold: its oldest pending line's submission + the hours. */
export const repairOrderWaitingSince = (waitingSince: Date, thresholds: AttentionThresholds): Date =>
  new Date(waitingSince.getTime() + thresholds.repairOrderWaitHours * HOUR_MS);

/** The aging rule a vehicle of `days` in stock falls under: the second from its day, else the first; null before. */
export function agingRuleOf(
  days: number,
  thresholds: AttentionThresholds,
): { rule: 'vehicle_aging_45' | 'vehicle_aging_60'; threshold: number } | null {
  if (days >= thresholds.agingSecondDays) return { rule: 'vehicle_aging_60', threshold: thresholds.agingSecondDays };
  if (days >= thresholds.agingFirstDays) return { rule: 'vehicle_aging_45', threshold: thresholds.agingFirstDays };
  return null;
}

/** The start (UTC midnight) of the day a vehicle acquired on `acquiredDate` reaches `days` days. */
export const agingSince = (acquiredDate: string, days: number): Date =>
  new Date(Date.parse(`${acquiredDate}T00:00:00Z`) + days * DAY_MS);

/** Which side of the band a price-to-market is on (low under the low percent, high over the high one); null inside or unknown. */
export function priceToMarketSide(
  priceToMarket: number | null,
  thresholds: AttentionThresholds,
): 'low' | 'high' | null {
  if (priceToMarket === null) return null;
  if (priceToMarket < thresholds.priceToMarketLowPercent) return 'low';
  if (priceToMarket > thresholds.priceToMarketHighPercent) return 'high';
  return null;
}

/** When an offered appraisal without an outcome needs a person: its offer + the days. */
export const appraisalOverdueSince = (offeredAt: Date, thresholds: AttentionThresholds): Date =>
  new Date(offeredAt.getTime() + thresholds.appraisalOutcomeDays * DAY_MS);

/** Rules that cannot run in this version, and why (never invented items); every rule runs now. */
export const UNAVAILABLE_RULES: Partial<Record<AttentionRule, string>> = {};

export const MARKET_FEATURE_MESSAGE =
  "Needs the Market pricing data feature (yours or your organization's), as the pricing grid does.";
