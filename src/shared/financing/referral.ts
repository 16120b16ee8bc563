// Financing referrals (issue 20, docs/financing.md): a customer sent to the financing partner.

import type { StateMoves } from '../state-moves';

export const FINANCING_REFERRAL_STATES = ['referred', 'submitted', 'approved', 'declined', 'withdrawn'] as const;
export type FinancingReferralState = (typeof FINANCING_REFERRAL_STATES)[number];

/**
 * The moves a referral may make: referred → submitted → approved or declined; withdrawn from
 * either open state. Approved, declined and withdrawn are final.
 */
export const FINANCING_REFERRAL_MOVES: StateMoves<FinancingReferralState> = {
  referred: ['submitted', 'withdrawn'],
  submitted: ['approved', 'declined', 'withdrawn'],
  approved: [],
  declined: [],
  withdrawn: [],
};

/** The financing partners a referral may name; "other" for a lender not listed. */
export const FINANCING_PARTNERS = ['Lotwise Auto Finance', 'Credit union', 'Captive lender', 'Other'] as const;

export const CUSTOMER_NAME_MAX = 120;
export const CUSTOMER_EMAIL_MAX = 254;
export const CUSTOMER_PHONE_MAX = 40;
export const PARTNER_MAX = 80;
