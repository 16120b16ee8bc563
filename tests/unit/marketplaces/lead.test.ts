import { describe, expect, it } from 'vitest';
import { checkMarketplaceLead } from '../../../src/shared/marketplaces/lead';
import {
  MARKETPLACE_LEAD_MOVES,
  MARKETPLACE_LEAD_MOVE_WORDS,
  MARKETPLACE_LEAD_STATES,
  type MarketplaceLeadState,
} from '../../../src/shared/marketplaces/lead-states';
import { becomeRefusal } from '../../../src/shared/state-moves';
import { checkMarketplaceName } from '../../../src/shared/marketplaces/feed';

const NOW = new Date('2026-11-02T15:00:00Z');
const GOOD = {
  vin: '1hgcv1f30la000001',
  customer: { name: '  Dana  ', email: 'dana@example.com' },
  message: 'Still available?',
};

describe('a lead body', () => {
  it('takes a VIN (upper-cased) or a stock number, a customer to answer, a message; receivedAt defaults to now', () => {
    const checked = checkMarketplaceLead(GOOD, NOW);
    expect(checked).toEqual({
      ok: true,
      receivedAt: NOW,
      lead: {
        vin: '1HGCV1F30LA000001',
        customer: { name: 'Dana', email: 'dana@example.com' },
        message: 'Still available?',
      },
    });
    const byStock = checkMarketplaceLead(
      {
        stockNumber: 'A1',
        customer: { name: 'Dana', phone: '(512) 555-0100' },
        message: 'Hi',
        receivedAt: '2026-11-02T14:00:00-01:00',
      },
      NOW,
    );
    expect(byStock).toMatchObject({ ok: true, receivedAt: new Date('2026-11-02T15:00:00Z') });
  });

  it.each([
    ['no vehicle', { ...GOOD, vin: undefined }, 'vin'],
    ['a short VIN', { ...GOOD, vin: '1HGCV1F30' }, 'vin'],
    ['a VIN with I, O or Q', { ...GOOD, vin: '1HGCV1F30LA00000O' }, 'vin'],
    ['an empty stock number', { ...GOOD, vin: undefined, stockNumber: ' ' }, 'stockNumber'],
    ['no customer', { ...GOOD, customer: undefined }, 'customer'],
    ['a nameless customer', { ...GOOD, customer: { name: ' ', email: 'a@b.co' } }, 'customer.name'],
    ['no way to answer', { ...GOOD, customer: { name: 'Dana' } }, 'customer.email'],
    ['a bad e-mail', { ...GOOD, customer: { name: 'Dana', email: 'dana' } }, 'customer.email'],
    ['a phone without digits', { ...GOOD, customer: { name: 'Dana', phone: 'call me' } }, 'customer.phone'],
    ['a name with a line break', { ...GOOD, customer: { name: 'Da\nna', email: 'a@b.co' } }, 'customer.name'],
    ['an empty message', { ...GOOD, message: '   ' }, 'message'],
    ['a message over 4,000 characters', { ...GOOD, message: 'x'.repeat(4001) }, 'message'],
    ['a message with a NUL', { ...GOOD, message: 'a\u0000b' }, 'message'],
    ['a listing URL that is not http(s)', { ...GOOD, listingUrl: 'javascript:alert(1)' }, 'listingUrl'],
    ['a receivedAt that is no date', { ...GOOD, receivedAt: 'yesterday' }, 'receivedAt'],
    ['a receivedAt in the future', { ...GOOD, receivedAt: '2026-11-02T15:06:00Z' }, 'receivedAt'],
    ['a receivedAt over 30 days ago', { ...GOOD, receivedAt: '2026-10-01T00:00:00Z' }, 'receivedAt'],
    ['an array', [GOOD], '(body)'],
    ['null', null, '(body)'],
  ])('refuses %s, naming %s', (_name, body, field) => {
    const checked = checkMarketplaceLead(body, NOW);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((issue) => issue.path)).toContain(field);
    expect(checked.issues.find((issue) => issue.path === field)!.message).toMatch(
      field === '(body)' ? /JSON object/ : new RegExp(field.split('.')[0]!),
    );
  });

  it("keeps a message's line breaks, and a receivedAt a little ahead of the clock", () => {
    expect(
      checkMarketplaceLead({ ...GOOD, message: 'Line one\nLine two', receivedAt: '2026-11-02T15:04:00Z' }, NOW),
    ).toMatchObject({ ok: true, lead: { message: 'Line one\nLine two' } });
  });
});

describe('lead states', () => {
  const ALLOWED: [MarketplaceLeadState, MarketplaceLeadState][] = [
    ['new', 'contacted'],
    ['new', 'closed'],
    ['contacted', 'closed'],
  ];
  const pairs = MARKETPLACE_LEAD_STATES.flatMap((from) => MARKETPLACE_LEAD_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(becomeRefusal(MARKETPLACE_LEAD_MOVES, MARKETPLACE_LEAD_MOVE_WORDS, from, to) === null).toBe(
      ALLOWED.some(([a, b]) => a === from && b === to),
    );
  });
});

describe('a marketplace name', () => {
  it.each([
    ['  Cars.com ', { ok: true, name: 'Cars.com' }],
    ['Auto  Trader', { ok: true, name: 'Auto Trader' }],
    ['', { ok: false }],
    ['x'.repeat(81), { ok: false }],
    ['Bad\u0000Name', { ok: false }],
  ])('%j', (raw, expected) => expect(checkMarketplaceName(raw)).toMatchObject(expected));
});
