import type { Database } from '../../db/client';
import { on } from '../domain-events';

// Reading and indexing an organization's market for its whole stock costs hundreds of milliseconds
// to seconds (every recent record of the stock's segments within the radius; PGlite runs it on
// the main thread), and the pricing grid, a vehicle's figures, the needs-attention queue and the
// dealer insights each asked for it again on every request. What was read is kept for a few
// minutes per organization, sources (flags), day (the recency windows) and place (the home ZIP
// or the dealers' ZIPs, read fresh by the caller), and forgotten when market records change.
// A request for segments the kept read lacks reads again. Kept per database too: a process (the
// test suite) may serve several copies of one database, holding the same ids.
const REMEMBER_MS = 5 * 60_000;
const MAX_ENTRIES = 200;

type Entry = { at: number; segments: ReadonlySet<string>; value: Promise<unknown> };
let rememberedByDatabase = new WeakMap<Database, Map<string, Entry>>();

/** `load(segments)`'s answer for `key`, kept while fresh and holding every segment asked for now. */
export function rememberMarket<T>(
  db: Database,
  key: string,
  segments: readonly string[],
  now: number,
  load: () => Promise<T>,
): Promise<T> {
  let remembered = rememberedByDatabase.get(db);
  if (!remembered) rememberedByDatabase.set(db, (remembered = new Map()));
  const kept = remembered.get(key);
  if (kept && now - kept.at <= REMEMBER_MS && segments.every((segment) => kept.segments.has(segment)))
    return kept.value as Promise<T>;
  for (const [old, entry] of remembered) if (now - entry.at > REMEMBER_MS) remembered.delete(old);
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  const value = load();
  const entry: Entry = { at: now, segments: new Set(segments), value };
  remembered.set(key, entry);
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (remembered.get(key) === entry) remembered.delete(key);
  });
  return value;
}

/**
 * New market records (an import, records added by hand, a sale) change the comparables of any
 * organization whose sources include them: every process hears it as `market.recordsChanged`
 * (services/market/changes.ts, through PostgreSQL NOTIFY between processes).
 */
on('market.recordsChanged', () => {
  rememberedByDatabase = new WeakMap();
});
