import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateApiTokenDocument } from '../../../graphql/generated/operations/CreateApiToken';
import { RevokeApiTokenDocument } from '../../../graphql/generated/operations/RevokeApiToken';
import { createAuthOptions } from '../../../server/auth/options';
import { accountKey } from '../../../server/auth/sign-in-limits';
import { LiveSessions } from '../../../server/services/sessions/live';
import type { DatabaseHandle } from '../../../server/db/client';
import { apiTokens, rateLimits, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { loadEnv } from '../../../server/env';
import { log as serverLog } from '../../../server/observability/logger';
import { createRateLimiter, type RateLimitStore } from '../../../server/rate-limit';
import { changedRows, createAttackLog, rowCounts, totalChanged } from '../support/attack-log';
import { CookieJar, signIn } from '../support/auth';
import { errorCode, graphql, graphqlOperation } from '../support/clients';
import { openTestDatabase } from '../support/database';
import { startTestServer, TEST_SECRET, type TestServer } from '../support/server';

/*
 * Sign-in limits (issue 12 items 2 and 9a) and the GraphQL limit of bearer tokens (item 10).
 * Every spelling of the credentials callback next-auth acts on, with every body it reads, is
 * limited; failures count per account and a success clears them; every attempt counts per
 * address; only a valid API token has a GraphQL bucket of its own. On PostgreSQL
 * (TEST_DATABASE_URL) the sign-in counters live in its rate_limits table, as in production.
 */

const log = createAttackLog('sign-in-limits');
let database: DatabaseHandle;
let server: TestServer | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  log.flush();
  await server?.close();
  server = undefined;
});
afterAll(() => database.close());

const SHARED = Boolean(process.env.TEST_DATABASE_URL);
const sharedStore: Record<string, string> = SHARED ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {};

/** The failures counted for `email` in the shared store (none there when the counters live in memory). */
async function sharedFailures(email: string): Promise<number[]> {
  const key = `lotwise:signin-account:${accountKey(email)}`;
  return (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key))).map((row) => row.points);
}

/** A server of this test's own, with counters of its own (the shared table is emptied). */
async function start(env: Record<string, string>): Promise<TestServer> {
  await database.db.execute(sql`delete from rate_limits`);
  server = await startTestServer({ database, env: { ...sharedStore, ...env } });
  return server;
}

type Variant = { name: string; path: string; body: 'form' | 'json'; json: boolean };
const CANONICAL: Variant = {
  name: 'form, json=true',
  path: '/api/auth/callback/credentials',
  body: 'form',
  json: true,
};
const VARIANTS: Variant[] = [
  CANONICAL,
  { name: 'form without json', path: '/api/auth/callback/credentials', body: 'form', json: false },
  { name: 'JSON body, json "true"', path: '/api/auth/callback/credentials', body: 'json', json: true },
  { name: 'JSON body without json', path: '/api/auth/callback/credentials', body: 'json', json: false },
  { name: 'double slash', path: '/api/auth/callback//credentials', body: 'form', json: true },
  { name: 'double slash before callback', path: '/api/auth//callback/credentials', body: 'json', json: true },
  { name: '%63redentials', path: '/api/auth/callback/%63redentials', body: 'form', json: true },
  { name: '%63allback', path: '/api/auth/%63allback/credentials', body: 'json', json: false },
  { name: 'upper-case mount', path: '/API/AUTH/callback/credentials', body: 'form', json: true },
  { name: 'trailing slash', path: '/api/auth/callback/credentials/', body: 'form', json: true },
  {
    name: 'query string',
    path: '/api/auth/callback/credentials?json=true&email=nobody%40demo.test',
    body: 'form',
    json: true,
  },
  { name: 'extra segment', path: '/api/auth/callback/credentials/extra', body: 'json', json: true },
];

type Csrf = { csrfToken: string; cookie: string };
type SignInAnswer = { status: number; error: string | null; retryAfter: number | null; session: boolean };

