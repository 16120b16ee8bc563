import {
  acceptsLines,
  addingMakesRevision,
  autoApproves,
  LINE_LIMITS,
  lineTotalCents,
} from '../../../src/shared/recon/repair-order';
import type { Database } from '../../db/client';
import { repairOrderLines, type RepairOrderLineRow, type RepairOrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { findOwnOrderRow, getRepairOrder, setStatus, settleOrder, type RepairOrder } from './repair-orders';
import { reconSetting } from './settings';

export type RepairLineInput = {
  operation: string;
  laborHours: number;
  partsCents: number;
  subletVendor?: string | null;
  subletCostCents: number;
};

function cents(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0 || value > LINE_LIMITS.maxCents) {
    throw new AppError('BAD_USER_INPUT', `${name} must be a whole number of cents from 0 to ${LINE_LIMITS.maxCents}.`);
  }
  return value;
}

/** The line's amounts, checked: hours from 0 with at most two decimals, cents from 0, an operation named. */
function checkLine(input: RepairLineInput) {
  const operation = input.operation.trim();
  if (!operation || operation.length > LINE_LIMITS.maxOperationLength)
    throw new AppError('BAD_USER_INPUT', `Name the operation in 1 to ${LINE_LIMITS.maxOperationLength} characters.`);
  const laborHundredths = Math.round(input.laborHours * 100);
  if (
    !Number.isFinite(input.laborHours) ||
    input.laborHours < 0 ||
    laborHundredths > LINE_LIMITS.maxLaborHundredths ||
    Math.abs(laborHundredths - input.laborHours * 100) > 1e-6
  ) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Labor hours must be from 0 to ${LINE_LIMITS.maxLaborHundredths / 100}, with at most two decimals.`,
    );
  }
  const subletVendor = input.subletVendor?.trim() || null;
  if (subletVendor && subletVendor.length > LINE_LIMITS.maxVendorLength)
    throw new AppError(
      'BAD_USER_INPUT',
      `The sublet vendor must be at most ${LINE_LIMITS.maxVendorLength} characters.`,
    );
  const subletCostCents = cents(input.subletCostCents, 'The sublet cost');
  if (subletCostCents > 0 && !subletVendor)
    throw new AppError('BAD_USER_INPUT', 'Name the sublet vendor of a line with a sublet cost.');
  return {
    operation,
    laborHundredths,
    partsCents: cents(input.partsCents, 'The parts cost'),
    subletVendor,
    subletCostCents,
  };
}

/** The decision fields of a line that starts waiting now: approved at once when under the auto-approve threshold. */
export function submitted(
  viewer: Viewer,
  line: Pick<RepairOrderLineRow, 'laborHundredths' | 'laborRateCents' | 'partsCents' | 'subletCostCents'>,
  now: Date,
) {
  const automatic = autoApproves(lineTotalCents(line), {
    approvalRequired: reconSetting(viewer, 'recon_approval_required'),
    autoApproveUnderCents: reconSetting(viewer, 'recon_auto_approve_under_cents'),
  });
  return automatic ? { submittedAt: now, decision: 'approved' as const, decidedAt: now } : { submittedAt: now };
}

/**
 * Adds a line priced at the organization's labor rate to a locked order, in `tx`. On a decided
 * order (approved, partly approved, declined, in progress) it opens a new revision awaiting
 * approval: decided lines stay as they are. Completed and closed orders take no lines (CONFLICT).
 */
export async function addLineLocked(
  tx: Database,
  viewer: Viewer,
  order: RepairOrderRow,
  input: RepairLineInput,
): Promise<RepairOrderLineRow> {
  const amounts = checkLine(input);
  if (!acceptsLines(order.status))
    throw new AppError('CONFLICT', `This repair order is ${order.status}: open a new order for more work.`);
  const revision = addingMakesRevision(order.status) ? order.revision + 1 : order.revision;
  const line = { ...amounts, laborRateCents: reconSetting(viewer, 'labor_rate_cents_per_hour') };
  const waiting = order.status === 'draft' ? {} : submitted(viewer, line, new Date());
  const [inserted] = await tx
    .insert(repairOrderLines)
    .values({ repairOrderId: order.id, revision, ...line, ...waiting })
    .returning();
  if (revision !== order.revision) await setStatus(tx, order.id, 'awaiting_approval', revision);
  await settleOrder(tx, { ...order, status: order.status === 'draft' ? 'draft' : 'awaiting_approval' });
  return inserted!;
}

export async function addRepairOrderLine(options: {
  db: Database;
  viewer: Viewer;
  repairOrderId: string;
  line: RepairLineInput;
}): Promise<RepairOrder> {
  const { db, viewer } = options;
  checkLine(options.line);
  await db.transaction(async (tx) => {
    const order = await findOwnOrderRow(tx, viewer.organization.id, options.repairOrderId, { forUpdate: true });
    await addLineLocked(tx, viewer, order, options.line);
  });
  return getRepairOrder({ db, viewer, id: options.repairOrderId });
}
