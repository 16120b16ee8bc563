import { TRPCClientError } from '@trpc/client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreateApiTokenDocument } from '../../../graphql/generated/operations/CreateApiToken';
import { DeactivateUserDocument } from '../../../graphql/generated/operations/DeactivateUser';
import { RevokeUserSessionsDocument } from '../../../graphql/generated/operations/RevokeUserSessions';
import { SignOutEverywhereDocument } from '../../../graphql/generated/operations/SignOutEverywhere';
import { analyticsEvents, auditLog, sessions, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { createAttackLog } from '../support/attack-log';
import { type CookieJar, SESSION_COOKIE, cookieHeaders, signIn } from '../support/auth';
import { errorCode, graphql, graphqlOperation, trpcClient } from '../support/clients';
import { RIVAL_OWNER_EMAIL, createRivalOrganization } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

// Issue 12 items 7 and 11d: sessions end on the server (sign-out, sign out everywhere, an OWNER
// or administrator revoking them, deactivation), on every path that reads a session.

let server: TestServer;
const attacks = createAttackLog('sessions');
afterEach(() => attacks.flush());

beforeAll(async () => {
  server = await startTestServer();
  await createRivalOrganization(server.database.db);
});
afterAll(() => server.close());

const fresh = async (email: string) => {
  const result = await signIn(server.baseUrl, email, DEMO_PASSWORD);
  expect(result.signedIn).toBe(true);
  return result.jar;
};
/** A copy of the cookies as they are now: what an attacker who copied them would send. */
const copyOf = (jar: CookieJar) => ({ cookie: jar.header() });

async function userId(email: string) {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
const sessionRows = async (email: string) =>
  server.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, await userId(email)))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));

