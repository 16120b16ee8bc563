import { and, eq, inArray } from 'drizzle-orm';
import { IN_STOCK_STATUSES, VEHICLE_LIMITS } from '../../../src/shared/inventory/vehicle';
import { BELOW_MINIMUM_MESSAGE } from '../../../src/shared/pricing/cost-visibility';
import { floorOf } from '../../../src/shared/pricing/rules';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { reasonText, writeListPrice } from '../inventory/change-vehicle';
import { inventoryScope, visibleVehicle, type InventoryScope, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import type { PricingSkip } from './dry-run';
import { MAX_PRICED_VEHICLES } from './figures';
import { loadPricingRules } from './rules';

export type PricingChangeInput = { vehicleId: string; fromCents?: number | null; toCents: number; reason: string };

const NOT_FOUND_MESSAGE = 'No vehicle with this id in your inventory.';
const dollars = (cents: number | null) => (cents === null ? 'no price' : `$${(cents / 100).toLocaleString('en-US')}`);

function checkChanges(changes: readonly PricingChangeInput[]): PricingChangeInput[] {
  if (changes.length < 1 || changes.length > MAX_PRICED_VEHICLES) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Apply from 1 to ${MAX_PRICED_VEHICLES.toLocaleString('en-US')} changes at a time.`,
    );
  }
  if (new Set(changes.map((change) => change.vehicleId)).size !== changes.length)
    throw new AppError('BAD_USER_INPUT', 'Each vehicle may appear once in the changes.');
  if (changes.some((change) => !isUuid(change.vehicleId))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return changes.map((change, index) => {
    if (!Number.isInteger(change.toCents) || change.toCents < 0 || change.toCents > VEHICLE_LIMITS.maxMoneyCents) {
      throw new AppError(
        'BAD_USER_INPUT',
        `Change ${index + 1}: the new price must be whole cents between $0 and $10,000,000.`,
      );
    }
    const reason = reasonText(change.reason, `Change ${index + 1}: the reason`);
    if (!reason)
      throw new AppError('BAD_USER_INPUT', `Change ${index + 1}: give the reason the price history will show.`);
    return { ...change, fromCents: change.fromCents ?? null, reason };
  });
}

/**
 * Writes a dry run's changes in one transaction (docs/metrics.md, "Dry run and apply"). Every
 * vehicle must be the organization's (else NOT_FOUND, nothing written); a change under its
 * vehicle's floor refuses the whole call, naming the vehicles (for a viewer without cost, without
 * naming the floor, and recorded in the audit log: repeated refusals would narrow the floor down). A vehicle out of stock, or whose
 * price moved since the dry run saw `fromCents`, is skipped: applying the same changes twice
 * writes nothing the second time. Each write goes through inventory's price change (history with the reason).
 */
export async function applyPricingChanges(options: {
  db: Database;
  viewer: Viewer;
  changes: readonly PricingChangeInput[];
}): Promise<{ applied: VisibleVehicle[]; skipped: PricingSkip[] }> {
  const { db, viewer } = options;
  const changes = checkChanges(options.changes);
  const scope = inventoryScope(viewer);
  try {
    return await applyInTransaction(db, scope, changes);
  } catch (error) {
    if (!(error instanceof BelowMinimum)) throw error;
    const after = error.changes.map(({ vehicleId, toCents }) => ({ vehicleId, toCents }));
    await recordAudit({
      db,
      viewer,
      organizationId: scope.organizationId,
      action: 'pricing.below_minimum_refused',
      targetType: 'vehicle',
      after,
    });
    throw new AppError('BAD_USER_INPUT', `Stock ${error.stockNumbers}: ${BELOW_MINIMUM_MESSAGE}. Nothing was changed.`);
  }
}

/** A viewer without cost asked for prices under the floor: refused once the transaction is rolled back. */
class BelowMinimum extends Error {
  constructor(
    readonly stockNumbers: string,
    readonly changes: PricingChangeInput[],
  ) {
    super(BELOW_MINIMUM_MESSAGE);
  }
}

async function applyInTransaction(
  db: Database,
  scope: InventoryScope,
  changes: PricingChangeInput[],
): Promise<{ applied: VisibleVehicle[]; skipped: PricingSkip[] }> {
  return db.transaction(async (tx) => {
    const rules = await loadPricingRules({ db: tx, organizationId: scope.organizationId });
    const ids = changes.map((change) => change.vehicleId);
    const rows = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, scope.organizationId), inArray(vehicles.id, ids)))
      .orderBy(vehicles.id)
      .for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const underFloor = changes.filter((change) => {
      const floor = floorOf(byId.get(change.vehicleId)!.costCents, rules.minimumGrossCents);
      return floor !== null && change.toCents < floor;
    });
    if (underFloor.length > 0) {
      const named = underFloor.map((change) => byId.get(change.vehicleId)!.stockNumber).join(', ');
      if (!scope.canSeeCost) throw new BelowMinimum(named, underFloor);
      throw new AppError(
        'BAD_USER_INPUT',
        `Under the floor (cost + minimum gross), nothing was changed: stock ${named}. Run a new dry run or raise these prices.`,
      );
    }
    const applied: VisibleVehicle[] = [];
    const skipped: PricingSkip[] = [];
    for (const change of changes) {
      const current = byId.get(change.vehicleId)!;
      if (!IN_STOCK_STATUSES.includes(current.status)) {
        skipped.push({
          vehicle: visibleVehicle(current, scope),
          reason: `Not in stock any more (${current.status.replace('_', ' ')}).`,
        });
      } else if (current.listPriceCents !== change.fromCents) {
        skipped.push({
          vehicle: visibleVehicle(current, scope),
          reason: `The price moved since the dry run: it is ${dollars(current.listPriceCents)} now.`,
        });
      } else if (current.listPriceCents === change.toCents) {
        skipped.push({ vehicle: visibleVehicle(current, scope), reason: 'Already at this price.' });
      } else {
        const updated = await writeListPrice({
          tx,
          current,
          listPriceCents: change.toCents,
          userId: scope.userId,
          reason: change.reason,
        });
        applied.push(visibleVehicle(updated, scope));
      }
    }
    return { applied, skipped };
  });
}
