import { describe, expect, it } from 'vitest';
import { frontEndGrossCents, grossPerUnitCents } from '../../../src/shared/reports/gross';

describe('frontEndGrossCents', () => {
  it.each([
    ['a priced sale with recon', { salePriceCents: 2_500_000, costCents: 1_900_000, reconCostCents: 150_000 }, 450_000],
    ['no recon', { salePriceCents: 2_500_000, costCents: 1_900_000, reconCostCents: 0 }, 600_000],
    ['a loss', { salePriceCents: 1_000_000, costCents: 1_100_000, reconCostCents: 50_000 }, -150_000],
    ['a sale marked without a price', { salePriceCents: null, costCents: 1_900_000, reconCostCents: 0 }, null],
    ['cost withheld or unknown', { salePriceCents: 2_500_000, costCents: null, reconCostCents: 150_000 }, null],
    ['a free sale is still a figure', { salePriceCents: 0, costCents: 0, reconCostCents: 0 }, 0],
  ] as const)('%s', (_name, sale, expected) => {
    expect(frontEndGrossCents(sale)).toBe(expected);
  });
});

describe('grossPerUnitCents', () => {
  it.each([
    ['even', 900_000, 3, 300_000],
    ['rounded to the cent', 100, 3, 33],
    ['a negative total', -100_001, 2, -50_000],
    ['no units (an empty period)', 0, 0, null],
    ['withheld', null, 4, null],
  ] as const)('%s', (_name, total, units, expected) => {
    expect(grossPerUnitCents(total, units)).toBe(expected);
  });
});
