// The transport area's pure rules: states, business days and deadlines, price per mile and the
// indicative price guide (docs/metrics.md "Transportation").
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../src/shared/transport/business-days';
import { pickupDueOn, titleDueOn } from '../../../src/shared/transport/deadlines';
import { guideCentsPerMile, guidePriceCents, pricePerMileCents } from '../../../src/shared/transport/price';
import { becomeRefusal } from '../../../src/shared/state-moves';
import {
  TRANSPORT_MOVE_WORDS,
  TRANSPORT_MOVES,
  TRANSPORT_STATES,
  type TransportState,
} from '../../../src/shared/transport/states';

describe('transport states', () => {
  const allowed: [TransportState, TransportState][] = [
    ['requested', 'assigned'],
    ['requested', 'cancelled'],
    ['assigned', 'picked_up'],
    ['assigned', 'cancelled'],
    ['picked_up', 'delivered'],
  ];
  it.each(TRANSPORT_STATES.flatMap((from) => TRANSPORT_STATES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      expect(becomeRefusal(TRANSPORT_MOVES, TRANSPORT_MOVE_WORDS, from, to) === null).toBe(
        allowed.some(([a, b]) => a === from && b === to),
      );
    },
  );
});

describe('business days', () => {
  it.each([
    ['2026-11-23', 5, '2026-11-30'], // Monday → next Monday
    ['2026-11-27', 1, '2026-11-30'], // Friday → Monday
    ['2026-11-28', 1, '2026-11-30'], // a Saturday counts from the Monday
    ['2026-11-25', 0, '2026-11-25'],
    ['2026-11-02', 21, '2026-12-01'],
  ])('%s + %i business days is %s', (from, days, expected) => {
    expect(addBusinessDays(from, days)).toBe(expected);
  });
});

describe('deadlines', () => {
  it('picks up within five business days of the order, or of the auction purchase', () => {
    expect(pickupDueOn({ orderedOn: '2026-11-23', purchasedOn: null, titleAbsent: false })).toBe('2026-11-30');
    expect(pickupDueOn({ orderedOn: '2026-11-23', purchasedOn: '2026-11-19', titleAbsent: false })).toBe('2026-11-26');
  });

  it('expects an auction title within 5 business days with the deal, 21 when absent, and none without a purchase', () => {
    expect(titleDueOn({ orderedOn: '2026-11-23', purchasedOn: '2026-11-02', titleAbsent: false })).toBe('2026-11-09');
    expect(titleDueOn({ orderedOn: '2026-11-23', purchasedOn: '2026-11-02', titleAbsent: true })).toBe('2026-12-01');
    expect(titleDueOn({ orderedOn: '2026-11-23', purchasedOn: null, titleAbsent: true })).toBeNull();
  });
});

describe('price per mile', () => {
  it.each([
    [45_000, 450, 100],
    [76_000, 1010, 75],
    [10_000, 3, 3333],
    [null, 100, null],
    [10_000, null, null],
    [10_000, 0, null],
  ])('%s cents over %s miles is %s cents a mile', (price, miles, expected) => {
    expect(pricePerMileCents(price, miles)).toBe(expected);
  });

  it.each([
    [100, 100],
    [500, 100],
    [750, 87.5],
    [1000, 75],
    [1750, 62.5],
    [2500, 50],
    [3000, 50],
  ])('the guide gives %s miles %s cents a mile', (miles, cents) => {
    expect(guideCentsPerMile(miles)).toBe(cents);
  });

  it('prices the trip by the guide, to the dollar', () => {
    expect(guidePriceCents(195)).toBe(19_500);
    expect(guidePriceCents(1000)).toBe(75_000);
    expect(guidePriceCents(null)).toBeNull();
  });
});
