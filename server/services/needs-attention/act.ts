import { todayIso } from '../../../src/shared/inventory/vehicle';
import { reasonProblem, snoozeProblem } from '../../../src/shared/needs-attention/actions';
import { ruleOfKey, type AttentionItemState } from '../../../src/shared/needs-attention/rules';
import type { Database } from '../../db/client';
import { attentionActions } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import type { Viewer } from '../users/viewer';
import { computeItems, viewerRules, withActions, type AttentionItem } from './queue';

const NOT_IN_QUEUE = 'This item is not in your needs-attention queue (any more): its record changed, or it is not yours to see. Reload the queue.';

/** The item of `key` as the viewer's queue holds it now (any state); NOT_FOUND otherwise. */
async function queueItem(db: Database, viewer: Viewer, key: string, now: Date): Promise<AttentionItem> {
  const rule = ruleOfKey(key);
  if (!rule || !viewerRules(viewer).active.includes(rule)) throw new AppError('NOT_FOUND', NOT_IN_QUEUE);
  const found = (await computeItems({ db, viewer, rules: [rule], now })).find((computed) => computed.key === key);
  if (!found) throw new AppError('NOT_FOUND', NOT_IN_QUEUE);
  const [item] = await withActions({ db, viewer, items: [found], now });
  return item!;
}

/** Stores what the viewer did with an item (the one row of its key) and audits it, in one transaction. */
async function act(options: {
  db: Database;
  viewer: Viewer;
  key: string;
  state: AttentionItemState;
  snoozedUntil: string | null;
  reason: string | null;
  now: Date;
}): Promise<AttentionItem> {
  const { db, viewer, key, state, snoozedUntil, reason, now } = options;
  const organizationId = viewer.organization.id;
  const before = await queueItem(db, viewer, key, now);
  const values = { state, snoozedUntil, reason, actorUserId: viewer.user.id, actedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(attentionActions)
      .values({ organizationId, itemKey: key, ...values })
      .onConflictDoUpdate({ target: [attentionActions.organizationId, attentionActions.itemKey], set: values });
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: `needs_attention.${state === 'open' ? 'reopened' : state}`,
      targetType: 'attention_item',
      targetId: key,
      before: { state: before.state, snoozedUntil: before.snoozedUntil },
      after: { state, snoozedUntil, reason },
    });
  });
  const [after] = await withActions({ db, viewer, items: [before], now });
  return after!;
}

/** Hides an item until a day (after today, at most 90 days ahead); audited. */
export async function snoozeAttentionItem(options: { db: Database; viewer: Viewer; key: string; until: string; reason?: string | null; now?: Date }): Promise<AttentionItem> {
  const now = options.now ?? new Date();
  const problem = snoozeProblem(options.until, todayIso(now)) ?? reasonProblem(options.reason, false);
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
  return act({ ...options, state: 'snoozed', snoozedUntil: options.until, reason: options.reason?.trim() || null, now });
}

/** Dismisses an item with a reason (1–500 characters); audited. */
export async function dismissAttentionItem(options: { db: Database; viewer: Viewer; key: string; reason: string; now?: Date }): Promise<AttentionItem> {
  const problem = reasonProblem(options.reason, true);
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
  return act({ ...options, state: 'dismissed', snoozedUntil: null, reason: options.reason.trim(), now: options.now ?? new Date() });
}

/** Opens a snoozed or dismissed item again; audited. An item already open is refused (nothing to reopen). */
export async function reopenAttentionItem(options: { db: Database; viewer: Viewer; key: string; now?: Date }): Promise<AttentionItem> {
  const now = options.now ?? new Date();
  const current = await queueItem(options.db, options.viewer, options.key, now);
  if (current.state === 'open') throw new AppError('BAD_USER_INPUT', 'This item is already open.');
  return act({ ...options, state: 'open', snoozedUntil: null, reason: null, now });
}
