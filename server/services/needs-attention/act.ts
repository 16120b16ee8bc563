import { todayIso } from '../../../src/shared/inventory/vehicle';
import { bulkKeysProblem, reasonProblem, snoozeProblem } from '../../../src/shared/needs-attention/actions';
import { ruleOfKey, type AttentionItemState } from '../../../src/shared/needs-attention/rules';
import type { Database } from '../../db/client';
import { attentionActions } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import type { Viewer } from '../users/viewer';
import { computeItems, viewerRules, withActions, type AttentionItem } from './queue';

const NOT_IN_QUEUE =
  'This item is not in your needs-attention queue (any more): its record changed, or it is not yours to see. Reload the queue.';
const SOME_NOT_IN_QUEUE =
  'Some of these items are not in your needs-attention queue (any more): their records changed, or they are not yours to see. Reload the queue; nothing was changed.';

/**
 * The items of `keys` as the viewer's queue holds them now (any state), in the order asked, each
 * rule's query run once; NOT_FOUND when any one is not there, so nothing is acted on.
 */
async function queueItems(db: Database, viewer: Viewer, keys: readonly string[], now: Date): Promise<AttentionItem[]> {
  const message = keys.length === 1 ? NOT_IN_QUEUE : SOME_NOT_IN_QUEUE;
  const { active } = viewerRules(viewer);
  const rules = keys.map((key) => ruleOfKey(key));
  if (rules.some((rule) => !rule || !active.includes(rule))) throw new AppError('NOT_FOUND', message);
  const computed = await computeItems({
    db,
    viewer,
    rules: [...new Set(rules as NonNullable<(typeof rules)[number]>[])],
    now,
  });
  const byKey = new Map(computed.map((item) => [item.key, item]));
  const found = keys.map((key) => byKey.get(key));
  if (found.some((item) => item === undefined)) throw new AppError('NOT_FOUND', message);
  return withActions({ db, viewer, items: found as NonNullable<(typeof found)[number]>[], now });
}

/** Stores what the viewer did with some items (the one row of each key) and audits each, in one transaction. */
async function act(options: {
  db: Database;
  viewer: Viewer;
  before: readonly AttentionItem[];
  state: AttentionItemState;
  snoozedUntil: string | null;
  reason: string | null;
  now: Date;
}): Promise<AttentionItem[]> {
  const { db, viewer, before, state, snoozedUntil, reason, now } = options;
  const organizationId = viewer.organization.id;
  const values = { state, snoozedUntil, reason, actorUserId: viewer.user.id, actedAt: now };
  await db.transaction(async (tx) => {
    for (const item of before) {
      await tx
        .insert(attentionActions)
        .values({ organizationId, itemKey: item.key, ...values })
        .onConflictDoUpdate({ target: [attentionActions.organizationId, attentionActions.itemKey], set: values });
      await recordAudit({
        db: tx,
        viewer,
        organizationId,
        action: `needs_attention.${state === 'open' ? 'reopened' : state}`,
        targetType: 'attention_item',
        targetId: item.key,
        before: { state: item.state, snoozedUntil: item.snoozedUntil },
        after: { state, snoozedUntil, reason },
      });
    }
  });
  return withActions({ db, viewer, items: before, now });
}

function refuse(problem: string | null): void {
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
}

type SnoozeInput = { db: Database; viewer: Viewer; until: string; reason?: string | null; now?: Date };
type DismissInput = { db: Database; viewer: Viewer; reason: string; now?: Date };

/** Hides items until a day (after today, at most 90 days ahead); each audited; all or none. */
export async function snoozeAttentionItems(
  options: SnoozeInput & { keys: readonly string[] },
): Promise<AttentionItem[]> {
  const now = options.now ?? new Date();
  refuse(
    bulkKeysProblem(options.keys) ??
      snoozeProblem(options.until, todayIso(now)) ??
      reasonProblem(options.reason, false),
  );
  const before = await queueItems(options.db, options.viewer, options.keys, now);
  return act({
    ...options,
    before,
    state: 'snoozed',
    snoozedUntil: options.until,
    reason: options.reason?.trim() || null,
    now,
  });
}

/** Dismisses items with a reason (1–500 characters); each audited; all or none. */
export async function dismissAttentionItems(
  options: DismissInput & { keys: readonly string[] },
): Promise<AttentionItem[]> {
  const now = options.now ?? new Date();
  refuse(bulkKeysProblem(options.keys) ?? reasonProblem(options.reason, true));
  const before = await queueItems(options.db, options.viewer, options.keys, now);
  return act({ ...options, before, state: 'dismissed', snoozedUntil: null, reason: options.reason.trim(), now });
}

/** Hides an item until a day (after today, at most 90 days ahead); audited. */
export async function snoozeAttentionItem(options: SnoozeInput & { key: string }): Promise<AttentionItem> {
  return (await snoozeAttentionItems({ ...options, keys: [options.key] }))[0]!;
}

/** Dismisses an item with a reason (1–500 characters); audited. */
export async function dismissAttentionItem(options: DismissInput & { key: string }): Promise<AttentionItem> {
  return (await dismissAttentionItems({ ...options, keys: [options.key] }))[0]!;
}

/** Opens a snoozed or dismissed item again; audited. An item already open is refused (nothing to reopen). */
export async function reopenAttentionItem(options: {
  db: Database;
  viewer: Viewer;
  key: string;
  now?: Date;
}): Promise<AttentionItem> {
  const now = options.now ?? new Date();
  const before = await queueItems(options.db, options.viewer, [options.key], now);
  if (before[0]!.state === 'open') throw new AppError('BAD_USER_INPUT', 'This item is already open.');
  return (await act({ ...options, before, state: 'open', snoozedUntil: null, reason: null, now }))[0]!;
}
