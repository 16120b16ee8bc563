import { and, eq, inArray, isNotNull, lte, max, min, sql } from 'drizzle-orm';
import { IN_STOCK_STATUSES, daysInInventory, todayIso } from '../../../src/shared/inventory/vehicle';
import { formatSpan, spanOfDays, spanOfHours } from '../../../src/shared/needs-attention/reasons';
import {
  agingRuleOf,
  agingSince,
  appraisalOverdueSince,
  priceToMarketSide,
  reconOverdueSince,
  repairOrderWaitingSince,
  type AttentionRule,
} from '../../../src/shared/needs-attention/rules';
import {
  agingAtRiskCents,
  priceGapAtRiskCents,
  reconOverdueAtRiskCents,
  repairOrderAtRiskCents,
} from '../../../src/shared/needs-attention/money';
import type { Database } from '../../db/client';
import {
  appraisals,
  reconStages,
  reconVehicles,
  repairOrderLines,
  repairOrders,
  users,
  vehicles,
  vehiclePriceChanges,
} from '../../db/schema';
import { actorName } from '../inventory/get-vehicle';
import { loadWorkflow } from '../recon/workflow';
import { stockPriceToMarket } from '../pricing/stock-market-averages';
import { actor, item, type ComputedItem, type RuleInput } from './item';
import { transportNotPickedUp, transportTitleOverdue } from './transport-items';

const inStock = inArray(vehicles.status, [...IN_STOCK_STATUSES]);

/**
 * Vehicles in stock whose current stage visit is overdue. SQL keeps the visits whose calendar
 * time already passes the overdue mark (counted time never exceeds calendar time); the shared rule
 * then places the mark in business hours.
 */
async function reconStageOverdue({ db, viewer, perDayCents, now }: RuleInput): Promise<ComputedItem[]> {
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  const stages = new Map(workflow.stages.map((stage) => [stage.id, stage]));
  const rows = await db
    .select({
      vehicleId: reconVehicles.vehicleId,
      stageId: reconVehicles.stageId,
      enteredStageAt: reconVehicles.enteredStageAt,
      assigneeUserId: reconVehicles.assigneeUserId,
      assigneeName: actorName,
    })
    .from(reconVehicles)
    .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
    .innerJoin(reconStages, eq(reconStages.id, reconVehicles.stageId))
    .leftJoin(users, eq(users.id, reconVehicles.assigneeUserId))
    .where(
      and(
        eq(reconVehicles.organizationId, organizationId),
        inStock,
        sql`${reconStages.targetMinutes} > 0`,
        sql`${reconVehicles.enteredStageAt} <= ${now.toISOString()}::timestamptz - interval '1 minute' * (${reconStages.targetMinutes} * ${reconStages.overduePercent} / 100.0)`,
      ),
    );
  return rows.flatMap((row) => {
    const stage = stages.get(row.stageId);
    const since = stage ? reconOverdueSince(stage, row.enteredStageAt, workflow.businessHours) : null;
    if (!stage || !since || since > now) return [];
    return [
      item('recon_stage_overdue', {
        keyParts: [row.vehicleId, row.stageId, row.enteredStageAt.getTime()],
        values: {
          stage: stage.name,
          duration: formatSpan(now.getTime() - row.enteredStageAt.getTime()),
          target: formatSpan(stage.targetMinutes * 60_000),
        },
        since,
        assignee: actor(row.assigneeUserId, row.assigneeName),
        path: `/inventory/${row.vehicleId}`,
        vehicleId: row.vehicleId,
        moneyAtRiskCents: reconOverdueAtRiskCents(since, now, perDayCents),
      }),
    ];
  });
}

/** The submission times of each order's pending lines: what its waiting cost adds up. */
async function pendingSubmissions(db: Database, orderIds: string[]): Promise<Map<string, Date[]>> {
  const byOrder = new Map<string, Date[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .select({ orderId: repairOrderLines.repairOrderId, submittedAt: repairOrderLines.submittedAt })
    .from(repairOrderLines)
    .where(
      and(
        inArray(repairOrderLines.repairOrderId, orderIds),
        eq(repairOrderLines.decision, 'pending'),
        isNotNull(repairOrderLines.submittedAt),
      ),
    );
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line.submittedAt!]);
  return byOrder;
}

/** Orders awaiting approval whose oldest pending line has waited past the threshold. */
async function repairOrderWaiting({ db, viewer, thresholds, perDayCents, now }: RuleInput): Promise<ComputedItem[]> {
  const waitingSince = min(repairOrderLines.submittedAt);
  const cutoff = new Date(now.getTime() - thresholds.repairOrderWaitHours * 3_600_000);
  const rows = await db
    .select({ id: repairOrders.id, revision: repairOrders.revision, vehicleId: repairOrders.vehicleId, waitingSince })
    .from(repairOrders)
    .innerJoin(
      repairOrderLines,
      and(
        eq(repairOrderLines.repairOrderId, repairOrders.id),
        eq(repairOrderLines.decision, 'pending'),
        isNotNull(repairOrderLines.submittedAt),
      ),
    )
    .where(and(eq(repairOrders.organizationId, viewer.organization.id), eq(repairOrders.status, 'awaiting_approval')))
    .groupBy(repairOrders.id)
    .having(lte(waitingSince, cutoff));
  const pending = await pendingSubmissions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    item('repair_order_waiting', {
      keyParts: [row.id, row.revision],
      values: {
        duration: formatSpan(now.getTime() - row.waitingSince!.getTime()),
        limit: spanOfHours(thresholds.repairOrderWaitHours),
      },
      since: repairOrderWaitingSince(row.waitingSince!, thresholds),
      assignee: null,
      path: '/ro-approval',
      vehicleId: row.vehicleId,
      repairOrderId: row.id,
      moneyAtRiskCents: repairOrderAtRiskCents(pending.get(row.id) ?? [], now, perDayCents),
    }),
  );
}

