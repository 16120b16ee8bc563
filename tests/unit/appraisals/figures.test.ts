import { describe, expect, it } from 'vitest';
import { appraisalFigures, type FigureInput } from '../../../src/shared/appraisals';

const won = (purchasePriceCents: number, reconCents: number, offeredRetailCents: number | null): FigureInput => ({
  state: 'won',
  purchasePriceCents,
  reconCents,
  offeredRetailCents,
});
const open = (state: FigureInput['state']): FigureInput => ({
  state,
  purchasePriceCents: null,
  reconCents: 0,
  offeredRetailCents: 2_000_000,
});

describe('look-to-book and cost-to-market', () => {
  it.each([
    ['none made', [], { made: 0, won: 0, lost: 0, lookToBook: null, costToMarket: null }],
    ['none won', [open('draft'), open('lost')], { made: 2, won: 0, lost: 1, lookToBook: 0, costToMarket: null }],
    [
      'one of four won',
      [won(1_800_000, 200_000, 2_500_000), open('draft'), open('offered'), open('lost')],
      { made: 4, won: 1, lost: 1, lookToBook: 0.25, costToMarket: 0.8 },
    ],
    // A sum over a sum: (1,000,000 + 3,000,000) ÷ (2,000,000 + 3,000,000).
    [
      'two won',
      [won(900_000, 100_000, 2_000_000), won(3_000_000, 0, 3_000_000)],
      { made: 2, won: 2, lost: 0, lookToBook: 1, costToMarket: 0.8 },
    ],
    [
      'a won one without an expected retail is left out of cost-to-market',
      [won(1_000_000, 0, null), won(1_500_000, 0, 2_000_000)],
      { made: 2, won: 2, lost: 0, lookToBook: 1, costToMarket: 0.75 },
    ],
  ] as const)('%s', (_name, appraisals, expected) => {
    expect(appraisalFigures(appraisals)).toEqual({ ...expected, offerToAuctionIndex: null });
  });
});

describe('offer ÷ auction index', () => {
  const offered = (
    state: FigureInput['state'],
    offeredCents: number | null,
    offeredAuctionIndexCents: number | null,
  ): FigureInput => ({
    state,
    purchasePriceCents: null,
    reconCents: 0,
    offeredRetailCents: 2_000_000,
    offeredCents,
    offeredAuctionIndexCents,
  });

  it.each([
    ['none offered', [open('draft')], null],
    [
      'the median of the offered ones, whatever became of them',
      [
        offered('offered', 900_000, 1_000_000),
        offered('lost', 1_000_000, 1_000_000),
        offered('won', 500_000, 1_000_000),
      ],
      0.9,
    ],
    [
      'the mean of the two middle ones for an even count',
      [offered('offered', 800_000, 1_000_000), offered('offered', 1_000_000, 1_000_000)],
      0.9,
    ],
    [
      'an offer without an auction index is left out',
      [offered('offered', 800_000, null), offered('offered', 1_100_000, 1_000_000)],
      1.1,
    ],
  ] as const)('%s', (_name, appraisals, expected) => {
    const figure = appraisalFigures(appraisals).offerToAuctionIndex;
    if (expected === null) expect(figure).toBeNull();
    else expect(figure).toBeCloseTo(expected, 9);
  });
});
