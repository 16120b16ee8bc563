// Financing referrals (issue 20, docs/financing.md): a customer sent to the financing partner.

import { cannotBecome, type StateMachine } from '../state-moves';

export const FINANCING_REFERRAL_STATES = ['referred', 'submitted', 'approved', 'declined', 'withdrawn'] as const;
export type FinancingReferralState = (typeof FINANCING_REFERRAL_STATES)[number];

/**
 * The moves a referral may make: referred → submitted → approved or declined; withdrawn from
 * either open state. Approved, declined and withdrawn are final.
 */
export const FINANCING_REFERRAL_MOVES: StateMachine<FinancingReferralState, FinancingReferralMove> = {
  submitted: { from: ['referred'], to: 'submitted' },
  approved: { from: ['submitted'], to: 'approved' },
  declined: { from: ['submitted'], to: 'declined' },
  withdrawn: { from: ['referred', 'submitted'], to: 'withdrawn' },
};
type FinancingReferralMove = Exclude<FinancingReferralState, 'referred'>;

/** A refused move, in the words the referral screens and API clients have always read. */
export const FINANCING_REFERRAL_MOVE_WORDS = {
  outOfOrder: (state: FinancingReferralState, to: FinancingReferralState, allowed: FinancingReferralMove[]) =>
    cannotBecome('referral', state, to, allowed),
};

/** The financing partners a referral may name; "other" for a lender not listed. */
export const FINANCING_PARTNERS = ['Lotwise Auto Finance', 'Credit union', 'Captive lender', 'Other'] as const;

export const CUSTOMER_NAME_MAX = 120;
export const CUSTOMER_EMAIL_MAX = 254;
export const CUSTOMER_PHONE_MAX = 40;
export const PARTNER_MAX = 80;
