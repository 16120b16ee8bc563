import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { changedRows, rowCounts, totalChanged } from '../support/attack-log';
import type { TestServer } from '../support/server';
import {
  csrfOf,
  database,
  log,
  pool,
  postSignIn,
  type SignInAnswer,
  startExtraServer,
  stopExtraServer,
  tally,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('sign-in floods', () => {
  const PER_ACCOUNT = 10;
  const PER_IP = 100;
  let server: TestServer;
  beforeAll(async () => {
    server = await startExtraServer({
      SIGNIN_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
      SIGNIN_RATE_LIMIT_PER_IP: String(PER_IP),
    });
  });
  afterAll(() => stopExtraServer(server));

  it(
    '1,000 bad sign-ins from one client: locked per account after 10, per address after 100, with 429 and Retry-After',
    { timeout: 120_000 },
    async () => {
      const before = await rowCounts(database.db);
      const csrf = await csrfOf(server.baseUrl);
      const outcome = (answer: SignInAnswer) => `${answer.status} ${answer.error ?? 'OK'}`;
      const expectLimited = (answer: SignInAnswer) => {
        expect(answer.status).toBe(429);
        expect(answer.error).toBe('TooManyAttempts');
        expect(new URL(answer.url).origin).toBe(server.baseUrl);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.session).toBe(false);
      };
      let attempts = 0;

      // One account, 30 wrong passwords (20 at a time).
      const oneAccount: SignInAnswer[] = [];
      await pool(
        Array.from({ length: 30 }, (_, i) => i),
        20,
        async (i) => {
          oneAccount.push(await postSignIn(server.baseUrl, csrf, 'viewer@demo.test', `wrong-${i}`));
        },
      );
      attempts += oneAccount.length;
      log.record('30 wrong passwords for viewer@demo.test (20 concurrent)', {
        status: tally(oneAccount.map(outcome)),
        stored: 0,
      });
      expect(oneAccount.filter((answer) => answer.status === 401 && answer.error === 'CredentialsSignin')).toHaveLength(
        PER_ACCOUNT,
      );
      for (const answer of oneAccount.filter((candidate) => candidate.status !== 401)) expectLimited(answer);

      // The right password does not open a locked account, however the address is spelled.
      for (const email of ['viewer@demo.test', '  VIEWER@Demo.Test ']) {
        const correct = await postSignIn(server.baseUrl, csrf, email, DEMO_PASSWORD);
        attempts += 1;
        log.record(`correct password for the locked account ('${email}')`, {
          status: correct.status,
          code: correct.error ?? 'OK',
          stored: 0,
          note: `Retry-After: ${correct.retryAfter}`,
        });
        expectLimited(correct);
      }

      // Many accounts from the same address: the address limit takes over.
      const addressBudget = PER_IP - attempts;
      const manyAccounts: SignInAnswer[] = [];
      const emails = Array.from({ length: 1_000 - attempts - 1 }, (_, i) =>
        i % 7 === 0 ? `editor@demo.test` : `nobody-${i}@demo.test`,
      );
      await pool(emails, 20, async (email) => {
        manyAccounts.push(await postSignIn(server.baseUrl, csrf, email, `guess-${email}`));
      });
      attempts += manyAccounts.length;
      log.record(
        `${manyAccounts.length} wrong passwords over ${new Set(emails).size} accounts from one address (20 concurrent)`,
        {
          status: tally(manyAccounts.map(outcome)),
          stored: 0,
        },
      );
      const answered = manyAccounts.filter((answer) => answer.status !== 429);
      expect(answered.length).toBeLessThanOrEqual(addressBudget);
      expect(answered.length).toBeGreaterThanOrEqual(addressBudget - PER_ACCOUNT);
      for (const answer of answered) expect([answer.status, answer.error]).toEqual([401, 'CredentialsSignin']);
      for (const answer of manyAccounts.filter((candidate) => candidate.status === 429)) expectLimited(answer);

      const owner = await postSignIn(server.baseUrl, csrf, 'owner@demo.test', DEMO_PASSWORD);
      attempts += 1;
      log.record('correct password for an unlocked account, from the limited address', {
        status: owner.status,
        code: owner.error ?? 'OK',
        stored: 0,
        note: `Retry-After: ${owner.retryAfter}`,
      });
      expectLimited(owner);
      expect(attempts).toBe(1_000);
      expect(totalChanged(changedRows(before, await rowCounts(database.db)))).toBe(0);
    },
  );
});
