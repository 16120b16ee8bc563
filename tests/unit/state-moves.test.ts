import { describe, expect, it } from 'vitest';
import { becomeRefusal, cannotBecome, type StateMachine } from '../../src/shared/state-moves';

type Step = 'open' | 'submitted' | 'approved' | 'declined' | 'withdrawn';
type StepMove = Exclude<Step, 'open'>;
const MOVES: StateMachine<Step, StepMove> = {
  submitted: { from: ['open'], to: 'submitted' },
  approved: { from: ['submitted'], to: 'approved' },
  declined: { from: ['submitted'], to: 'declined' },
  withdrawn: { from: ['submitted'], to: 'withdrawn' },
};
const WORDS = {
  outOfOrder: (state: Step, to: Step, allowed: StepMove[]) => cannotBecome('referral', state, to, allowed),
};

describe('state moves asked for by the state they lead to', () => {
  it('allows exactly the listed moves', () => {
    expect(becomeRefusal(MOVES, WORDS, 'open', 'submitted')).toBeNull();
    expect(becomeRefusal(MOVES, WORDS, 'submitted', 'open')?.code).toBe('CONFLICT');
    expect(becomeRefusal(MOVES, WORDS, 'approved', 'declined')?.code).toBe('CONFLICT');
  });

  it.each<[Step, Step, string]>([
    ['open', 'approved', 'An open referral cannot become approved; it can become submitted.'],
    ['submitted', 'open', 'A submitted referral cannot become open; it can become approved, declined or withdrawn.'],
    ['approved', 'withdrawn', 'An approved referral cannot become withdrawn; it is final.'],
  ])('words the refusal of %s → %s with the moves left', (from, to, message) => {
    expect(becomeRefusal(MOVES, WORDS, from, to)?.message).toBe(message);
  });
});
