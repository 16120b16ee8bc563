/**
 * A record's states and the moves between them, written as data: each named move lists the states
 * it starts from, the state it ends in and, where an area has parties, who makes it (`by`).
 * Appraisals, inventory requests (the requesting rooftop or the one holding the vehicle), repair
 * orders, transport orders, financing referrals and marketplace leads use it; `moveRefusal` checks
 * a move and words its refusal in the area's own words. Transport orders, referrals and leads are
 * asked to become a state: each of their moves is named after the state it leads to, and
 * `becomeRefusal` checks the request.
 */
/** One named move: the states it starts from, the state it ends in, and who makes it (when the area has parties). */
export type Move<S extends string, P extends string = never> = { readonly from: readonly S[]; readonly to: S } & ([
  P,
] extends [never]
  ? { readonly by?: never }
  : { readonly by: P });

/** An area's named moves, in the order a refusal lists them. */
export type StateMachine<S extends string, M extends string, P extends string = never> = Readonly<
  Record<M, Move<S, P>>
>;

/** The moves a record in `state` allows, whoever makes them (none once it is final). */
export const movesFrom = <S extends string, M extends string, P extends string>(
  machine: StateMachine<S, M, P>,
  state: S,
): M[] => (Object.keys(machine) as M[]).filter((move) => machine[move].from.includes(state));

/** The moves `party` may make on a record in `state`: what a screen offers that party. */
export const movesFor = <S extends string, M extends string, P extends string>(
  machine: StateMachine<S, M, P>,
  state: S,
  party: P,
): M[] => movesFrom(machine, state).filter((move) => machine[move].by === party);

/** Whether a record in `state` is final: no move starts from it. */
export const isFinal = <S extends string, M extends string, P extends string>(
  machine: StateMachine<S, M, P>,
  state: S,
): boolean => movesFrom(machine, state).length === 0;

/** How an area words a refused move: out of order (with the moves its state allows), or made by the wrong party. */
export type MoveWords<S extends string, M extends string, P extends string> = {
  outOfOrder: (state: S, move: M, allowed: M[]) => string;
  notTheirs?: (move: M, by: P) => string;
};

/**
 * Why `move` may not be made on a record in `state` (by `party`, where the area has parties), or
 * null when it may: a move out of order is a CONFLICT, a move in order made by another party than
 * the one that makes it is FORBIDDEN.
 */
export function moveRefusal<S extends string, M extends string, P extends string>(
  machine: StateMachine<S, M, P>,
  words: MoveWords<S, M, P>,
  state: S,
  move: M,
  party?: P,
): { code: 'CONFLICT' | 'FORBIDDEN'; message: string } | null {
  const rule = machine[move];
  if (!rule.from.includes(state))
    return { code: 'CONFLICT', message: words.outOfOrder(state, move, movesFrom(machine, state)) };
  const by = rule.by as P | undefined;
  if (by !== undefined && by !== party)
    return { code: 'FORBIDDEN', message: words.notTheirs?.(move, by) ?? `Only ${by} may ${move} this.` };
  return null;
}

/**
 * For an area whose moves are named after the state they lead to (a record is asked to become a
 * state): why a record in `state` may not become `to`, or null when it may. A state no move leads
 * to is refused like a move out of order.
 */
export function becomeRefusal<S extends string, M extends S>(
  machine: StateMachine<S, M>,
  words: MoveWords<S, M, never> & { outOfOrder: (state: S, to: S, allowed: M[]) => string },
  state: S,
  to: S,
): { code: 'CONFLICT' | 'FORBIDDEN'; message: string } | null {
  if (!Object.hasOwn(machine, to)) {
    return { code: 'CONFLICT', message: words.outOfOrder(state, to, movesFrom(machine, state)) };
  }
  return moveRefusal(machine, words, state, to as M);
}

/** "A submitted referral cannot become referred; it can become approved, declined or withdrawn." */
export function cannotBecome(noun: string, from: string, to: string, allowed: readonly string[]): string {
  const next =
    allowed.length === 0
      ? 'it is final'
      : `it can become ${allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`}`;
  return `A${/^[aeiou]/.test(from) ? 'n' : ''} ${from} ${noun} cannot become ${to}; ${next}.`;
}
