import { describe, expect, it } from 'vitest';
import { canMove, refusedMove, type StateMoves } from '../../src/shared/state-moves';

type Step = 'open' | 'submitted' | 'approved' | 'declined' | 'withdrawn';
const MOVES: StateMoves<Step> = {
  open: ['submitted'],
  submitted: ['approved', 'declined', 'withdrawn'],
  approved: [],
  declined: [],
  withdrawn: [],
};

describe('state moves', () => {
  it('allows exactly the listed moves', () => {
    expect(canMove(MOVES, 'open', 'submitted')).toBe(true);
    expect(canMove(MOVES, 'submitted', 'open')).toBe(false);
    expect(canMove(MOVES, 'approved', 'declined')).toBe(false);
  });

  it.each<[Step, Step, string]>([
    ['open', 'approved', 'An open referral cannot become approved; it can become submitted.'],
    ['submitted', 'open', 'A submitted referral cannot become open; it can become approved, declined or withdrawn.'],
    ['approved', 'withdrawn', 'An approved referral cannot become withdrawn; it is final.'],
  ])('words the refusal of %s → %s with the moves left', (from, to, message) => {
    expect(refusedMove('referral', MOVES, from, to)).toBe(message);
  });
});
