// Where an appraisal stands (graphql/schema/appraisals.graphql): draft → offered → won or lost,
// and a draft may be lost before any offer. Won and lost are final.

import { isFinal, moveRefusal, type MoveWords, type StateMachine } from '../state-moves';

export const APPRAISAL_STATES = ['draft', 'offered', 'won', 'lost'] as const;
export type AppraisalState = (typeof APPRAISAL_STATES)[number];

export const APPRAISAL_KINDS = ['trade_in', 'purchase'] as const;
export type AppraisalKind = (typeof APPRAISAL_KINDS)[number];

export const APPRAISAL_LOST_REASONS = ['price', 'kept_vehicle', 'sold_elsewhere', 'condition', 'other'] as const;
export type AppraisalLostReason = (typeof APPRAISAL_LOST_REASONS)[number];

/**
 * An appraisal's moves, each named by the state it leads to (src/shared/state-moves.ts): nothing
 * becomes a draft again. Whoever may offer, win or lose an appraisal is the operations table's.
 */
export const APPRAISAL_MOVES: StateMachine<AppraisalState, AppraisalState> = {
  draft: { from: [], to: 'draft' },
  offered: { from: ['draft'], to: 'offered' },
  won: { from: ['offered'], to: 'won' },
  lost: { from: ['draft', 'offered'], to: 'lost' },
};

export const isFinalState = (state: AppraisalState) => isFinal(APPRAISAL_MOVES, state);

const finalProblem = (state: AppraisalState) =>
  `This appraisal is already ${state}; a ${state} appraisal cannot change.`;

const APPRAISAL_WORDS: MoveWords<AppraisalState, AppraisalState, never> = {
  outOfOrder: (from, to, allowed) => {
    if (allowed.length === 0) return finalProblem(from);
    if (to === 'won') return 'Only an offered appraisal can be won: make the offer first.';
    return `A${from === 'offered' ? 'n' : ''} ${from} appraisal cannot become ${to}.`;
  },
};

/** Null when `from` may move to `to`; otherwise a sentence a person can act on. */
export const transitionProblem = (from: AppraisalState, to: AppraisalState): string | null =>
  moveRefusal(APPRAISAL_MOVES, APPRAISAL_WORDS, from, to)?.message ?? null;

/** Null when an appraisal in `state` may still be edited (its vehicle, customer, estimate, override). */
export function editProblem(state: AppraisalState): string | null {
  return isFinalState(state) ? finalProblem(state) : null;
}
