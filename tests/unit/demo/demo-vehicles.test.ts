// The demo generator's rules (docs/metrics.md, "Demo data") on many days and seeds, not only the
// one a test run seeds: the integration test reads the seeded database, this one the generator.
import { describe, expect, it } from 'vitest';
import {
  DEMO_RULES,
  demoDaysToLine,
  demoExpectedMileage,
  demoRetailCents,
  generateDemoVehicles,
  seededRandom,
} from '../../../server/db/demo-vehicles';
import { generateMarket } from '../../../server/db/seed-market';

const DAYS = ['2026-01-15', '2026-06-01', '2026-11-29', '2027-03-10'];

describe('the demo depreciation curve', () => {
  it('puts cars near public guides for their age and miles', () => {
    // A 5-year-old CR-V at 42,000 miles retails around $24–26k; a current-year Highlander is ~$45k new.
    expect(
      demoRetailCents({ make: 'Honda', model: 'CR-V', year: 2021, mileage: 42_000, currentYear: 2026 }),
    ).toBeGreaterThanOrEqual(2_400_000);
    expect(
      demoRetailCents({ make: 'Honda', model: 'CR-V', year: 2021, mileage: 42_000, currentYear: 2026 }),
    ).toBeLessThanOrEqual(2_600_000);
    expect(
      demoRetailCents({ make: 'Toyota', model: 'Highlander', year: 2026, mileage: 4_800, currentYear: 2026 }),
    ).toBe(4_284_000);
    // Older and higher-mileage is worth less; a model outside the catalog has no curve.
    const camry = (year: number, mileage: number) =>
      demoRetailCents({ make: 'Toyota', model: 'Camry', year, mileage, currentYear: 2026 })!;
    expect(camry(2019, 80_000)).toBeLessThan(camry(2020, 80_000));
    expect(camry(2020, 90_000)).toBeLessThan(camry(2020, 60_000));
    expect(demoRetailCents({ make: 'Yugo', model: 'GV', year: 2020, mileage: 1, currentYear: 2026 })).toBeNull();
  });
});

describe('the demo vehicles', () => {
  it('are the same for the same seed and day', () => {
    expect(generateDemoVehicles({ count: 50, seed: 7, today: '2026-11-29' })).toEqual(
      generateDemoVehicles({ count: 50, seed: 7, today: '2026-11-29' }),
    );
  });

  it.each(DAYS)('keep the mileage, price and cost rules on %s', (today) => {
    const currentYear = Number(today.slice(0, 4));
    const vehicles = generateDemoVehicles({ count: 2_000, seed: 31, today });
    for (const vehicle of vehicles) {
      const expected = demoExpectedMileage(vehicle.year, currentYear);
      // Within ± 40 %, give or take the rounding to 10 miles.
      expect(vehicle.mileage).toBeGreaterThanOrEqual(expected * 0.6 - 10);
      expect(vehicle.mileage).toBeLessThanOrEqual(expected * 1.4 + 10);
      if (vehicle.year === currentYear) expect(vehicle.mileage).toBeLessThan(8_000);
    }
    const listed = vehicles.filter(
      (vehicle) => vehicle.listPriceCents !== null && !['sold', 'wholesaled'].includes(vehicle.status),
    );
    expect(
      listed.filter((vehicle) => vehicle.listPriceCents! > vehicle.costCents!).length / listed.length,
    ).toBeGreaterThanOrEqual(DEMO_RULES.minShareAboveCost);
    // The oldest tenth is not where the underwater cars gather.
    const oldest = [...listed]
      .sort((a, b) => a.acquiredDate.localeCompare(b.acquiredDate))
      .slice(0, Math.ceil(listed.length / 10));
    expect(
      oldest.filter((vehicle) => vehicle.listPriceCents! < vehicle.costCents!).length / oldest.length,
    ).toBeLessThanOrEqual(0.15);
  });

  it('reach the front line at a pace that depends on the month', () => {
    const random = seededRandom(3);
    const medianOf = (acquiredDate: string) => {
      const days = Array.from({ length: 201 }, () => demoDaysToLine(random, acquiredDate).frontlineOn).sort(
        (a, b) => a - b,
      );
      return days[100]!;
    };
    const medians = ['2026-08-10', '2026-09-10', '2026-10-10', '2026-11-10'].map(medianOf);
    expect(new Set(medians).size).toBeGreaterThan(2);
    for (const days of medians) {
      expect(days).toBeGreaterThanOrEqual(4);
      expect(days).toBeLessThanOrEqual(9);
    }
  });
});

describe('the demo market', () => {
  it('prices retail about 1.15 × auction and follows the curve', () => {
    const segments = [{ year: 2021, make: 'Honda', model: 'CR-V', trims: ['EX'], priceCents: 0, mileage: 60_000 }];
    const records = generateMarket({
      organizationId: 'o',
      segments,
      count: 3_000,
      seed: 5,
      today: '2026-11-29',
      homeZip: '78745',
    }).filter((record) => record.year === 2021);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const retail = mean(records.filter((record) => record.channel === 'retail').map((record) => record.priceCents));
    const auction = mean(records.filter((record) => record.source === 'auction').map((record) => record.priceCents));
    expect(retail / auction).toBeGreaterThan(1.1);
    expect(retail / auction).toBeLessThan(1.2);
    const curve = mean(
      records
        .filter((record) => record.channel === 'retail')
        .map((record) => demoRetailCents({ ...record, currentYear: 2026 })!),
    );
    expect(retail / curve).toBeGreaterThan(0.97);
    expect(retail / curve).toBeLessThan(1.03);
  });
});
