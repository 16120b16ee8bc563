import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reconVehicles, users } from '../../db/schema';
import { AppError } from '../../errors';
import { emit } from '../domain-events';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { getReconCard, type ReconCard } from './board';

/** Sets (or with null clears) who works on a vehicle in recon: an active member of the organization. */
export async function assignReconVehicle(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  assigneeUserId: string | null;
  now?: Date;
}): Promise<ReconCard> {
  const { db, viewer, vehicleId, assigneeUserId } = options;
  const organizationId = viewer.organization.id;
  const vehicle = await findOwnVehicleRow(db, organizationId, vehicleId);
  if (assigneeUserId !== null) {
    const [member] = isUuid(assigneeUserId)
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assigneeUserId), eq(users.organizationId, organizationId), eq(users.active, true)))
      : [];
    if (!member) throw new AppError('NOT_FOUND', 'No active member with this id in your organization.');
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(reconVehicles)
      .set({ assigneeUserId })
      .where(eq(reconVehicles.vehicleId, vehicle.id))
      .returning();
    if (updated.length === 0)
      throw new AppError('BAD_USER_INPUT', 'This vehicle is not in recon: move it to a stage first.');
    // The board's other viewers see the card change hands (docs/live-updates.md).
    await emit('event.occurred', {
      tx,
      event: {
        organizationId,
        type: 'recon.assigned',
        subject: 'vehicle',
        subjectId: vehicle.id,
        data: { vehicleId: vehicle.id, assigneeUserId },
        actorId: viewer.user.id,
      },
    });
  });
  return (await getReconCard({ db, viewer, vehicleId: vehicle.id, now: options.now }))!;
}
