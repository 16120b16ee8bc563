// The states sales staff move a marketplace lead through (docs/marketplaces.md "Leads"). Apart from
// the lead's zod layout (lead.ts), so the screens that show and move leads load no schema.

import { cannotBecome, type StateMachine } from '../state-moves';
export const MARKETPLACE_LEAD_STATES = ['new', 'contacted', 'closed'] as const;
export type MarketplaceLeadState = (typeof MARKETPLACE_LEAD_STATES)[number];

/**
 * The moves a lead may make: new → contacted → closed, and new → closed (spam, a duplicate, a
 * customer who bought elsewhere before anyone called). Closed is final; nothing goes back.
 */
export const MARKETPLACE_LEAD_MOVES: StateMachine<MarketplaceLeadState, MarketplaceLeadMove> = {
  contacted: { from: ['new'], to: 'contacted' },
  closed: { from: ['new', 'contacted'], to: 'closed' },
};
type MarketplaceLeadMove = Exclude<MarketplaceLeadState, 'new'>;

/** A refused move, in the words the lead screens and API clients have always read. */
export const MARKETPLACE_LEAD_MOVE_WORDS = {
  outOfOrder: (state: MarketplaceLeadState, to: MarketplaceLeadState, allowed: MarketplaceLeadMove[]) =>
    cannotBecome('lead', state, to, allowed),
};
