import { describe, expect, it } from 'vitest';
import {
  INVENTORY_REQUEST_MOVES,
  INVENTORY_REQUEST_SIDES,
  INVENTORY_REQUEST_STATES,
  isOpenInventoryRequest,
  moveProblem,
  movesFor,
  type InventoryRequestMove,
  type InventoryRequestSide,
  type InventoryRequestState,
} from '../../../src/shared/inventory-requests/states';

// Every (state, move, side): exactly these are allowed (docs/sourcing.md, "Requests from another rooftop").
const ALLOWED = new Set([
  'requested>accept>source',
  'requested>decline>source',
  'accepted>decline>source',
  'accepted>ship>source',
  'shipped>receive>requester',
  'requested>cancel>requester',
  'accepted>cancel>requester',
]);
// A move the state allows but the other rooftop makes: refused as not theirs, not as out of order.
const IN_ORDER = new Set([...ALLOWED].map((key) => key.split('>').slice(0, 2).join('>')));

const cases = INVENTORY_REQUEST_STATES.flatMap((state) =>
  INVENTORY_REQUEST_MOVES.flatMap((move) =>
    INVENTORY_REQUEST_SIDES.map(
      (side) => [state, move, side] as [InventoryRequestState, InventoryRequestMove, InventoryRequestSide],
    ),
  ),
);

describe('inventory request moves', () => {
  it.each(cases)('%s: %s by the %s', (state, move, side) => {
    const problem = moveProblem(state, move, side);
    if (ALLOWED.has(`${state}>${move}>${side}`)) expect(problem).toBeNull();
    else expect(problem?.code).toBe(IN_ORDER.has(`${state}>${move}`) ? 'FORBIDDEN' : 'CONFLICT');
  });

  it('names the allowed moves, and who makes them, when a move is out of order', () => {
    expect(moveProblem('shipped', 'accept', 'source')?.message).toBe(
      'A shipped request cannot accept: it can only receive (by the requesting rooftop).',
    );
    expect(moveProblem('requested', 'ship', 'source')?.message).toBe(
      'A requested request cannot ship: it can only accept (by the rooftop holding the vehicle) or decline (by the rooftop holding the vehicle) or cancel (by the requesting rooftop).',
    );
    expect(moveProblem('received', 'cancel', 'requester')?.message).toBe(
      'A received request cannot cancel: it is final.',
    );
    expect(moveProblem('requested', 'accept', 'requester')?.message).toBe(
      'Only the rooftop holding the vehicle may accept this request.',
    );
  });

  it('offers each rooftop only its own moves', () => {
    expect(movesFor('requested', 'source')).toEqual(['accept', 'decline']);
    expect(movesFor('requested', 'requester')).toEqual(['cancel']);
    expect(movesFor('accepted', 'source')).toEqual(['decline', 'ship']);
    expect(movesFor('shipped', 'requester')).toEqual(['receive']);
    expect(movesFor('shipped', 'source')).toEqual([]);
    for (const final of ['declined', 'received', 'cancelled'] as const) {
      expect([...movesFor(final, 'source'), ...movesFor(final, 'requester')]).toEqual([]);
    }
  });

  it('keeps a vehicle spoken for while its request is open', () => {
    expect(INVENTORY_REQUEST_STATES.filter(isOpenInventoryRequest)).toEqual(['requested', 'accepted', 'shipped']);
  });
});
