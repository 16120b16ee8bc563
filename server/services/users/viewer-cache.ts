import { ChangeAwareCache } from '../../lib/change-aware-cache';
import type { Viewer } from './viewer';
import type { ViewerChange } from '../domain-events';

export type ViewerCacheOptions = { maxEntries?: number; ttlMs?: number };

/**
 * Viewers by user id, shared by the requests of this process, dropped by the change
 * notifications of `viewer-changes.ts` (from any process) and, as a safety net, after `ttlMs`.
 */
export class ViewerCache {
  private readonly cache: ChangeAwareCache<Viewer>;

  constructor({ maxEntries = 10_000, ttlMs = 60_000 }: ViewerCacheOptions = {}) {
    this.cache = new ChangeAwareCache({ maxEntries, ttlMs });
  }

  async get(userId: string, load: () => Promise<Viewer | null>): Promise<Viewer | null> {
    return (await this.cache.get(userId, load)) ?? null;
  }

  apply(change: ViewerChange): void {
    if ('userId' in change) this.cache.drop((userId) => userId === change.userId);
    else if ('organizationId' in change)
      this.cache.drop((_userId, viewer) => viewer.organization.id === change.organizationId);
    else this.cache.drop();
  }

  clear(): void {
    this.cache.drop();
  }

  get size(): number {
    return this.cache.size;
  }
}
