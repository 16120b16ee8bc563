import { describe, expect, it } from 'vitest';
import { createReadiness } from '../../../server/http/readiness';

// What GET /api/ready answers (server/http/readiness.ts), from the three things it depends on.

const never = new Promise<void>(() => undefined);
const databaseUp = () => Promise.resolve();
const databaseDown = () => Promise.reject(new Error('connect ECONNREFUSED'));

describe('readiness', () => {
  it.each([
    { state: 'serving', started: true, draining: false, ping: databaseUp, expected: { ready: true } },
    {
      state: 'starting',
      started: false,
      draining: false,
      ping: databaseUp,
      expected: { ready: false, status: 'starting' },
    },
    {
      state: 'draining',
      started: true,
      draining: true,
      ping: databaseUp,
      expected: { ready: false, status: 'draining' },
    },
    {
      state: 'database down',
      started: true,
      draining: false,
      ping: databaseDown,
      expected: { ready: false, status: 'unavailable' },
    },
    {
      state: 'draining without a database',
      started: true,
      draining: true,
      ping: databaseDown,
      expected: { ready: false, status: 'draining' },
    },
    {
      state: 'draining while starting',
      started: false,
      draining: true,
      ping: databaseUp,
      expected: { ready: false, status: 'draining' },
    },
  ])('$state → $expected.status', async ({ started, draining, ping, expected }) => {
    const readiness = createReadiness({ ping, started: started ? Promise.resolve() : never });
    await Promise.resolve();
    if (draining) readiness.drain();
    const answer = await readiness.answer();
    expect(answer).toMatchObject(expected);
    if (!answer.ready) expect(answer.reason).toMatch(/\w/);
  });

  it('becomes ready when start-up finishes, not before', async () => {
    let finish = () => {};
    const readiness = createReadiness({
      ping: databaseUp,
      started: new Promise<void>((resolve) => (finish = resolve)),
    });
    expect(await readiness.answer()).toMatchObject({ ready: false, status: 'starting' });
    finish();
    await Promise.resolve();
    expect(await readiness.answer()).toEqual({ ready: true });
  });

  it('answers draining when SIGTERM arrives while the database is being asked', async () => {
    let answerPing = () => {};
    const readiness = createReadiness({
      ping: () => new Promise<void>((resolve) => (answerPing = resolve)),
      started: Promise.resolve(),
    });
    await Promise.resolve();
    const pending = readiness.answer();
    readiness.drain();
    answerPing();
    expect(await pending).toMatchObject({ ready: false, status: 'draining' });
    expect(readiness.draining).toBe(true);
  });
});
