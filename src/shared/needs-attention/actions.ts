/** What a person may do with an item (snooze, dismiss) and the state it is in, pure. */
import { daysBetween } from '../inventory/vehicle';
import type { AttentionItemState } from './rules';

export const ATTENTION_LIMITS = { maxSnoozeDays: 90, maxReasonLength: 500, maxBulkItems: 500 } as const;

/** Why the keys of a bulk snooze or dismissal are refused, or null: 1–500 keys, none twice. */
export function bulkKeysProblem(keys: readonly string[]): string | null {
  if (keys.length === 0) return 'Choose at least one item.';
  if (keys.length > ATTENTION_LIMITS.maxBulkItems)
    return `Act on at most ${ATTENTION_LIMITS.maxBulkItems} items at once.`;
  if (new Set(keys).size !== keys.length) return 'An item is listed twice.';
  return null;
}

/** Why a snooze until `until` (YYYY-MM-DD) is refused, or null: after today, at most 90 days ahead. */
export function snoozeProblem(until: string, today: string): string | null {
  const parsed = Date.parse(`${until}T00:00:00Z`);
  // Round-tripped, so a day that does not exist (February 30) is refused rather than rolled over.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(until) ||
    Number.isNaN(parsed) ||
    new Date(parsed).toISOString().slice(0, 10) !== until
  )
    return `'${until}' is not a day (YYYY-MM-DD).`;
  const ahead = daysBetween(today, until);
  if (ahead < 1) return 'Snooze until a day after today.';
  if (ahead > ATTENTION_LIMITS.maxSnoozeDays) return `Snooze at most ${ATTENTION_LIMITS.maxSnoozeDays} days ahead.`;
  return null;
}

/** Why a reason is refused, or null; `required` for a dismissal. */
export function reasonProblem(reason: string | null | undefined, required: boolean): string | null {
  const text = reason?.trim() ?? '';
  if (required && text.length === 0) return 'Say why you dismiss it.';
  if (text.length > ATTENTION_LIMITS.maxReasonLength)
    return `Keep the reason to ${ATTENTION_LIMITS.maxReasonLength} characters.`;
  return null;
}

export type StoredAction = { state: AttentionItemState; snoozedUntil: string | null };

/** An item's state today: dismissed stays; snoozed until its day (open from that day); else open. */
export function itemState(action: StoredAction | null | undefined, today: string): AttentionItemState {
  if (!action) return 'open';
  if (action.state === 'snoozed')
    return action.snoozedUntil !== null && action.snoozedUntil > today ? 'snoozed' : 'open';
  return action.state;
}
