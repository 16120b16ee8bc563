import { describe, expect, it } from 'vitest';
import {
  FINANCING_CSV_COLUMNS,
  financingReferralsToCsv,
  type FinancingExportRow,
} from '../../../src/shared/financing/export';
import {
  FINANCING_REFERRAL_MOVES,
  FINANCING_REFERRAL_MOVE_WORDS,
  FINANCING_REFERRAL_STATES,
  type FinancingReferralState,
} from '../../../src/shared/financing/referral';
import { becomeRefusal } from '../../../src/shared/state-moves';

// Every (from, to) pair: only these moves are allowed (docs/financing.md).
const ALLOWED = new Set([
  'referred>submitted',
  'referred>withdrawn',
  'submitted>approved',
  'submitted>declined',
  'submitted>withdrawn',
]);

describe('referral moves', () => {
  const pairs = FINANCING_REFERRAL_STATES.flatMap((from) =>
    FINANCING_REFERRAL_STATES.map((to) => [from, to] as [FinancingReferralState, FinancingReferralState]),
  );
  it.each(pairs)('%s → %s', (from, to) => {
    expect(becomeRefusal(FINANCING_REFERRAL_MOVES, FINANCING_REFERRAL_MOVE_WORDS, from, to) === null).toBe(
      ALLOWED.has(`${from}>${to}`),
    );
  });
});

const ROW: FinancingExportRow = {
  referralId: '5d1c6f7e-0000-4000-8000-000000000001',
  state: 'submitted',
  referredAt: new Date('2026-03-01T15:04:05Z'),
  customerName: 'Núñez, José',
  customerEmail: 'jose@example.com',
  customerPhone: null,
  partner: 'Credit union',
  vin: '1HGCM82633A004352',
  stockNumber: 'A1',
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  trim: null,
  mileage: 31000,
  listPriceCents: 2499550,
};

describe('the financing CSV', () => {
  it('has the documented header and one CRLF-ended row per referral, quoting as CSV does', () => {
    expect(financingReferralsToCsv([ROW]).split('\r\n')).toEqual([
      FINANCING_CSV_COLUMNS.join(','),
      '5d1c6f7e-0000-4000-8000-000000000001,submitted,2026-03-01T15:04:05.000Z,"Núñez, José",jose@example.com,,Credit union,1HGCM82633A004352,A1,2021,Honda,Accord,,31000,24995.50',
      '',
    ]);
  });

  it.each(['=SUM(A1)', '+1 555', '-2+3', '@cmd'])('writes %s so a spreadsheet does not run it', (name) => {
    const [, row] = financingReferralsToCsv([{ ...ROW, customerName: name }]).split('\r\n');
    expect(row!.split(',')[3]).toBe(`'${name}`);
  });

  it('leaves an unpriced vehicle’s price empty', () => {
    const [, row] = financingReferralsToCsv([{ ...ROW, listPriceCents: null }]).split('\r\n');
    expect(row!.endsWith(',31000,')).toBe(true);
  });
});
