// Requests for a vehicle from another rooftop of the dealer group (issue 20, part 2; docs/sourcing.md
// "Requests from another rooftop"): who moves a request, from which state, to which.

import {
  movesFor as movesOfParty,
  movesFrom as movesOf,
  moveRefusal,
  type MoveWords,
  type StateMachine,
} from '../state-moves';

export const INVENTORY_REQUEST_STATES = [
  'requested',
  'accepted',
  'declined',
  'shipped',
  'received',
  'cancelled',
] as const;
export type InventoryRequestState = (typeof INVENTORY_REQUEST_STATES)[number];

/** States a request is still open in: its vehicle is spoken for, and no second request may name it. */
export const OPEN_INVENTORY_REQUEST_STATES = [
  'requested',
  'accepted',
  'shipped',
] as const satisfies readonly InventoryRequestState[];

/** The two rooftops of a request: the one asking for the vehicle and the one holding it. */
export const INVENTORY_REQUEST_SIDES = ['requester', 'source'] as const;
export type InventoryRequestSide = (typeof INVENTORY_REQUEST_SIDES)[number];

export const INVENTORY_REQUEST_MOVES = ['accept', 'decline', 'ship', 'receive', 'cancel'] as const;
export type InventoryRequestMove = (typeof INVENTORY_REQUEST_MOVES)[number];

/**
 * Each move: the states it starts from, the state it ends in, and the side that makes it. The
 * source accepts or declines (also after accepting, when the car can no longer go: it was sold
 * meanwhile) and ships; the requester receives, or cancels before the car is shipped.
 */
export const INVENTORY_REQUEST_RULES: StateMachine<InventoryRequestState, InventoryRequestMove, InventoryRequestSide> =
  {
    accept: { from: ['requested'], to: 'accepted', by: 'source' },
    decline: { from: ['requested', 'accepted'], to: 'declined', by: 'source' },
    ship: { from: ['accepted'], to: 'shipped', by: 'source' },
    receive: { from: ['shipped'], to: 'received', by: 'requester' },
    cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: 'requester' },
  };

export const isOpenInventoryRequest = (state: InventoryRequestState) =>
  (OPEN_INVENTORY_REQUEST_STATES as readonly InventoryRequestState[]).includes(state);

/** The moves a request in `state` allows, whoever makes them (none once it is final). */
export const movesFrom = (state: InventoryRequestState): InventoryRequestMove[] =>
  movesOf(INVENTORY_REQUEST_RULES, state);

/** The moves `side` may make on a request in `state`: what a screen offers that rooftop. */
export const movesFor = (state: InventoryRequestState, side: InventoryRequestSide): InventoryRequestMove[] =>
  movesOfParty(INVENTORY_REQUEST_RULES, state, side);

const SIDE_NAMES: Record<InventoryRequestSide, string> = {
  requester: 'the requesting rooftop',
  source: 'the rooftop holding the vehicle',
};

/**
 * Why `side` may not make `move` on a request in `state`, or null when it may: a move out of order
 * is a CONFLICT naming the moves the state allows (and who makes each); a move in order made by the
 * other rooftop is FORBIDDEN, naming who makes it.
 */
const REQUEST_WORDS: MoveWords<InventoryRequestState, InventoryRequestMove, InventoryRequestSide> = {
  outOfOrder: (state, move, allowed) => {
    const named = allowed.map((next) => `${next} (by ${SIDE_NAMES[INVENTORY_REQUEST_RULES[next].by]})`);
    return `A ${state} request cannot ${move}: ${named.length === 0 ? 'it is final' : `it can only ${named.join(' or ')}`}.`;
  },
  notTheirs: (move, by) => `Only ${SIDE_NAMES[by]} may ${move} this request.`,
};

export const moveProblem = (
  state: InventoryRequestState,
  move: InventoryRequestMove,
  side: InventoryRequestSide,
): { code: 'CONFLICT' | 'FORBIDDEN'; message: string } | null =>
  moveRefusal(INVENTORY_REQUEST_RULES, REQUEST_WORDS, state, move, side);

/** Characters of a request's note, a decline's reason and a shipping note. */
export const INVENTORY_REQUEST_TEXT_MAX = 500;
/** The largest transfer price: the inventory's money limit ($10,000,000). */
export const TRANSFER_PRICE_MAX_CENTS = 1_000_000_000;
/** Vehicles one page of group stock holds at most. */
export const GROUP_STOCK_PAGE_MAX = 100;
