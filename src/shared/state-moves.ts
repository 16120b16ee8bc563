/**
 * A record's states and the moves between them, written as data: each state lists the states it
 * may become (an empty list: final). Transport orders, financing referrals and marketplace leads
 * use it; a move their state does not allow is a CONFLICT worded by `refusedMove`.
 */
export type StateMoves<S extends string> = Readonly<Record<S, readonly S[]>>;

export const canMove = <S extends string>(moves: StateMoves<S>, from: S, to: S): boolean => moves[from].includes(to);

/** "A submitted referral cannot become referred; it can become approved, declined or withdrawn." */
export function refusedMove<S extends string>(noun: string, moves: StateMoves<S>, from: S, to: S): string {
  const allowed = moves[from];
  const next = allowed.length === 0 ? 'it is final' : `it can become ${allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`}`;
  return `A${/^[aeiou]/.test(from) ? 'n' : ''} ${from} ${noun} cannot become ${to}; ${next}.`;
}