/** Who each path that reads a session sees for these cookies. */
async function seenBy(headers: Record<string, string>) {
  const me = await graphql<{ me: { email: string } | null }>(server.baseUrl, '{ me { email } }', {}, headers);
  const organization = await graphql(server.baseUrl, '{ organization { name } }', {}, headers);
  const getMe = await fetch(`${server.baseUrl}/api/trpc/users.getMe`, { headers });
  const authSession = await fetch(`${server.baseUrl}/api/auth/session`, { headers });
  const anonymousId = `sessions-${Math.random()}`;
  const analytics = await fetch(`${server.baseUrl}/api/analytics`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      anonymous_id: anonymousId,
      session_id: 's',
      event: 'page',
      url: 'http://localhost/dashboard',
    }),
  });
  expect(analytics.status).toBe(202);
  expect((await server.app.analyticsWriter.drain(10_000)).remaining).toBe(0);
  const [event] = await server.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.anonymousId, anonymousId));
  return {
    graphqlMe: me.data?.me?.email ?? null,
    graphqlOrganization: errorCode(organization) ?? 'ok',
    trpcStatus: getMe.status,
    authSession: (await authSession.json()) as Record<string, unknown>,
    authSessionClearsCookie: authSession.headers
      .getSetCookie()
      .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`)),
    analyticsUserId: event!.userId,
  };
}

const signedOut = {
  graphqlMe: null,
  graphqlOrganization: 'UNAUTHENTICATED',
  trpcStatus: 401,
  authSession: {},
  authSessionClearsCookie: true,
  analyticsUserId: null,
};

async function nextAuthSignOut(jar: CookieJar) {
  const { csrfToken } = (await (
    await fetch(`${server.baseUrl}/api/auth/csrf`, { headers: cookieHeaders(jar) })
  ).json()) as { csrfToken: string };
  const response = await fetch(`${server.baseUrl}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${server.baseUrl}/`, json: 'true' }),
  });
  expect(response.status).toBe(200);
  jar.store(response);
}

describe('signing out ends the session on the server', () => {
  it('a cookie copied before sign-out is refused afterwards by GraphQL, tRPC, analytics and /api/auth/session', async () => {
    const jar = await fresh('viewer@demo.test');
    const copied = copyOf(jar);
    const before = await seenBy(copied);
    expect(before).toMatchObject({
      graphqlMe: 'viewer@demo.test',
      graphqlOrganization: 'ok',
      trpcStatus: 200,
      authSession: { user: expect.objectContaining({ email: 'viewer@demo.test' }) },
      authSessionClearsCookie: false,
      analyticsUserId: await userId('viewer@demo.test'),
    });

    await nextAuthSignOut(jar);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    const after = await seenBy(copied);
    attacks.record('replay a cookie copied before sign-out', {
      status: after.trpcStatus,
      code: after.graphqlOrganization,
      stored: 0,
    });
    expect(after).toEqual(signedOut);
    const [row] = (await sessionRows('viewer@demo.test')).slice(-1);
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('records the session with its user agent, and other sessions of the user keep working', async () => {
    const kept = await fresh('viewer@demo.test');
    const ended = await fresh('viewer@demo.test');
    await nextAuthSignOut(ended);
    expect((await seenBy(copyOf(kept))).graphqlMe).toBe('viewer@demo.test');
    const rows = await sessionRows('viewer@demo.test');
    expect(rows.slice(-2).map((row) => row.revokedAt === null)).toEqual([true, false]);
    expect(rows.at(-1)!.userAgent).toBe('node');
    expect(rows.at(-1)!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the viewer, this one included, and records it', async () => {
    const first = await fresh('user@demo.test');
    const second = await fresh('user@demo.test');
    const answer = await graphqlOperation(server.baseUrl, SignOutEverywhereDocument, {}, cookieHeaders(first));
    expect(answer).toMatchObject({ status: 200, data: { signOutEverywhere: { id: await userId('user@demo.test') } } });
    expect(await seenBy(copyOf(first))).toEqual(signedOut);
    expect(await seenBy(copyOf(second))).toEqual(signedOut);
    expect((await sessionRows('user@demo.test')).every((row) => row.revokedAt !== null)).toBe(true);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.sessions_revoked'), eq(auditLog.targetId, await userId('user@demo.test'))));
    expect(entry).toMatchObject({ actorUserId: await userId('user@demo.test'), after: { sessionsEnded: 2 } });
    // Signing in again works: only the sessions ended, not the account.
    expect((await seenBy(copyOf(await fresh('user@demo.test')))).graphqlMe).toBe('user@demo.test');
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const answer = await graphqlOperation(server.baseUrl, SignOutEverywhereDocument, {});
    expect({ status: answer.status, code: errorCode(answer) }).toEqual({ status: 200, code: 'UNAUTHENTICATED' });
  });
});

describe('revoking another user’s sessions', () => {
  it('an OWNER ends every session of a member of their organization', async () => {
    const owner = await fresh('owner@demo.test');
    const editor = await fresh('editor@demo.test');
    const answer = await graphqlOperation(
      server.baseUrl,
      RevokeUserSessionsDocument,
      { userId: await userId('editor@demo.test') },
      cookieHeaders(owner),
    );
    expect(answer.data).toEqual({ revokeUserSessions: { id: await userId('editor@demo.test') } });
    expect(await seenBy(copyOf(editor))).toEqual(signedOut);
    expect((await seenBy(copyOf(owner))).graphqlMe).toBe('owner@demo.test');
  });

  it('an administrator ends the sessions of a user of any organization', async () => {
    const admin = await fresh('admin@demo.test');
    const rival = await fresh(RIVAL_OWNER_EMAIL);
    const answer = await graphqlOperation(
      server.baseUrl,
      RevokeUserSessionsDocument,
      { userId: await userId(RIVAL_OWNER_EMAIL) },
      cookieHeaders(admin),
    );
    expect(answer.data).toEqual({ revokeUserSessions: { id: await userId(RIVAL_OWNER_EMAIL) } });
    expect(await seenBy(copyOf(rival))).toEqual(signedOut);
  });

  const refusals: [string, () => Promise<Record<string, string>>, string, string][] = [
    [
      'an EDITOR (no OWNER role)',
      async () => cookieHeaders(await fresh('editor@demo.test')),
      'viewer@demo.test',
      'FORBIDDEN',
    ],
    ['a VIEWER', async () => cookieHeaders(await fresh('viewer@demo.test')), 'editor@demo.test', 'FORBIDDEN'],
    ['a USER', async () => cookieHeaders(await fresh('user@demo.test')), 'viewer@demo.test', 'FORBIDDEN'],
    ['an agent', async () => cookieHeaders(await fresh('agent@demo.test')), 'viewer@demo.test', 'FORBIDDEN'],
    [
      'an OWNER, on another organization’s user',
      async () => cookieHeaders(await fresh('owner@demo.test')),
      RIVAL_OWNER_EMAIL,
      'NOT_FOUND',
    ],
    ['nobody signed in', async () => ({}), 'viewer@demo.test', 'UNAUTHENTICATED'],
  ];

  it.each(refusals)('is refused for %s, and no session ends', async (name, headersOf, targetEmail, code) => {
    const target = await fresh(targetEmail);
    const before = await sessionRows(targetEmail);
    const answer = await graphqlOperation(
      server.baseUrl,
      RevokeUserSessionsDocument,
      { userId: await userId(targetEmail) },
      await headersOf(),
    );
    attacks.record(`revokeUserSessions as ${name}`, { status: answer.status, code: errorCode(answer), stored: 0 });
    expect({ code: errorCode(answer), data: answer.data }).toEqual({ code, data: null });
    expect(await sessionRows(targetEmail)).toEqual(before);
    expect((await seenBy(copyOf(target))).graphqlMe).toBe(targetEmail);
  });

  it.each([['read'], ['write']])('is refused for an API token with the %s scope, on both operations', async (scope) => {
    const owner = await fresh('owner@demo.test');
    const created = await graphqlOperation(
      server.baseUrl,
      CreateApiTokenDocument,
      { input: { name: `sessions ${scope}`, scopes: [scope as 'read'] } },
      cookieHeaders(owner),
    );
    const bearer = { authorization: `Bearer ${created.data!.createApiToken.secret}` };
    const before = await sessionRows('owner@demo.test');
    const revoke = await graphqlOperation(
      server.baseUrl,
      RevokeUserSessionsDocument,
      { userId: await userId('viewer@demo.test') },
      bearer,
    );
    const everywhere = await graphqlOperation(server.baseUrl, SignOutEverywhereDocument, {}, bearer);
    attacks.record(`revokeUserSessions with a ${scope} token`, {
      status: revoke.status,
      code: errorCode(revoke),
      stored: 0,
    });
    attacks.record(`signOutEverywhere with a ${scope} token`, {
      status: everywhere.status,
      code: errorCode(everywhere),
      stored: 0,
    });
    expect([errorCode(revoke), errorCode(everywhere)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(await sessionRows('owner@demo.test')).toEqual(before);
    expect((await seenBy(copyOf(owner))).graphqlMe).toBe('owner@demo.test');
  });

  it('is NOT_FOUND for an id that is not a user id', async () => {
    const owner = await fresh('owner@demo.test');
    const answer = await graphqlOperation(
      server.baseUrl,
      RevokeUserSessionsDocument,
      { userId: 'not-a-uuid' },
      cookieHeaders(owner),
    );
    expect(errorCode(answer)).toBe('NOT_FOUND');
  });
});

describe('a deactivated user', () => {
  it('gets {} from /api/auth/session, with the cookie cleared, and nothing anywhere else', async () => {
    const owner = await fresh('owner@demo.test');
    const agent = await fresh('agent@demo.test');
    const deactivated = await graphqlOperation(
      server.baseUrl,
      DeactivateUserDocument,
      { userId: await userId('agent@demo.test') },
      cookieHeaders(owner),
    );
    expect(errorCode(deactivated)).toBeUndefined();
    expect(await seenBy(copyOf(agent))).toEqual(signedOut);
  });
});

it('a tRPC call with a revoked cookie is UNAUTHORIZED', async () => {
  const jar = await fresh('editor@demo.test');
  await graphqlOperation(server.baseUrl, SignOutEverywhereDocument, {}, cookieHeaders(jar));
  const error = await trpcClient(server.baseUrl, jar)
    .users.getMe.query()
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TRPCClientError);
  expect((error as TRPCClientError<never>).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
});
