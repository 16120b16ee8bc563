import { and, eq, sql } from 'drizzle-orm';
import { canDo } from '../../../src/shared/access';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { checkVinField } from '../../../src/shared/inventory/vehicle-fields';
import { offerAmountProblem, transitionProblem } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import { emit } from '../domain-events';
import { createVehicle } from '../inventory/create-vehicle';
import { assertIdentityFree, nextStockNumber } from '../inventory/write-support';
import { toAccessUser, type Viewer } from '../users/viewer';
import { getAppraisal, lockAppraisal, touch, type AppraisalRecord } from './records';

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

/**
 * offered → won, in one transaction: the car enters inventory through inventory's own create (so it
 * enters recon and gets its status and price histories) at the price paid, which defaults to the offer.
 */
export async function winAppraisal(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  purchasePriceCents?: number | null;
  stockNumber?: string | null;
  today?: string;
}): Promise<AppraisalRecord> {
  const { db, viewer, id } = options;
  await getAppraisal({ db, organizationId: viewer.organization.id, id });
  if (!canDo(toAccessUser(viewer), 'changeInventory')) {
    throw new AppError(
      'FORBIDDEN',
      'Winning an appraisal adds the car to inventory: you need to be able to change inventory too.',
    );
  }
  await db.transaction(async (tx) => {
    const row = await lockAppraisal(tx, viewer.organization.id, id);
    const problem = transitionProblem(row.state, 'won');
    if (problem) throw bad(problem);
    if (!row.vin) throw bad('Add the VIN before winning the appraisal: a vehicle in inventory needs one.');
    // A VIN whose check digit fails enters stock only with the acknowledgement stored with it.
    const vinCheck = checkVinField(row.vin, row.vinCheckDigitAccepted);
    if (!vinCheck.ok)
      throw bad(`${vinCheck.issues[0]!.message} Correct or confirm it on the appraisal before winning it.`);
    const price = options.purchasePriceCents ?? row.snapshot?.offer.offerCents ?? null;
    if (price === null) throw bad('Give the price paid: the appraisal has no offer to take it from.');
    const priceProblem = offerAmountProblem(price, 'The price paid');
    if (priceProblem) throw bad(priceProblem);
    await assertIdentityFree({ db: tx, organizationId: viewer.organization.id, identity: { vin: row.vin } });
    const acquisitionSource = row.kind === 'trade_in' ? 'trade_in' : 'purchase';
    const stockNumber =
      options.stockNumber?.trim() ||
      (await nextStockNumber(tx, viewer.organization.id, acquisitionSource === 'trade_in' ? 'T' : 'P'));
    const vehicle = await createVehicle({
      db: tx,
      viewer,
      today: options.today,
      acceptCheckDigitMismatch: row.vinCheckDigitAccepted,
      input: {
        vin: row.vin,
        stockNumber,
        year: row.year,
        make: row.make,
        model: row.model,
        trim: row.trim,
        exteriorColor: row.exteriorColor,
        mileage: row.mileage,
        acquisitionSource,
        acquiredDate: options.today ?? todayIso(),
        costCents: price,
        status: 'incoming',
      },
    });
    await tx
      .update(appraisals)
      .set({ state: 'won', purchasePriceCents: price, vehicleId: vehicle.id, closedAt: sql`now()`, ...touch })
      .where(and(eq(appraisals.id, id), eq(appraisals.state, 'offered')));
    const data = { appraisalId: id, vin: row.vin, vehicleId: vehicle.id };
    await emit('event.occurred', {
      tx,
      event: { organizationId: row.organizationId, type: 'appraisal.won', subject: 'appraisal', subjectId: id, data },
    });
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
