import type { Database } from '../../db/client';
import { rootMessage } from '../../errors';
import { ChangeAwareCache } from '../../lib/change-aware-cache';
import { logger } from '../../observability/logger';
import type { ViewerChange } from '../domain-events';
import { SESSION_TOUCH_INTERVAL_MS, touchSession, unsafeSessionState } from './lifecycle';

export type LiveSessionsOptions = { maxEntries?: number; ttlMs?: number };

type Entry = { userId: string; live: boolean; lastSeenAt: number };

/**
 * Whether a session id from a valid cookie still stands, checked once per process and then
 * answered from memory. Every write that ends sessions announces a `{ userId }` viewer change
 * (viewer-changes.ts), which drops that user's entries on every process, so a revoked session
 * is refused at its next request anywhere; `ttlMs` is the safety net.
 */
export class LiveSessions {
  private readonly cache: ChangeAwareCache<Entry>;

  constructor(
    private readonly db: Database,
    { maxEntries = 10_000, ttlMs = 60_000 }: LiveSessionsOptions = {},
  ) {
    this.cache = new ChangeAwareCache({ maxEntries, ttlMs });
  }

  /** True when `sessionId` is a live session of `userId`. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const entry = await this.cache.get(sessionId, async () => {
      const state = await unsafeSessionState({ db: this.db, sessionId });
      return state && { ...state, lastSeenAt: state.lastSeenAt.getTime() };
    });
    if (!entry || !entry.live || entry.userId !== userId) return false;
    if (Date.now() - entry.lastSeenAt > SESSION_TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = Date.now();
      // Recording use extends the session; a write that fails (the database away) must not turn
      // a live session into a failed request: the next touch records it.
      await touchSession({ db: this.db, sessionId }).catch((error: unknown) => {
        entry.lastSeenAt = 0;
        logger('sessions').warn(`could not record a session's use: ${rootMessage(error)}`);
      });
    }
    return true;
  }

  apply(change: ViewerChange): void {
    if ('userId' in change) this.cache.drop((_sessionId, entry) => entry.userId === change.userId);
    else if ('everyone' in change) this.cache.drop();
    // An organization's changes (name, plan, flags) never end a session.
  }

  clear(): void {
    this.cache.drop();
  }
}
