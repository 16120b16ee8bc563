/**
 * Repair orders (issue 16, part 5), pure: the states, which step leads where, line totals and the
 * order's status once its lines are decided. Services and screens both read it from here.
 *
 * draft → awaiting_approval → approved | partly_approved | declined → in_progress → completed → closed.
 * A decided order (approved, partly approved, declined or in progress) is locked: its decided lines
 * never change, and a new line makes a revision that is awaiting approval again.
 */
import { moveRefusal, type MoveWords, type StateMachine } from '../state-moves';

export const REPAIR_ORDER_STATUSES = [
  'draft',
  'awaiting_approval',
  'approved',
  'partly_approved',
  'declined',
  'in_progress',
  'completed',
  'closed',
] as const;
export type RepairOrderStatus = (typeof REPAIR_ORDER_STATUSES)[number];

export const LINE_DECISIONS = ['pending', 'approved', 'declined'] as const;
export type LineDecision = (typeof LINE_DECISIONS)[number];

/** The steps a person takes on an order; deciding lines moves it out of awaiting_approval by itself. */
export type RepairOrderStep = 'submit' | 'start' | 'complete' | 'close';

/** The steps as named moves (src/shared/state-moves.ts); who may take them is the operations table's. */
export const REPAIR_ORDER_STEPS: StateMachine<RepairOrderStatus, RepairOrderStep> = {
  submit: { from: ['draft'], to: 'awaiting_approval' },
  // Work starts on what was approved; a fully declined order has nothing to work on.
  start: { from: ['approved', 'partly_approved'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  // A declined order is closed as it is: its lines stay as deferred work.
  close: { from: ['completed', 'declined'], to: 'closed' },
};

const STEP_WORDS: MoveWords<RepairOrderStatus, RepairOrderStep, never> = {
  outOfOrder: (status, step) =>
    `An order that is ${status.replace('_', ' ')} cannot ${step}; it must be ${REPAIR_ORDER_STEPS[step].from.map((from) => from.replace('_', ' ')).join(' or ')}.`,
};

/** Where `step` leads from `status`, or why it cannot be taken. */
export function nextStatus(
  status: RepairOrderStatus,
  step: RepairOrderStep,
): { ok: true; status: RepairOrderStatus } | { ok: false; reason: string } {
  const refusal = moveRefusal(REPAIR_ORDER_STEPS, STEP_WORDS, status, step);
  return refusal ? { ok: false, reason: refusal.message } : { ok: true, status: REPAIR_ORDER_STEPS[step].to };
}

/** Whether lines may be added to an order in `status` (a decided one takes a revision). */
export const acceptsLines = (status: RepairOrderStatus): boolean => !['completed', 'closed'].includes(status);

/** Whether adding a line to an order in `status` makes a new revision awaiting approval. */
export const addingMakesRevision = (status: RepairOrderStatus): boolean =>
  ['approved', 'partly_approved', 'declined', 'in_progress'].includes(status);

/** The status of an order awaiting approval once no line is pending; null while some line is. */
export function decidedStatus(decisions: readonly LineDecision[]): RepairOrderStatus | null {
  if (decisions.length === 0 || decisions.includes('pending')) return null;
  if (decisions.every((decision) => decision === 'approved')) return 'approved';
  if (decisions.every((decision) => decision === 'declined')) return 'declined';
  return 'partly_approved';
}

/** Labor is entered in hours with up to two decimals and stored in hundredths of an hour. */
export type LineAmounts = {
  laborHundredths: number;
  laborRateCents: number;
  partsCents: number;
  subletCostCents: number;
};

/** What a line may hold: the server refuses more, the line form allows no more. */
export const LINE_LIMITS = {
  maxLaborHundredths: 100_000,
  maxCents: 10_000_000,
  maxOperationLength: 200,
  maxVendorLength: 120,
} as const;

export const laborCents = (line: Pick<LineAmounts, 'laborHundredths' | 'laborRateCents'>): number =>
  Math.round((line.laborHundredths * line.laborRateCents) / 100);

export const lineTotalCents = (line: LineAmounts): number => laborCents(line) + line.partsCents + line.subletCostCents;

/** An order's totals: everything estimated, what is approved, what waits, and what was declined (deferred work). */
export function orderTotals(lines: readonly (LineAmounts & { decision: LineDecision })[]) {
  const sum = (decision?: LineDecision) =>
    lines
      .filter((line) => decision === undefined || line.decision === decision)
      .reduce((total, line) => total + lineTotalCents(line), 0);
  return {
    estimateCents: sum(),
    approvedCents: sum('approved'),
    pendingCents: sum('pending'),
    declinedCents: sum('declined'),
  };
}

/**
 * Whether a line is approved without a person: the organization has not required approval, a
 * threshold is set (0: off), and the line's total is under it.
 */
export const autoApproves = (
  totalCents: number,
  settings: { approvalRequired: boolean; autoApproveUnderCents: number },
): boolean =>
  !settings.approvalRequired && settings.autoApproveUnderCents > 0 && totalCents < settings.autoApproveUnderCents;

const DAY_MS = 86_400_000;

/** What a pending line's wait has cost: whole and part days since it was submitted × the holding cost per day. */
export function waitingCostCents(submittedAt: Date, now: Date, holdingCostPerDayCents: number): number {
  const days = Math.max(0, now.getTime() - submittedAt.getTime()) / DAY_MS;
  return Math.round(days * holdingCostPerDayCents);
}
