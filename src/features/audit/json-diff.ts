/** One changed value of an audit entry: where, and its text before and after. */
export type DiffLine = { path: string; before: string; after: string };

const MAX_TEXT = 80;

/** The text of a missing value (a key added or removed). */
export const NOTHING = '—';
const MAX_DEPTH = 2;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as short JSON ('—' for nothing), cut at 80 characters. */
export function compactJson(value: unknown): string {
  if (value === undefined || value === null) return NOTHING;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/**
 * What changed between two JSON values, as few lines as can say it: objects are compared key
 * by key (two levels deep, paths dotted), anything else as one line. Equal values give no line.
 */
export function compactDiff(before: unknown, after: unknown, path = '', depth = 0): DiffLine[] {
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  if (
    depth < MAX_DEPTH &&
    (isPlainObject(before) || before == null) &&
    (isPlainObject(after) || after == null) &&
    (before != null || after != null)
  ) {
    const from = isPlainObject(before) ? before : {};
    const to = isPlainObject(after) ? after : {};
    // Keys in the order they first appear, before's then after's new ones.
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((key) => compactDiff(from[key], to[key], path ? `${path}.${key}` : key, depth + 1));
  }
  return [{ path, before: compactJson(before), after: compactJson(after) }];
}
