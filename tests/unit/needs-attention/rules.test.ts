import { describe, expect, it } from 'vitest';
import { itemState, reasonProblem, snoozeProblem } from '../../../src/shared/needs-attention/actions';
import { formatSpan, reasonText } from '../../../src/shared/needs-attention/reasons';
import {
  agingRuleOf,
  agingSince,
  appraisalOverdueSince,
  attentionThresholds,
  itemKey,
  priceToMarketSide,
  reconOverdueSince,
  repairOrderWaitingSince,
  ruleOfKey,
  RULE_SECTIONS,
  ATTENTION_RULES,
} from '../../../src/shared/needs-attention/rules';
import { settingControl } from '../../../src/features/organizations/setting-values';

const defaults = attentionThresholds({});

describe('thresholds', () => {
  it('are the organization settings, else their defaults (an invalid stored value too)', () => {
    expect(defaults).toEqual({
      repairOrderWaitHours: 24,
      agingFirstDays: 45,
      agingSecondDays: 60,
      priceToMarketLowPercent: 90,
      priceToMarketHighPercent: 110,
      appraisalOutcomeDays: 2,
    });
    expect(
      attentionThresholds({
        attention_aging_first_days: 30,
        attention_repair_order_wait_hours: 0,
        attention_appraisal_outcome_days: 2.5,
      }),
    ).toEqual({ ...defaults, agingFirstDays: 30 });
  });

  it('are edited as whole numbers in their unit within their range', () => {
    expect(settingControl('attention_repair_order_wait_hours')).toEqual({
      kind: 'count',
      unit: 'hours',
      min: 1,
      max: 720,
    });
    expect(settingControl('attention_price_to_market_low_percent')).toEqual({
      kind: 'count',
      unit: 'percent',
      min: 50,
      max: 100,
    });
    expect(settingControl('attention_aging_second_days')).toEqual({ kind: 'count', unit: 'days', min: 1, max: 365 });
  });
});

describe('keys', () => {
  it('are the rule and the fact, stable for the same fact', () => {
    expect(itemKey('repair_order_waiting', 'order-1', 2)).toBe('repair_order_waiting:order-1:2');
    expect(itemKey('vehicle_aging_60', 'v-1', '2026-01-02')).toBe(itemKey('vehicle_aging_60', 'v-1', '2026-01-02'));
  });

  it.each([
    ['recon_stage_overdue:v:s:1', 'recon_stage_overdue'],
    ['vehicle_aging_45:v:2026-01-02', 'vehicle_aging_45'],
    ['vehicle_aging_45', null],
    ['vehicle_aging_45:', null],
    ['nonsense:v', null],
    ['', null],
  ])('%s belongs to %s', (key, rule) => {
    expect(ruleOfKey(key)).toBe(rule);
  });

  it('gives every rule a section', () => {
    expect(ATTENTION_RULES.map((rule) => RULE_SECTIONS[rule])).toEqual([
      'recon',
      'roapproval',
      'inventory',
      'inventory',
      'pricing',
      'appraisals',
      'transportation',
      'transportation',
    ]);
  });
});

