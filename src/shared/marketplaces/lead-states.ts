// The states sales staff move a marketplace lead through (docs/marketplaces.md "Leads"). Apart from
// the lead's zod layout (lead.ts), so the screens that show and move leads load no schema.

import type { StateMoves } from '../state-moves';

export const MARKETPLACE_LEAD_STATES = ['new', 'contacted', 'closed'] as const;
export type MarketplaceLeadState = (typeof MARKETPLACE_LEAD_STATES)[number];

/**
 * The moves a lead may make: new → contacted → closed, and new → closed (spam, a duplicate, a
 * customer who bought elsewhere before anyone called). Closed is final; nothing goes back.
 */
export const MARKETPLACE_LEAD_MOVES: StateMoves<MarketplaceLeadState> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};
