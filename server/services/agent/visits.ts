// An agent's check-in at one of their dealers (`visitDealers`): when, how it went, what is next.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealers, dealerVisits, type DealerVisitRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import type { Viewer } from '../users/viewer';
import { findDealer } from './dealers';
import { checkedPoint, writeDealerPoint, type PointInput } from './location';

export const VISIT_OUTCOMES = ['met', 'interested', 'not_interested', 'no_one_available', 'follow_up'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** `position`: the phone's position, sent only when the agent confirmed it as the dealer's ("Use this position for the dealer?"). */
export type CheckInInput = {
  dealerId: string;
  outcome: string;
  notes?: string | null;
  nextStep?: string | null;
  at?: string | null;
  position?: PointInput | null;
};

/** How far back a check-in may be recorded: a visit forgotten for a day or two, not a history rewrite. */
export const MAX_CHECK_IN_AGE_DAYS = 30;
// A phone's clock may run a little ahead of the server's.
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

function visitTime(at: string | null | undefined, now: Date): Date {
  if (!at) return now;
  const time = /^\d{4}-\d{2}-\d{2}T/.test(at) ? new Date(at) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime()))
    throw new AppError('BAD_USER_INPUT', `The visit time '${at}' is not an ISO date and time.`);
  if (time.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw new AppError('BAD_USER_INPUT', 'A visit cannot be checked in for a time in the future.');
  if (time.getTime() < now.getTime() - MAX_CHECK_IN_AGE_DAYS * DAY_MS)
    throw new AppError('BAD_USER_INPUT', `A visit is checked in within ${MAX_CHECK_IN_AGE_DAYS} days of it.`);
  return time;
}

function optional(value: string | null | undefined, label: string, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw new AppError('BAD_USER_INPUT', `${label} has at most ${max} characters.`);
  return trimmed || null;
}

/** Records a visit and moves the dealer's last visit forward when this one is newer. */
export async function checkIn({
  db,
  viewer,
  input,
  now = new Date(),
}: {
  db: Database;
  viewer: Viewer;
  input: CheckInInput;
  now?: Date;
}): Promise<DealerVisitRow> {
  const dealer = await findDealer({ db, viewer, id: input.dealerId, purpose: 'visit' });
  if (!VISIT_OUTCOMES.includes(input.outcome as VisitOutcome))
    throw new AppError('BAD_USER_INPUT', `No visit outcome '${input.outcome}'.`);
  const checkedInAt = visitTime(input.at, now);
  const position = input.position ? checkedPoint(dealer, input.position) : null;
  const values = {
    organizationId: dealer.organizationId,
    dealerId: dealer.id,
    agentUserId: viewer.user.id,
    checkedInAt,
    outcome: input.outcome as VisitOutcome,
    notes: optional(input.notes, 'Notes', 2_000),
    nextStep: optional(input.nextStep, 'The next step', 500),
  };
  return db.transaction(async (tx) => {
    const [visit] = await tx.insert(dealerVisits).values(values).returning();
    await tx
      .update(dealers)
      .set({ lastVisitAt: checkedInAt })
      .where(and(eq(dealers.id, dealer.id), or(isNull(dealers.lastVisitAt), lt(dealers.lastVisitAt, checkedInAt))));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: dealer.organizationId,
      action: 'dealer.checked_in',
      targetType: 'dealer',
      targetId: dealer.id,
      after: { visitId: visit!.id, checkedInAt: checkedInAt.toISOString(), outcome: values.outcome },
    });
    if (position) await writeDealerPoint(tx, viewer, dealer, position, 'check_in');
    return visit!;
  });
}
