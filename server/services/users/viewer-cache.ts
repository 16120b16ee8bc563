import type { Viewer } from './viewer';
import type { ViewerChange } from './viewer-changes';

export type ViewerCacheOptions = { maxEntries?: number; ttlMs?: number };

/**
 * Viewers by user id, shared by the requests of this process. Entries are dropped by the
 * change notifications of `viewer-changes.ts` (from any process) and, as a safety net, after
 * `ttlMs`. A load that started before a change is not stored, so a cache fill can never
 * bring back data older than the change.
 */
export class ViewerCache {
  private readonly entries = new Map<string, { viewer: Viewer; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private generation = 0;

  constructor({ maxEntries = 10_000, ttlMs = 60_000 }: ViewerCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  async get(userId: string, load: () => Promise<Viewer | null>): Promise<Viewer | null> {
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > Date.now()) return entry.viewer;
    const generation = this.generation;
    const viewer = await load();
    if (viewer && generation === this.generation) this.store(userId, viewer);
    return viewer;
  }

  apply(change: ViewerChange): void {
    this.generation += 1;
    if ('userId' in change) {
      this.entries.delete(change.userId);
    } else if ('organizationId' in change) {
      for (const [userId, { viewer }] of this.entries) {
        if (viewer.organization.id === change.organizationId) this.entries.delete(userId);
      }
    } else {
      this.entries.clear();
    }
  }

  clear(): void {
    this.apply({ everyone: true });
  }

  get size(): number {
    return this.entries.size;
  }

  private store(userId: string, viewer: Viewer) {
    this.entries.delete(userId);
    // Map keeps insertion order: the first key is the least recently stored one.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { viewer, expiresAt: Date.now() + this.ttlMs });
  }
}
