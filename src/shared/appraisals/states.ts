// Where an appraisal stands (graphql/schema/appraisals.graphql): draft → offered → won or lost,
// and a draft may be lost before any offer. Won and lost are final.

export const APPRAISAL_STATES = ['draft', 'offered', 'won', 'lost'] as const;
export type AppraisalState = (typeof APPRAISAL_STATES)[number];

export const APPRAISAL_KINDS = ['trade_in', 'purchase'] as const;
export type AppraisalKind = (typeof APPRAISAL_KINDS)[number];

export const APPRAISAL_LOST_REASONS = ['price', 'kept_vehicle', 'sold_elsewhere', 'condition', 'other'] as const;
export type AppraisalLostReason = (typeof APPRAISAL_LOST_REASONS)[number];

/** The states each state may move to. */
export const APPRAISAL_TRANSITIONS: Readonly<Record<AppraisalState, readonly AppraisalState[]>> = {
  draft: ['offered', 'lost'],
  offered: ['won', 'lost'],
  won: [],
  lost: [],
};

export const isFinalState = (state: AppraisalState) => APPRAISAL_TRANSITIONS[state].length === 0;

/** Null when `from` may move to `to`; otherwise a sentence a person can act on. */
export function transitionProblem(from: AppraisalState, to: AppraisalState): string | null {
  if (APPRAISAL_TRANSITIONS[from].includes(to)) return null;
  if (isFinalState(from)) return `This appraisal is already ${from}; a ${from} appraisal cannot change.`;
  if (to === 'won') return 'Only an offered appraisal can be won: make the offer first.';
  return `A${from === 'offered' ? 'n' : ''} ${from} appraisal cannot become ${to}.`;
}

/** Null when an appraisal in `state` may still be edited (its vehicle, customer, estimate, override). */
export function editProblem(state: AppraisalState): string | null {
  return isFinalState(state) ? `This appraisal is already ${state}; a ${state} appraisal cannot change.` : null;
}
