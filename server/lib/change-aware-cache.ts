/**
 * A bounded per-process cache whose entries are dropped when the data behind them changes
 * (server/services/users/viewer-changes.ts announces changes to every process) and, as a safety
 * net, after `ttlMs`. A load that started before a drop is returned but not stored, so a fill
 * can never bring back data older than the change. Only found values are stored.
 */
export class ChangeAwareCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private generation = 0;

  constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

  async get(key: string, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const generation = this.generation;
    const value = await load();
    if (value && generation === this.generation) this.store(key, value);
    return value;
  }

  /** Drops the entries `matches` picks, or every entry. */
  drop(matches?: (key: string, value: V) => boolean): void {
    this.generation += 1;
    if (!matches) {
      this.entries.clear();
      return;
    }
    for (const [key, { value }] of this.entries) if (matches(key, value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the least recently stored one.
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
  }
}
