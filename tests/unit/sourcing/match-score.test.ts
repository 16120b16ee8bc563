import { describe, expect, it } from 'vitest';
import {
  bestMatch,
  matchScore,
  MATCH_THRESHOLD,
  type MatchTarget,
  type MatchVehicle,
} from '../../../src/shared/sourcing/match-score';

const target: MatchTarget = {
  yearFrom: 2019,
  yearTo: 2022,
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  maxMileage: 60_000,
};
const vehicle: MatchVehicle = {
  year: 2020,
  make: 'toyota ',
  model: 'CAMRY',
  trim: 'se',
  mileage: 40_000,
  conditionGrade: 4.1,
};

describe('match score', () => {
  it.each([
    ['a perfect fit (case and spaces ignored)', {}, 100],
    ['another make', { make: 'Honda' }, null],
    ['another model', { model: 'Corolla' }, null],
    ['a year before the range', { year: 2018 }, null],
    ['a year after the range', { year: 2023 }, null],
    ['the range’s ends', { year: 2022 }, 100],
    ['another trim: −20', { trim: 'XLE' }, 80],
    ['no trim given: −10', { trim: null }, 90],
    ['10 % over the mileage cap: −10', { mileage: 66_000 }, 90],
    ['a hair over the cap: −1', { mileage: 60_001 }, 99],
    ['far over the cap: at most −50', { mileage: 200_000 }, 50],
    ['grade 3.0 is fair: no penalty', { conditionGrade: 3 }, 100],
    ['grade 2.5: −5', { conditionGrade: 2.5 }, 95],
    ['grade 1.0: −20', { conditionGrade: 1 }, 80],
    ['ungraded: −5', { conditionGrade: null }, 95],
    ['everything wrong at once: never below 0', { trim: 'XLE', mileage: 500_000, conditionGrade: 0 }, 0],
  ] as const)('%s', (_name, change, expected) => {
    expect(matchScore(target, { ...vehicle, ...change })).toBe(expected);
  });

  it('ignores trim and mileage when the target does not name them', () => {
    expect(matchScore({ ...target, trim: null, maxMileage: null }, { ...vehicle, trim: 'XLE', mileage: 300_000 })).toBe(
      100,
    );
  });
});

describe('best match', () => {
  const loose = { ...target, trim: null };
  it('picks the highest score, the earlier target on a tie', () => {
    expect(bestMatch([target, loose], { ...vehicle, trim: 'XLE' })).toEqual({ target: loose, score: 100 });
    expect(bestMatch([target, { ...target }], vehicle)?.target).toBe(target);
  });

  it(`matches only at ${MATCH_THRESHOLD} or more`, () => {
    expect(bestMatch([target], { ...vehicle, trim: 'XLE', mileage: 200_000 })).toBeNull();
    expect(bestMatch([target], { ...vehicle, make: 'Honda' })).toBeNull();
  });
});
