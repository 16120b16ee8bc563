// Money at risk per needs-attention rule (docs/metrics.md "Needs attention"), the ranking built on
// it, the rules' plain names from their thresholds, and the bulk keys' limits.
import { describe, expect, it } from 'vitest';
import { bulkKeysProblem } from '../../../src/shared/needs-attention/actions';
import {
  agingAtRiskCents,
  byMoneyAtRisk,
  daysLateAtRiskCents,
  holdingCostOfMs,
  oldestFirst,
  priceGapAtRiskCents,
  reconOverdueAtRiskCents,
  repairOrderAtRiskCents,
} from '../../../src/shared/needs-attention/money';
import {
  ATTENTION_RULES,
  attentionThresholds,
  holdingCostPerDayCents,
  ruleLabel,
} from '../../../src/shared/needs-attention/rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('money at risk per rule', () => {
  it.each([
    ['aged unit: 70 days in stock × $40 a day', agingAtRiskCents(70, 4_000), 280_000],
    ['aged unit: never negative', agingAtRiskCents(-3, 4_000), 0],
    ['recon overdue: 1.5 days past the overdue mark × $40', reconOverdueAtRiskCents(ago(1.5 * DAY), now, 4_000), 6_000],
    ['recon overdue: 26 hours × $40, to the cent', reconOverdueAtRiskCents(ago(26 * HOUR), now, 4_000), 4_333],
    [
      'recon overdue: a mark still ahead costs nothing',
      reconOverdueAtRiskCents(new Date(now.getTime() + HOUR), now, 4_000),
      0,
    ],
    [
      'order waiting: each pending line’s wait added up (30 h + 2 d) × $40',
      repairOrderAtRiskCents([ago(30 * HOUR), ago(2 * DAY)], now, 4_000),
      5_000 + 8_000,
    ],
    ['order waiting: no pending lines', repairOrderAtRiskCents([], now, 4_000), 0],
    ['transport late: 3 days past the due day × $40', daysLateAtRiskCents('2026-03-07', '2026-03-10', 4_000), 12_000],
    ['transport late: on the due day', daysLateAtRiskCents('2026-03-10', '2026-03-10', 4_000), 0],
    ['price over the market: $36,000 against $30,000', priceGapAtRiskCents(3_600_000, 3_000_000), 600_000],
    ['price under the market: $26,000 against $30,000', priceGapAtRiskCents(2_600_000, 3_000_000), 400_000],
    ['holding cost of 12 hours at $40.01 a day, rounded to the cent', holdingCostOfMs(12 * HOUR, 4_001), 2_001],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('reads the holding cost per day from the organization settings, else its default ($40)', () => {
    expect(holdingCostPerDayCents({})).toBe(4_000);
    expect(holdingCostPerDayCents({ holding_cost_per_day_cents: 5_500 })).toBe(5_500);
    expect(holdingCostPerDayCents({ holding_cost_per_day_cents: -1 })).toBe(4_000);
  });
});

describe('ranking', () => {
  const item = (key: string, moneyAtRiskCents: number | null, sinceDaysAgo: number) => ({
    key,
    moneyAtRiskCents,
    since: ago(sinceDaysAgo * DAY),
  });
  const items = [
    item('a', 1_000, 1),
    item('b', null, 9),
    item('c', 50_000, 2),
    item('d', null, 20),
    item('e', 1_000, 5),
    item('f', 0, 30),
  ];

  it('ranks highest money first, ties oldest first, items without a figure last (oldest first)', () => {
    expect([...items].sort(byMoneyAtRisk).map((entry) => entry.key)).toEqual(['c', 'e', 'a', 'f', 'd', 'b']);
  });

  it('keeps oldest first as a choice', () => {
    expect([...items].sort(oldestFirst).map((entry) => entry.key)).toEqual(['f', 'd', 'b', 'e', 'c', 'a']);
  });
});

describe('plain rule names', () => {
  it('names each rule with the organization’s thresholds', () => {
    const defaults = attentionThresholds({});
    expect(Object.fromEntries(ATTENTION_RULES.map((rule) => [rule, ruleLabel(rule, defaults)]))).toEqual({
      recon_stage_overdue: 'Over target in a recon stage',
      repair_order_waiting: 'Repair order awaiting approval over 1 day',
      vehicle_aging_45: 'Over 45 days in stock',
      vehicle_aging_60: 'Over 60 days in stock',
      price_to_market_out_of_band: 'Priced outside 90–110 % of market',
      appraisal_without_outcome: 'Offer unanswered over 2 days',
      transport_not_picked_up: 'Not picked up within 5 business days',
      transport_title_overdue: 'Auction title not received on time',
    });
    const custom = attentionThresholds({
      attention_aging_first_days: 30,
      attention_aging_second_days: 75,
      attention_repair_order_wait_hours: 8,
    });
    expect([
      ruleLabel('vehicle_aging_45', custom),
      ruleLabel('vehicle_aging_60', custom),
      ruleLabel('repair_order_waiting', custom),
    ]).toEqual(['Over 30 days in stock', 'Over 75 days in stock', 'Repair order awaiting approval over 8 hours']);
  });
});

describe('bulk keys', () => {
  it('takes 1–500 keys, none twice', () => {
    expect(bulkKeysProblem(['a', 'b'])).toBeNull();
    expect(bulkKeysProblem([])).toBe('Choose at least one item.');
    expect(bulkKeysProblem(['a', 'a'])).toBe('An item is listed twice.');
    expect(bulkKeysProblem(Array.from({ length: 501 }, (_value, index) => `k${index}`))).toBe(
      'Act on at most 500 items at once.',
    );
  });
});
