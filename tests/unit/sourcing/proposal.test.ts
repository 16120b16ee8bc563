import { describe, expect, it } from 'vitest';
import { proposeFromSales, type SegmentSales } from '../../../src/shared/sourcing/proposal';

const sales: SegmentSales = {
  make: 'Honda',
  model: 'Civic',
  soldUnits: 6,
  minYear: 2019,
  maxYear: 2021,
  maxMileage: 41_200,
  averageDaysToSale: 21.25,
  averageGrossCents: 215_000,
  averageSalePriceCents: 2_200_000,
  marketDaysSupply: null,
};

describe('proposeFromSales', () => {
  it('states the average gross to a viewer who sees cost', () => {
    const proposal = proposeFromSales(sales, 250_000)!;
    expect(proposal.averageGrossCents).toBe(215_000);
    expect(proposal.reasons).toContain('Average front-end gross $2,150.');
  });

  it('withholds the average gross, number and sentence, from a viewer without cost (the same proposal otherwise)', () => {
    const seen = proposeFromSales(sales, 250_000)!;
    const withheld = proposeFromSales(sales, 250_000, { costWithheld: true })!;
    expect(withheld).toEqual({
      ...seen,
      averageGrossCents: null,
      reasons: seen.reasons.filter((reason) => !reason.startsWith('Average front-end gross')),
    });
    expect(withheld.reasons.join(' ')).not.toMatch(/gross|cost/i);
  });
});
