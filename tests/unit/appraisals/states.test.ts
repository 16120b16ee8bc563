import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_STATES,
  editProblem,
  isFinalState,
  transitionProblem,
  type AppraisalState,
} from '../../../src/shared/appraisals';

describe('the appraisal state machine', () => {
  const allowed: [AppraisalState, AppraisalState][] = [
    ['draft', 'offered'],
    ['draft', 'lost'],
    ['offered', 'won'],
    ['offered', 'lost'],
  ];
  it.each(APPRAISAL_STATES.flatMap((from) => APPRAISAL_STATES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const ok = allowed.some(([a, b]) => a === from && b === to);
      expect(transitionProblem(from, to) === null).toBe(ok);
    },
  );

  it.each([
    ['won', 'lost', 'This appraisal is already won; a won appraisal cannot change.'],
    ['lost', 'offered', 'This appraisal is already lost; a lost appraisal cannot change.'],
    ['draft', 'won', 'Only an offered appraisal can be won: make the offer first.'],
    ['offered', 'offered', 'An offered appraisal cannot become offered.'],
    ['offered', 'draft', 'An offered appraisal cannot become draft.'],
  ] as const)('explains %s → %s', (from, to, message) => {
    expect(transitionProblem(from, to)).toBe(message);
  });

  it.each([
    ['draft', false],
    ['offered', false],
    ['won', true],
    ['lost', true],
  ] as const)('%s is final: %s, and editable only when not', (state, final) => {
    expect(isFinalState(state)).toBe(final);
    expect(editProblem(state) === null).toBe(!final);
  });
});
