import { eq, sql } from 'drizzle-orm';
import { transitionProblem } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import { emit } from '../domain-events';
import type { Viewer } from '../users/viewer';
import type { RemoteProviderConfig } from '../market/valuations/remote-provider';
import { getAppraisal, lockAppraisal, touch, type AppraisalRecord } from './records';
import { liveValuations, offerOn, offerTransportCents } from './valuations';

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

/** draft → offered: values the car now and stores those valuations and the offer made on them. */
export async function offerAppraisal(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  provider?: RemoteProviderConfig;
  today?: string;
}): Promise<AppraisalRecord> {
  const { db, viewer, id } = options;
  const current = await getAppraisal({ db, organizationId: viewer.organization.id, id });
  const problem = transitionProblem(current.state, 'offered');
  if (problem) throw bad(problem);
  // Valued outside the transaction (the market read is the slow part); the row is checked again under the lock.
  const [valuations, transportCents] = await Promise.all([
    liveValuations({ ...options, appraisal: current }),
    offerTransportCents({ db, viewer, zip: current.zip }),
  ]);
  await db.transaction(async (tx) => {
    const row = await lockAppraisal(tx, viewer.organization.id, id);
    const lockedProblem = transitionProblem(row.state, 'offered');
    if (lockedProblem) throw bad(lockedProblem);
    const offer = offerOn(
      viewer,
      row,
      valuations,
      row.zip === current.zip ? transportCents : await offerTransportCents({ db, viewer, zip: row.zip }),
    );
    if (offer.offerCents === null) {
      throw bad(
        'There is no offer to make: the market has no retail value for this car. Override the offer with your own amount and a reason.',
      );
    }
    await tx
      .update(appraisals)
      .set({ state: 'offered', snapshot: { valuations, offer }, offeredAt: sql`now()`, ...touch })
      .where(eq(appraisals.id, id));
    const data = { appraisalId: id, vin: row.vin, offerCents: offer.offerCents };
    await emit('event.occurred', {
      tx,
      event: {
        organizationId: row.organizationId,
        type: 'appraisal.offered',
        subject: 'appraisal',
        subjectId: id,
        data,
        actorId: viewer.user.id,
      },
    });
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
