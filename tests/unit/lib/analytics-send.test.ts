import { describe, expect, it } from 'vitest';
import { retryDelayMs, SEND_RETRY, sendWithRetry, type SendDeps } from '../../../src/lib/analytics/send';

// The browser's analytics sender (src/lib/analytics/send.ts): what it sends again, and how long it waits.

type Answer = number | 'no answer' | { status: number; retryAfter: string };

function sender(answers: Answer[]) {
  const bodies: string[] = [];
  const waits: number[] = [];
  const deps: SendDeps = {
    async fetch(body) {
      bodies.push(body);
      const answer = answers.shift() ?? 202;
      if (answer === 'no answer') throw new TypeError('Failed to fetch');
      const { status, retryAfter } = typeof answer === 'number' ? { status: answer, retryAfter: null } : answer;
      return { status, headers: { get: (name: string) => (name === 'retry-after' ? retryAfter : null) } };
    },
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
  };
  return { deps, bodies, waits };
}

const BODY = JSON.stringify({ event_id: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c', event: 'page' });

describe('sendWithRetry', () => {
  it('sends once when the first answer is 202', async () => {
    const { deps, bodies, waits } = sender([202]);
    expect(await sendWithRetry(BODY, deps)).toBe('acknowledged');
    expect(bodies).toEqual([BODY]);
    expect(waits).toEqual([]);
  });

  it.each([
    { name: 'a lost answer', first: 'no answer' as const },
    { name: '503', first: 503 },
    { name: '500', first: 500 },
    { name: '502 from a proxy', first: 502 },
    { name: '429', first: 429 },
  ])('sends the same body, ids included, again after $name', async ({ first }) => {
    const { deps, bodies } = sender([first, 202]);
    expect(await sendWithRetry(BODY, deps)).toBe('acknowledged');
    expect(bodies).toEqual([BODY, BODY]);
  });

  it('does not send again a body the server refuses (400, 413)', async () => {
    for (const status of [400, 413]) {
      const { deps, bodies } = sender([status]);
      expect(await sendWithRetry(BODY, deps)).toBe('refused');
      expect(bodies).toHaveLength(1);
    }
  });

  it('backs off, doubling, and gives up after its attempts', async () => {
    const { deps, bodies, waits } = sender(Array.from({ length: 10 }, () => 503));
    expect(await sendWithRetry(BODY, deps)).toBe('gave-up');
    expect(bodies).toHaveLength(SEND_RETRY.attempts);
    expect(waits).toEqual([750, 1_500, 3_000, 6_000, 12_000]);
  });

  it("waits at least the server's Retry-After, never more than a minute", async () => {
    const { deps, waits } = sender([{ status: 503, retryAfter: '5' }, 202]);
    await sendWithRetry(BODY, deps);
    expect(waits).toEqual([5_000]);
    expect(retryDelayMs(0, '3600', () => 0)).toBe(SEND_RETRY.maxDelayMs);
    expect(retryDelayMs(0, 'soon', () => 0)).toBe(500);
  });
});
