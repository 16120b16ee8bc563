import type { Database } from '../../db/client';
import { rootMessage } from '../../errors';
import { logger } from '../../observability/logger';
import type { ViewerChange } from '../users/viewer-changes';
import { SESSION_TOUCH_INTERVAL_MS, touchSession, unsafeSessionState } from './lifecycle';

export type LiveSessionsOptions = { maxEntries?: number; ttlMs?: number };

type Entry = { userId: string; live: boolean; lastSeenAt: number; expiresAt: number };

/**
 * Whether a session id from a valid cookie still stands, checked once per process and then
 * answered from memory. Every write that ends sessions announces a `{ userId }` viewer change
 * (viewer-changes.ts), which drops that user's entries on every process, so a revoked session
 * is refused at its next request anywhere; `ttlMs` is the safety net. As in ViewerCache, a
 * load that started before a change is not stored.
 */
export class LiveSessions {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private generation = 0;

  constructor(
    private readonly db: Database,
    { maxEntries = 10_000, ttlMs = 60_000 }: LiveSessionsOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  /** True when `sessionId` is a live session of `userId`. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    let entry = this.entries.get(sessionId);
    if (!entry || entry.expiresAt <= Date.now()) entry = await this.load(sessionId);
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
    this.generation += 1;
    if ('userId' in change) {
      for (const [sessionId, entry] of this.entries) if (entry.userId === change.userId) this.entries.delete(sessionId);
    } else if ('everyone' in change) {
      this.entries.clear();
    }
    // An organization's changes (name, plan, flags) never end a session.
  }

  clear(): void {
    this.apply({ everyone: true });
  }

  private async load(sessionId: string): Promise<Entry | undefined> {
    const generation = this.generation;
    const state = await unsafeSessionState({ db: this.db, sessionId });
    if (!state) return undefined;
    const entry = { ...state, lastSeenAt: state.lastSeenAt.getTime(), expiresAt: Date.now() + this.ttlMs };
    if (generation === this.generation) {
      this.entries.delete(sessionId);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(sessionId, entry);
    }
    return entry;
  }
}
