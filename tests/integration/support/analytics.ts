import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { analyticsEvents, users, type AnalyticsEventRow } from '../../../server/db/schema';
import type { TestServer } from './server';

// POST /api/analytics (SPEC.md sections 3 and 7): what the analytics tests send and read back.

let sequence = 0;
/** An anonymous id of its own per test, so each test finds exactly the rows it sent. */
export function uniqueId(name: string): string {
  sequence += 1;
  return `${name}-${sequence}-${Date.now()}`;
}

export async function demoUser(server: TestServer, email: string) {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return user!;
}

export function anEvent(anonymousId: string, overrides: Record<string, unknown> = {}) {
  return {
    anonymous_id: anonymousId,
    session_id: 'session-1',
    event: 'page',
    url: 'http://localhost:3000/dashboard',
    payload: {
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
      platform: 'Linux x86_64',
      device_type: 'desktop',
      browser: 'Chrome',
      browser_version: '126.0',
      os: 'Linux',
      os_version: '',
    },
    ...overrides,
  };
}

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** POSTs to /api/analytics: `body` as JSON, or `raw` text with its own content type. */
export async function send(
  baseUrl: string,
  body: unknown,
  options: { raw?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/analytics`, {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json', ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** The stored rows of one anonymous id, once everything `target` queued has been written. */
export async function storedRows(target: TestServer, anonymousId: string): Promise<AnalyticsEventRow[]> {
  expect((await target.app.analyticsWriter.drain(10_000)).remaining).toBe(0);
  return target.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.anonymousId, anonymousId))
    .orderBy(asc(analyticsEvents.id));
}

/** Waits for a condition the code under test reaches on its own time (retries, timers). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
