import { describe, expect, it } from 'vitest';
import { checkRunListRows, detectRunListColumns, RUN_LIST_REQUIRED } from '../../../src/shared/sourcing/run-list-row';

const TODAY = '2026-03-01';
const row = (line: number, vin: string, cells: Record<string, string> = {}) => ({
  line,
  vin,
  year: '2021',
  make: 'Zephyr',
  model: 'Gale',
  mileage: '30,000',
  auction: 'Dallas Auto Auction',
  sale_date: '2026-03-04',
  location_zip: '75261',
  ...cells,
});

describe('run list fields', () => {
  it('needs the vehicle, the auction, its day and place on every row', () => {
    expect(RUN_LIST_REQUIRED).toEqual([
      'vin',
      'year',
      'make',
      'model',
      'mileage',
      'auction',
      'sale_date',
      'location_zip',
    ]);
  });

  it("maps Lotwise's own headers however written, and an auction house's usual ones", () => {
    expect(detectRunListColumns(['Lane', 'Run Number', 'VIN', 'Condition-Grade', 'sale_date', 'Location ZIP'])).toEqual(
      {
        lane: 0,
        run_number: 1,
        vin: 2,
        condition_grade: 3,
        sale_date: 4,
        location_zip: 5,
      },
    );
    expect(detectRunListColumns(['Lot #', 'Odometer', 'Grade', 'Zip Code', 'Model Year'])).toEqual({
      run_number: 0,
      mileage: 1,
      condition_grade: 2,
      location_zip: 3,
      year: 4,
    });
  });
});

describe('checkRunListRows: the check the graph and the wizard share', () => {
  it('reads the good rows and names each bad line, a repeated VIN with the line it repeats', () => {
    const { vehicles, rejected } = checkRunListRows(
      [
        row(2, '1ZEPH0000V0000020'),
        row(4, '1ZEPH0000V0000021', { year: '1960' }),
        row(5, '1ZEPH0000V0000020'),
        row(7, '1ZEPH0000V0000022', { make: ' ' }),
      ],
      TODAY,
    );
    expect(vehicles.map((vehicle) => [vehicle.line, vehicle.vin, vehicle.mileage])).toEqual([
      [2, '1ZEPH0000V0000020', 30_000],
    ]);
    expect(rejected).toEqual([
      { line: 4, reason: "Year '1960' is not a model year from 1981 to 2027." },
      { line: 5, reason: 'VIN 1ZEPH0000V0000020 is on line 2 already.' },
      { line: 7, reason: 'Missing make.' },
    ]);
  });
});
