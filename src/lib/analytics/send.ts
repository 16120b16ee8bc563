/**
 * Sends one analytics body to POST /api/analytics until it is acknowledged (202), refused for
 * good (another 4xx: sending it again cannot help), or out of attempts. The body is sent again
 * unchanged, its events' ids included, after no answer, 408, 429 or 5xx: the server stores each
 * event once however often it arrives. Waits double from `firstDelayMs` (with jitter), or
 * follow the server's Retry-After when that is longer.
 */

export type SendDeps = {
  fetch: (body: string) => Promise<{ status: number; headers: { get(name: string): string | null } }>;
  sleep: (ms: number) => Promise<void>;
  /** 0 ≤ random() < 1, for jitter. */
  random: () => number;
};

export const SEND_RETRY = { attempts: 6, firstDelayMs: 1_000, maxDelayMs: 60_000 } as const;

export type SendResult = 'acknowledged' | 'refused' | 'gave-up';

const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** Milliseconds before attempt `attempt + 1`: doubling with jitter, at least Retry-After, capped. */
export function retryDelayMs(attempt: number, retryAfter: string | null, random: () => number): number {
  const doubling = SEND_RETRY.firstDelayMs * 2 ** attempt * (0.5 + random() / 2);
  const seconds = Number(retryAfter);
  const told = retryAfter !== null && Number.isFinite(seconds) && seconds > 0 ? seconds * 1_000 : 0;
  return Math.min(SEND_RETRY.maxDelayMs, Math.max(doubling, told));
}

export async function sendWithRetry(body: string, deps: SendDeps): Promise<SendResult> {
  for (let attempt = 0; attempt < SEND_RETRY.attempts; attempt += 1) {
    let retryAfter: string | null = null;
    try {
      const response = await deps.fetch(body);
      if (response.status >= 200 && response.status < 300) return 'acknowledged';
      if (!isRetryable(response.status)) return 'refused';
      retryAfter = response.headers.get('retry-after');
    } catch {
      // No answer (offline, the connection cut, the answer lost): the events may or may not be stored.
    }
    if (attempt + 1 < SEND_RETRY.attempts) await deps.sleep(retryDelayMs(attempt, retryAfter, deps.random));
  }
  return 'gave-up';
}
