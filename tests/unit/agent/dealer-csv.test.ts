import { describe, expect, it } from 'vitest';
import {
  DEALER_CSV_REQUIRED,
  dealerRowKey,
  detectDealerColumns,
  precheckDealerRows,
} from '../../../src/shared/agent/dealer-csv';

describe('dealer file fields', () => {
  it('needs a name, a ZIP and a priority on every row', () => {
    expect(DEALER_CSV_REQUIRED).toEqual(['name', 'zip', 'priority']);
  });

  it("maps Lotwise's own headers however written, and the usual aliases", () => {
    expect(
      detectDealerColumns([
        'Name',
        'ZIP',
        'Priority',
        'Contact Name',
        'contact-email',
        'OWNER_AGENT_EMAIL',
        'Lat',
        'Lng',
      ]),
    ).toEqual({
      name: 0,
      zip: 1,
      priority: 2,
      contact_name: 3,
      contact_email: 4,
      owner_agent_email: 5,
      latitude: 6,
      longitude: 7,
    });
    expect(detectDealerColumns(['Dealership', 'Address', 'Postal Code', 'Email', 'Unrelated'])).toEqual({
      name: 0,
      street: 1,
      zip: 2,
      contact_email: 3,
    });
  });
});

describe('precheckDealerRows: what the wizard refuses before the graph sees a row', () => {
  it('refuses a row naming the dealer of an earlier line (same name as matched, same five-digit ZIP)', () => {
    const rows = [
      { line: 2, name: 'Hill Country Motors', zip: '78704', priority: 'P1' },
      { line: 3, name: 'Hill Country Motors, Inc.', zip: '78704-1234', priority: 'P2' },
      { line: 4, name: 'Hill Country Motors', zip: '78745', priority: 'P2' },
      { line: 5, name: '', zip: '', priority: '' },
      { line: 6, name: '', zip: '78704', priority: 'P1' },
    ];
    const { rows: kept, rejected } = precheckDealerRows(rows);
    expect(kept.map((row) => row.line)).toEqual([2, 4, 6]);
    expect(rejected).toEqual([
      { line: 3, reason: 'Repeats the dealer of line 2.' },
      { line: 5, reason: 'The row has nothing in the columns chosen.' },
    ]);
  });

  it('keys a row by its matched name and ZIP, or none without both', () => {
    expect(dealerRowKey({ line: 2, name: 'The Alamo Auto Sales LLC', zip: ' 78745-0001 ' })).toBe(
      'alamo auto sales|78745',
    );
    expect(dealerRowKey({ line: 2, name: 'Alamo' })).toBeNull();
  });
});
