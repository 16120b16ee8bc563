import { describe, expect, it } from 'vitest';
import { daysOnMarket, readMarketRecord, segmentKey } from '../../../src/shared/market/records';
import { mappedRows, parseCsv } from '../../../src/shared/csv/read';
import { detectBookMapping, detectMarketMapping } from '../../../src/shared/market/csv';

const today = '2026-06-01';
const good = {
  year: '2021',
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  mileage: '41,200',
  priceCents: '$21,995',
  dealerName: 'Hill Country Motors',
  zip: '78745',
  firstSeenOn: '5/1/2026',
  soldOn: '2026-05-20',
  channel: 'Retail',
  source: 'Marketplace',
};

describe('reading a market record', () => {
  it('reads texts as a CSV writes them', () => {
    expect(readMarketRecord(good, { today })).toEqual({
      ok: true,
      fields: {
        year: 2021,
        make: 'Toyota',
        model: 'Camry',
        trim: 'SE',
        mileage: 41_200,
        priceCents: 2_199_500,
        dealerName: 'Hill Country Motors',
        zip: '78745',
        firstSeenOn: '2026-05-01',
        lastSeenOn: '2026-05-20',
        soldOn: '2026-05-20',
        channel: 'retail',
        source: 'marketplace',
      },
    });
  });

  it.each([
    [{ year: '21' }, "Year '21' must be a model year from 1900 to 2028."],
    [{ make: ' ' }, 'Make is required.'],
    [{ model: '' }, 'Model is required.'],
    [{ mileage: '-5' }, "Mileage '-5' must be a whole number of miles up to 2,000,000."],
    [{ priceCents: 'call us' }, "Price 'call us' is not an amount above $0 and up to $10,000,000."],
    [{ priceCents: '0' }, "Price '0' is not an amount above $0 and up to $10,000,000."],
    [{ zip: '7874' }, "ZIP '7874' is not a 5-digit US ZIP code."],
    [{ firstSeenOn: 'soon' }, "First seen 'soon' is not a date (use YYYY-MM-DD or MM/DD/YYYY)."],
    [{ soldOn: '2026-04-01' }, 'Sold date 2026-04-01 is before first seen 2026-05-01.'],
    [{ soldOn: '2026-07-01' }, 'Sold date 2026-07-01 is in the future.'],
    [{ channel: 'lease' }, "Channel 'lease' must be retail or wholesale."],
    [{ source: 'rumour' }, "Record source 'rumour' must be one of marketplace, vehicle_history, auction, own_sales."],
  ])('%o is refused: %s', (change, reason) => {
    expect(readMarketRecord({ ...good, ...change }, { today })).toEqual({ ok: false, reason });
  });

  it('keys segments by make and model, case and spacing ignored', () => {
    expect(segmentKey(' Chevrolet ', 'Silverado  1500')).toBe('chevrolet|silverado 1500');
  });

  it.each([
    [{ firstSeenOn: '2026-05-01', lastSeenOn: '2026-05-31', soldOn: '2026-05-11' }, 10],
    [{ firstSeenOn: '2026-05-01', lastSeenOn: '2026-05-31', soldOn: null }, 30],
    [{ firstSeenOn: '2026-05-01', lastSeenOn: '2026-05-01', soldOn: null }, 0],
  ])('days on market of %o: %i', (record, days) => {
    expect(daysOnMarket(record)).toBe(days);
  });
});

describe('market and book CSV files', () => {
  it('maps headers by synonyms and keeps each row its line; a short row is rejected with its line', () => {
    const parsed = parseCsv(
      'Model Year,Make,Model,Odometer,Sale Price,Zip Code,Listed,Sold,Type,Source\n2021,Toyota,Camry,"41,200",21995,78745,5/1/2026,,Retail,Auction\n2020,Honda\n',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const mapping = detectMarketMapping(parsed.csv.headers);
    expect(mapping).toEqual({
      year: 0,
      make: 1,
      model: 2,
      mileage: 3,
      price: 4,
      zip: 5,
      firstSeenOn: 6,
      soldOn: 7,
      channel: 8,
      source: 9,
    });
    expect(mappedRows(parsed.csv, mapping)).toEqual({
      rows: [
        {
          line: 2,
          year: '2021',
          make: 'Toyota',
          model: 'Camry',
          mileage: '41,200',
          price: '21995',
          zip: '78745',
          firstSeenOn: '5/1/2026',
          soldOn: '',
          channel: 'Retail',
          source: 'Auction',
        },
      ],
      rejected: [{ line: 3, reason: 'The row has 2 fields; the header has 10. Check it for a stray comma or quote.' }],
    });
    expect(
      detectBookMapping(['Year', 'Make', 'Model', 'Avg Mileage', 'Rough', 'Average', 'Clean', 'Extra Clean']),
    ).toEqual({
      year: 0,
      make: 1,
      model: 2,
      averageMileage: 3,
      rough: 4,
      average: 5,
      clean: 6,
      extraClean: 7,
    });
  });
});