/** Vehicles in stock at or past the first aging threshold: the second rule from its day on, else the first. */
async function vehicleAging({ db, viewer, thresholds, perDayCents, now }: RuleInput): Promise<ComputedItem[]> {
  const today = todayIso(now);
  const firstDays = Math.min(thresholds.agingFirstDays, thresholds.agingSecondDays);
  const rows = await db
    .select({ id: vehicles.id, acquiredDate: vehicles.acquiredDate })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, viewer.organization.id),
        inStock,
        sql`${vehicles.acquiredDate} <= ${today}::date - ${firstDays}::int`,
      ),
    );
  return rows.flatMap((row) => {
    const days = daysInInventory(row.acquiredDate, null, today);
    const aging = agingRuleOf(days, thresholds);
    if (!aging) return [];
    const since = agingSince(row.acquiredDate, aging.threshold);
    return [
      item(aging.rule, {
        keyParts: [row.id, row.acquiredDate],
        values: { days, threshold: aging.threshold, date: todayIso(since) },
        since,
        assignee: null,
        path: `/inventory/${row.id}`,
        vehicleId: row.id,
        moneyAtRiskCents: agingAtRiskCents(days, perDayCents),
      }),
    ];
  });
}

/**
 * Stock vehicles with a list price and a market average (the pricing grid's) whose price-to-market
 * is outside the band; since the list price was last set (else since acquired).
 */
async function priceToMarketOutOfBand({ db, viewer, thresholds, now }: RuleInput): Promise<ComputedItem[]> {
  const stock = await stockPriceToMarket({ db, viewer, now });
  const outside = stock.flatMap((row) => {
    const ratio = row.priceToMarket;
    const side = priceToMarketSide(ratio, thresholds);
    return side && ratio !== null && row.marketAverageCents !== null
      ? [{ row, side, ratio, marketAverageCents: row.marketAverageCents }]
      : [];
  });
  if (outside.length === 0) return [];
  const changed = await db
    .select({ vehicleId: vehiclePriceChanges.vehicleId, at: max(vehiclePriceChanges.changedAt) })
    .from(vehiclePriceChanges)
    .where(
      inArray(
        vehiclePriceChanges.vehicleId,
        outside.map(({ row }) => row.id),
      ),
    )
    .groupBy(vehiclePriceChanges.vehicleId);
  const lastChange = new Map(changed.map((row) => [row.vehicleId, row.at]));
  return outside.map(({ row, side, ratio, marketAverageCents }) =>
    item('price_to_market_out_of_band', {
      keyParts: [row.id, row.listPriceCents!, side],
      values: {
        priceToMarket: ratio.toFixed(1),
        side: side === 'low' ? 'under' : 'over',
        low: thresholds.priceToMarketLowPercent,
        high: thresholds.priceToMarketHighPercent,
      },
      since: lastChange.get(row.id) ?? agingSince(row.acquiredDate, 0),
      assignee: null,
      path: `/inventory/${row.id}`,
      vehicleId: row.id,
      moneyAtRiskCents: priceGapAtRiskCents(row.listPriceCents, marketAverageCents),
    }),
  );
}

/** Offered appraisals without an outcome past the threshold, for their appraiser. */
async function appraisalWithoutOutcome({ db, viewer, thresholds, now }: RuleInput): Promise<ComputedItem[]> {
  const cutoff = new Date(now.getTime() - thresholds.appraisalOutcomeDays * 86_400_000);
  const rows = await db
    .select({
      id: appraisals.id,
      offeredAt: appraisals.offeredAt,
      appraiserUserId: appraisals.appraiserUserId,
      appraiserName: actorName,
    })
    .from(appraisals)
    .leftJoin(users, eq(users.id, appraisals.appraiserUserId))
    .where(
      and(
        eq(appraisals.organizationId, viewer.organization.id),
        eq(appraisals.state, 'offered'),
        lte(appraisals.offeredAt, cutoff),
      ),
    );
  return rows.map((row) =>
    item('appraisal_without_outcome', {
      keyParts: [row.id, row.offeredAt!.getTime()],
      values: {
        duration: formatSpan(now.getTime() - row.offeredAt!.getTime()),
        limit: spanOfDays(thresholds.appraisalOutcomeDays),
      },
      since: appraisalOverdueSince(row.offeredAt!, thresholds),
      assignee: actor(row.appraiserUserId, row.appraiserName),
      path: `/appraisals/${row.id}`,
      appraisalId: row.id,
    }),
  );
}

/** Each runnable rule's items. */
export const RULE_ITEMS: Partial<Record<AttentionRule, (input: RuleInput) => Promise<ComputedItem[]>>> = {
  recon_stage_overdue: reconStageOverdue,
  repair_order_waiting: repairOrderWaiting,
  vehicle_aging_45: vehicleAging,
  vehicle_aging_60: vehicleAging,
  price_to_market_out_of_band: priceToMarketOutOfBand,
  appraisal_without_outcome: appraisalWithoutOutcome,
  transport_not_picked_up: transportNotPickedUp,
  transport_title_overdue: transportTitleOverdue,
};