describe('when each rule starts to hold', () => {
  const entered = new Date('2026-03-02T10:00:00Z');

  it.each([
    [{ targetMinutes: 240, overduePercent: 100 }, '2026-03-02T14:00:00.000Z'],
    [{ targetMinutes: 240, overduePercent: 150 }, '2026-03-02T16:00:00.000Z'],
    [{ targetMinutes: 0, overduePercent: 100 }, null],
  ])('recon stage %o: overdue from %s (calendar time)', (stage, since) => {
    expect(reconOverdueSince(stage, entered, null)?.toISOString() ?? null).toBe(since);
  });

  it('recon stage with business hours: counted time resumes at the next opening', () => {
    // Open 9–17 UTC Monday to Friday; entered Friday 2026-03-06 15:00, 4-hour target: 2 h Friday + 2 h Monday.
    const hours = { timeZone: 'UTC', weekdays: [1, 2, 3, 4, 5], startMinute: 9 * 60, endMinute: 17 * 60 };
    expect(
      reconOverdueSince(
        { targetMinutes: 240, overduePercent: 100 },
        new Date('2026-03-06T15:00:00Z'),
        hours,
      )?.toISOString(),
    ).toBe('2026-03-09T11:00:00.000Z');
  });

  it('repair order: the oldest pending line’s submission + the hours', () => {
    expect(repairOrderWaitingSince(entered, defaults).toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(repairOrderWaitingSince(entered, { ...defaults, repairOrderWaitHours: 4 }).toISOString()).toBe(
      '2026-03-02T14:00:00.000Z',
    );
  });

  it.each([
    [44, null],
    [45, { rule: 'vehicle_aging_45', threshold: 45 }],
    [59, { rule: 'vehicle_aging_45', threshold: 45 }],
    [60, { rule: 'vehicle_aging_60', threshold: 60 }],
    [400, { rule: 'vehicle_aging_60', threshold: 60 }],
  ])('aging: %i days in stock → %o', (days, expected) => {
    expect(agingRuleOf(days, defaults)).toEqual(expected);
  });

  it('aging: the second mark wins when the settings put it first', () => {
    expect(agingRuleOf(50, { ...defaults, agingFirstDays: 60, agingSecondDays: 40 })).toEqual({
      rule: 'vehicle_aging_60',
      threshold: 40,
    });
    expect(agingSince('2026-01-01', 45).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it.each([
    [null, null],
    [89.9, 'low'],
    [90, null],
    [110, null],
    [110.1, 'high'],
  ])('price-to-market %s → %s', (ratio, side) => {
    expect(priceToMarketSide(ratio, defaults)).toBe(side);
  });

  it('appraisal: the offer + the days', () => {
    expect(appraisalOverdueSince(entered, defaults).toISOString()).toBe('2026-03-04T10:00:00.000Z');
  });
});

describe('reasons', () => {
  it.each([
    [0, '0 minutes'],
    [60_000, '1 minute'],
    [3_600_000, '1 hour'],
    [5 * 3_600_000 + 10 * 60_000, '5 hours 10 minutes'],
    [86_400_000, '1 day'],
    [3 * 86_400_000 + 4 * 3_600_000 + 59_000, '3 days 4 hours'],
  ])('a span of %i ms reads %s', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });

  it('fills the rule’s template', () => {
    expect(
      reasonText({
        rule: 'recon_stage_overdue',
        values: { stage: 'Detail', duration: '3 days 4 hours', target: '4 hours' },
      }),
    ).toBe('In Detail for 3 days 4 hours; target 4 hours.');
    expect(
      reasonText({
        rule: 'price_to_market_out_of_band',
        values: { priceToMarket: '112.5', side: 'over', low: 90, high: 110 },
      }),
    ).toBe('Priced at 112.5 % of market, over the 90–110 % band.');
  });
});

describe('snooze and dismiss', () => {
  it.each([
    ['2026-03-03', null],
    ['2026-05-31', null],
    ['2026-03-02', 'Snooze until a day after today.'],
    ['2026-03-01', 'Snooze until a day after today.'],
    ['2026-06-01', 'Snooze at most 90 days ahead.'],
    ['soon', "'soon' is not a day (YYYY-MM-DD)."],
    ['2026-02-30', "'2026-02-30' is not a day (YYYY-MM-DD)."],
  ])('until %s from 2026-03-02: %s', (until, problem) => {
    expect(snoozeProblem(until, '2026-03-02')).toBe(problem);
  });

  it.each([
    [undefined, false, null],
    ['', true, 'Say why you dismiss it.'],
    ['   ', true, 'Say why you dismiss it.'],
    ['Sold elsewhere', true, null],
    ['x'.repeat(501), false, 'Keep the reason to 500 characters.'],
  ])('reason %j (required: %s): %s', (reason, required, problem) => {
    expect(reasonProblem(reason, required)).toBe(problem);
  });

  it.each([
    [null, 'open'],
    [{ state: 'snoozed', snoozedUntil: '2026-03-03' }, 'snoozed'],
    [{ state: 'snoozed', snoozedUntil: '2026-03-02' }, 'open'],
    [{ state: 'dismissed', snoozedUntil: null }, 'dismissed'],
    [{ state: 'open', snoozedUntil: null }, 'open'],
  ] as const)('stored %o on 2026-03-02 → %s', (action, state) => {
    expect(itemState(action, '2026-03-02')).toBe(state);
  });
});