async function csrfOf(baseUrl: string): Promise<Csrf> {
  const jar = new CookieJar();
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  jar.store(response);
  return { csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken, cookie: jar.header() };
}

function send(csrf: Csrf, email: string, password: string, variant: Variant): Promise<Response> {
  const baseUrl = server!.baseUrl;
  const fields = {
    csrfToken: csrf.csrfToken,
    email,
    password,
    callbackUrl: `${baseUrl}/dashboard`,
    ...(variant.json && { json: 'true' }),
  };
  return fetch(`${baseUrl}${variant.path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': variant.body === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      cookie: csrf.cookie,
    },
    body: variant.body === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields),
  });
}

const setsSession = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => /session-token=[^;]/.test(cookie));

async function postSignIn(csrf: Csrf, email: string, password: string, variant = CANONICAL): Promise<SignInAnswer> {
  const baseUrl = server!.baseUrl;
  const response = await send(csrf, email, password, variant);
  // next-auth answers `{ url }` to json=true and redirects otherwise; the limit always answers `{ url }`.
  const url = response.headers.get('location') ?? ((await response.json()) as { url: string }).url;
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    error: new URL(url, baseUrl).searchParams.get('error'),
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    session: setsSession(response),
  };
}

const outcome = (answer: SignInAnswer) => [answer.status, answer.error ?? 'OK', answer.session ? 'session' : 'none'];
const signedIn = (variant: Variant) => [variant.json ? 200 : 302, 'OK', 'session'];
const wrong = (variant: Variant) => [variant.json ? 401 : 302, 'CredentialsSignin', 'none'];
const LOCKED = [429, 'TooManyAttempts', 'none'];

/** One sign-in, recorded in the attack log with what it stored. */
async function attempt(what: string, csrf: Csrf, email: string, password: string, variant = CANONICAL) {
  const before = await rowCounts(database.db);
  const answer = await postSignIn(csrf, email, password, variant);
  const stored = totalChanged(changedRows(before, await rowCounts(database.db)));
  log.record(`${what} (${variant.name})`, { status: answer.status, code: answer.error ?? 'OK', stored });
  expect(stored).toBe(0);
  return answer;
}

const userRow = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('every spelling next-auth acts on is limited', () => {
  it.each(VARIANTS)(
    '$name: after the limit a wrong and then the right password get 429 TooManyAttempts',
    async (variant) => {
      await start({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: '3', SIGNIN_RATE_WINDOW_S: '600' });
      const csrf = await csrfOf(server!.baseUrl);
      const before = await userRow('viewer@demo.test');

      // The spelling is a real sign-in: the right password opens a session through it.
      expect(outcome(await attempt('right password', csrf, 'viewer@demo.test', DEMO_PASSWORD, variant))).toEqual(
        signedIn(variant),
      );
      for (let i = 1; i <= 3; i += 1) {
        expect(
          outcome(await attempt(`wrong password ${i} of 3`, csrf, 'viewer@demo.test', `wrong-${i}`, variant)),
        ).toEqual(wrong(variant));
      }
      expect(await sharedFailures('viewer@demo.test')).toEqual(SHARED ? [3] : []);
      const wrongAfter = await attempt('wrong password over the limit', csrf, 'viewer@demo.test', 'wrong-4', variant);
      expect(outcome(wrongAfter)).toEqual(LOCKED);
      expect(wrongAfter.retryAfter).toBeGreaterThan(0);
      expect(wrongAfter.retryAfter).toBeLessThanOrEqual(600);
      expect(
        outcome(await attempt('right password while locked', csrf, 'viewer@demo.test', DEMO_PASSWORD, variant)),
      ).toEqual(LOCKED);
      expect(outcome(await attempt('right password while locked', csrf, ' Viewer@Demo.TEST ', DEMO_PASSWORD))).toEqual(
        LOCKED,
      );
      expect(await userRow('viewer@demo.test')).toEqual(before);
    },
  );

  it('spellings next-auth does not act on sign nobody in and count nothing', async () => {
    await start({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: '1', SIGNIN_RATE_LIMIT_PER_IP: '1' });
    const csrf = await csrfOf(server!.baseUrl);
    const spellings = [
      '/api/auth/CALLBACK/credentials',
      '/api/auth/callback/Credentials',
      '/api/auth/callback%2Fcredentials',
      '/api/auth/callback/%E0',
    ];
    for (const path of spellings) {
      const answer = await send(csrf, 'owner@demo.test', DEMO_PASSWORD, { name: path, path, body: 'form', json: true });
      log.record(`right password at ${path}`, { status: answer.status, stored: 0 });
      expect([answer.status, setsSession(answer)]).toEqual([400, false]);
    }
    const get = await fetch(
      `${server!.baseUrl}/api/auth/callback/credentials?email=owner%40demo.test&password=${DEMO_PASSWORD}`,
      { redirect: 'manual' },
    );
    log.record('right password in a GET query', { status: get.status, stored: 0 });
    expect([get.status, setsSession(get)]).toEqual([500, false]);
    // None of them used the one attempt this address and account have.
    expect(outcome(await attempt('right password', csrf, 'owner@demo.test', DEMO_PASSWORD))).toEqual(
      signedIn(CANONICAL),
    );
  });
});

describe('failures count per account, every attempt per address', () => {
  it('twelve correct sign-ins in a row all succeed under a limit of 3', async () => {
    await start({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    const csrf = await csrfOf(server!.baseUrl);
    const answers: unknown[] = [];
    for (let i = 0; i < 12; i += 1) answers.push(outcome(await postSignIn(csrf, 'owner@demo.test', DEMO_PASSWORD)));
    log.record('12 correct sign-ins as the owner, limit 3', { status: `${answers.length} × 200`, stored: 0 });
    expect(answers).toEqual(Array.from({ length: 12 }, () => signedIn(CANONICAL)));
  });

  it('a success clears the failures counted before it', async () => {
    await start({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    const csrf = await csrfOf(server!.baseUrl);
    for (let round = 1; round <= 2; round += 1) {
      expect(outcome(await attempt(`round ${round}: wrong password 1`, csrf, 'editor@demo.test', 'wrong'))).toEqual(
        wrong(CANONICAL),
      );
      expect(outcome(await attempt(`round ${round}: wrong password 2`, csrf, 'editor@demo.test', 'wrong'))).toEqual(
        wrong(CANONICAL),
      );
      expect(outcome(await attempt(`round ${round}: right password`, csrf, 'editor@demo.test', DEMO_PASSWORD))).toEqual(
        signedIn(CANONICAL),
      );
    }
    // After the last success the account has its whole allowance of 3 failures again.
    for (let i = 1; i <= 3; i += 1) {
      expect(outcome(await attempt(`wrong password ${i} of 3`, csrf, 'editor@demo.test', 'wrong'))).toEqual(
        wrong(CANONICAL),
      );
    }
    expect(outcome(await attempt('right password over the limit', csrf, 'editor@demo.test', DEMO_PASSWORD))).toEqual(
      LOCKED,
    );
  });

  it('concurrent wrong guesses cannot overtake the limit', async () => {
    await start({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    const csrf = await csrfOf(server!.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postSignIn(csrf, 'user@demo.test', `wrong-${i}`)),
    );
    const tally = answers.map((answer) => outcome(answer).join(' ')).sort();
    log.record('12 concurrent wrong passwords for user@demo.test, limit 3', {
      status: [...new Set(tally)].join(', '),
      stored: 0,
    });
    expect(tally).toEqual(
      [...Array(3).fill('401 CredentialsSignin none'), ...Array(9).fill('429 TooManyAttempts none')].sort(),
    );
    expect(outcome(await attempt('right password after the race', csrf, 'user@demo.test', DEMO_PASSWORD))).toEqual(
      LOCKED,
    );
  });

  it('the lock ends with the window', async () => {
    await start({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: '2', SIGNIN_RATE_WINDOW_S: '2' });
    const csrf = await csrfOf(server!.baseUrl);
    await postSignIn(csrf, 'agent@demo.test', 'wrong');
    await postSignIn(csrf, 'agent@demo.test', 'wrong');
    const locked = await attempt('right password while locked', csrf, 'agent@demo.test', DEMO_PASSWORD);
    expect(outcome(locked)).toEqual(LOCKED);
    await new Promise((resolve) => setTimeout(resolve, locked.retryAfter! * 1000 + 250));
    expect(outcome(await attempt('right password after the window', csrf, 'agent@demo.test', DEMO_PASSWORD))).toEqual(
      signedIn(CANONICAL),
    );
  });

  it('many accounts from one address: every attempt, right or wrong, counts toward the address limit', async () => {
    await start({ SIGNIN_RATE_LIMIT_PER_IP: '4', SIGNIN_RATE_LIMIT_PER_ACCOUNT: '100' });
    const csrf = await csrfOf(server!.baseUrl);
    expect(outcome(await attempt('owner, right password', csrf, 'owner@demo.test', DEMO_PASSWORD))).toEqual(
      signedIn(CANONICAL),
    );
    expect(outcome(await attempt('owner, right password', csrf, 'owner@demo.test', DEMO_PASSWORD))).toEqual(
      signedIn(CANONICAL),
    );
    expect(outcome(await attempt('editor, wrong password', csrf, 'editor@demo.test', 'wrong'))).toEqual(
      wrong(CANONICAL),
    );
    expect(outcome(await attempt('unknown account', csrf, 'nobody@demo.test', 'wrong'))).toEqual(wrong(CANONICAL));
    expect(
      outcome(await attempt('viewer, right password over the address limit', csrf, 'viewer@demo.test', DEMO_PASSWORD)),
    ).toEqual(LOCKED);
    const json = VARIANTS.find((variant) => variant.body === 'json')!;
    expect(
      outcome(await attempt('user, wrong password over the address limit', csrf, 'user@demo.test', 'wrong', json)),
    ).toEqual(LOCKED);
    expect(outcome(await attempt('no email at all over the address limit', csrf, '', 'wrong'))).toEqual(LOCKED);
  });

  it('authorize checks no password of an attempt the limits did not count', async () => {
    const env = loadEnv({ NEXTAUTH_SECRET: TEST_SECRET, SEED_DEMO: 'false' });
    const [credentials] = createAuthOptions(env, database.db, new LiveSessions(database.db))({ userAgent: undefined })
      .providers as unknown as [{ options: { authorize(credentials: object, req: object): Promise<unknown> } }];
    const body = { email: 'owner@demo.test', password: DEMO_PASSWORD };
    await expect(credentials.options.authorize(body, { body, method: 'POST' })).rejects.toThrow('SignInUnavailable');
  });
});

describe('the GraphQL limit of bearer tokens', () => {
  const LIMIT = 5;
  const ORGANIZATION = '{ organization { id } }';
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const madeUp = () => `lw_${randomBytes(32).toString('base64url')}`;
  const answerOf = (response: { status: number; errors?: { extensions?: { code?: string } }[] }) =>
    `${response.status} ${errorCode(response) ?? 'OK'}`;

  async function newToken(name: string): Promise<{ id: string; secret: string }> {
    const { jar } = await signIn(server!.baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    const created = await graphqlOperation(
      server!.baseUrl,
      CreateApiTokenDocument,
      { input: { name, scopes: ['read'] } },
      { cookie: jar.header() },
    );
    return { id: created.data!.createApiToken.apiToken.id, secret: created.data!.createApiToken.secret };
  }

  it('50 made-up tokens from one address share its anonymous bucket; a valid token keeps its own', async () => {
    await start({ GRAPHQL_RATE_LIMIT: String(LIMIT), GRAPHQL_RATE_WINDOW_S: '60' });
    const valid = await newToken('Reporting');
    const before = await rowCounts(database.db);
    const answers: string[] = [];
    for (let i = 0; i < 50; i += 1)
      answers.push(answerOf(await graphql(server!.baseUrl, ORGANIZATION, {}, bearer(madeUp()))));
    log.record('50 made-up bearer tokens from one address, limit 5', {
      status: [...new Set(answers)].join(', '),
      stored: 0,
    });
    expect(answers).toEqual([
      ...Array(LIMIT).fill('401 UNAUTHENTICATED'),
      ...Array(50 - LIMIT).fill('429 TOO_MANY_REQUESTS'),
    ]);

    const anonymous = await graphql(server!.baseUrl, ORGANIZATION);
    log.record('anonymous request from that address', {
      status: anonymous.status,
      code: errorCode(anonymous),
      stored: 0,
    });
    expect(answerOf(anonymous)).toBe('429 TOO_MANY_REQUESTS');

    const ownBucket: string[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      ownBucket.push(answerOf(await graphql(server!.baseUrl, ORGANIZATION, {}, bearer(valid.secret))));
    log.record(`${LIMIT + 1} requests with a valid token from that address`, {
      status: [...new Set(ownBucket)].join(', '),
      stored: 0,
    });
    expect(ownBucket).toEqual([...Array(LIMIT).fill('200 OK'), '429 TOO_MANY_REQUESTS']);
    expect(totalChanged(changedRows(before, await rowCounts(database.db)))).toBe(0);
  });

  it('revoked and expired tokens count against the address too', async () => {
    await start({ GRAPHQL_RATE_LIMIT: String(LIMIT), GRAPHQL_RATE_WINDOW_S: '60' });
    const revoked = await newToken('Old sync');
    const expired = await newToken('Trial');
    const { jar } = await signIn(server!.baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    const revocation = await graphqlOperation(
      server!.baseUrl,
      RevokeApiTokenDocument,
      { id: revoked.id },
      { cookie: jar.header() },
    );
    expect(revocation.data?.revokeApiToken.id).toBe(revoked.id);
    await database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(apiTokens.id, expired.id));
    const tokenRows = await database.db.select().from(apiTokens).orderBy(apiTokens.id);

    const answers: string[] = [];
    for (const secret of [revoked.secret, expired.secret, revoked.secret, expired.secret, madeUp()]) {
      answers.push(answerOf(await graphql(server!.baseUrl, ORGANIZATION, {}, bearer(secret))));
    }
    const anonymous = await graphql(server!.baseUrl, ORGANIZATION);
    log.record('revoked, expired and made-up tokens, then anonymous, limit 5', {
      status: [...answers, answerOf(anonymous)].join(', '),
      stored: 0,
    });
    expect(answers).toEqual(Array(LIMIT).fill('401 UNAUTHENTICATED'));
    expect(answerOf(anonymous)).toBe('429 TOO_MANY_REQUESTS');
    expect(await database.db.select().from(apiTokens).orderBy(apiTokens.id)).toEqual(tokenRows);
  });
});

describe('a failing store', () => {
  it('lets sign-ins through and says so once per failure streak', async () => {
    const broken = () => Promise.reject(new Error('connection refused'));
    const store = (() => ({ consume: broken, reward: broken, delete: broken })) as unknown as RateLimitStore;
    const limiter = createRateLimiter({ name: 'signin-account', points: 1, windowSeconds: 60, store });
    const errors: unknown[][] = [];
    const child = vi
      .spyOn(serverLog, 'child')
      .mockReturnValue({ error: (...args: unknown[]) => errors.push(args) } as unknown as ReturnType<
        typeof serverLog.child
      >);
    try {
      const decisions = [await limiter.consume('a'), await limiter.consume('a')];
      await limiter.refund('a');
      await limiter.reset('a');
      expect(decisions).toEqual([{ allowed: true }, { allowed: true }]);
      expect(errors.map(([, message]) => message)).toEqual(['signin-account: the store failed, not limiting']);
    } finally {
      child.mockRestore();
    }
  });
});
