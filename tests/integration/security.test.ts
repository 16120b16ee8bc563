import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '../../server/app';
import { ANALYTICS_LIMITS } from '../../server/analytics/event-schema';
import type { DatabaseHandle } from '../../server/db/client';
import {
  analyticsEvents,
  apiTokens,
  groupMemberships,
  groups,
  invitations,
  organizations,
  territories,
  userPermissions,
  users,
  vehiclePriceChanges,
  vehicles,
  vehicleStatusChanges,
} from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits';
import { changedRows, createAttackLog, rowCounts, totalChanged } from './support/attack-log';
import { CookieJar, signIn } from './support/auth';
import { openTestDatabase } from './support/database';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

/*
 * The security suite (issue 8): each attack a client can make on the API is refused with the
 * right status and code, and stores nothing (rows of every table are counted before and after
 * each attempt); text that is not an attack on anything is stored as data, exactly. Every
 * attempt is recorded in the output as `[security] <attack> → <status> <code> (stored: <rows>)`.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */

const log = createAttackLog();
let database: DatabaseHandle;
let main: TestServer;
const jars = new Map<string, CookieJar>();

const KB = 1024;
const GRAPHQL_BODY_LIMIT = 100 * KB;
const AUTH_BODY_LIMIT = 16 * KB;

// ---------------------------------------------------------------------------------------------
// Clients

type GraphQLError = { message: string; extensions?: { code?: string; stacktrace?: unknown } };
type Answer = {
  status: number;
  headers: Headers;
  body: string;
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
  [key: string]: unknown;
};

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { json: value };
  } catch {
    return {};
  }
}

async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  return { ...parse(body), status: response.status, headers: response.headers, body };
}

async function session(email: string, server: TestServer = main): Promise<Record<string, string>> {
  if (!jars.has(email)) {
    const signedIn = await signIn(server.baseUrl, email, DEMO_PASSWORD);
    expect(signedIn.signedIn, `${email} signs in`).toBe(true);
    jars.set(email, signedIn.jar);
  }
  return { cookie: jars.get(email)!.header() };
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, server = main) {
  return request(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

/** The first error's `extensions.code` (GraphQL), `error.json.data.code` (tRPC), or `error` (plain HTTP). */
function codeOf(answer: Answer): string | undefined {
  if (answer.errors) return answer.errors[0]?.extensions?.code;
  const trpc = dig(answer, 'error.json.data.code') ?? dig(answer, 'json.0.error.json.data.code');
  if (typeof trpc === 'string') return trpc;
  return typeof answer.error === 'string' ? answer.error : undefined;
}

function dig(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const settleAnalytics = async () => {
  expect((await main.app.analyticsWriter.drain(10_000)).remaining).toBe(0);
};

/** Runs one attack, counts what it stored, and records the line. */
async function attempt(attack: string, run: () => Promise<Answer>, settle?: () => Promise<void>) {
  const before = await rowCounts(database.db);
  const answer = await run();
  await settle?.();
  const changed = changedRows(before, await rowCounts(database.db));
  const stored = totalChanged(changed);
  log.record(attack, { status: answer.status, code: codeOf(answer) ?? (answer.status < 300 ? 'OK' : undefined), stored });
  return { answer, stored, changed };
}

/** A server beside `main` on the same database, with other limits. */
async function startExtraServer(env: Record<string, string>) {
  return startTestServer({ database, env });
}

async function stopExtraServer(server: TestServer | undefined) {
  await server?.close();
  // next-auth reads NEXTAUTH_URL per request; each test server publishes its own on start.
  process.env.NEXTAUTH_URL = main.baseUrl;
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(', ');
};

// ---------------------------------------------------------------------------------------------
// The data attacked

const ids = {
  demoOrganization: '',
  rivalOrganization: '',
  demoUsers: new Map<string, string>(),
  rivalOwner: '',
  demoGroup: '',
  rivalGroup: '',
  demoTerritory: '',
  demoInvitation: '',
  demoVehicle: '',
  demoVin: '',
  demoApiToken: '',
};
const secrets = { demoReadToken: '', rivalWriteToken: '' };

const CREATE_GROUP = 'mutation ($name: String!) { createGroup(name: $name) { id name } }';
const CREATE_TOKEN = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret apiToken { id } } }';

function must(answer: Answer, what: string): Record<string, unknown> {
  expect(answer.errors, `${what}: ${answer.body.slice(0, 300)}`).toBeUndefined();
  return answer.data!;
}

/** Everything stored about Demo Motors, to show that another organization changed nothing. */
async function demoSnapshot() {
  const { db } = database;
  const organizationId = ids.demoOrganization;
  const userIds = [...ids.demoUsers.values()];
  const vehicleRows = await db.select().from(vehicles).where(eq(vehicles.organizationId, organizationId)).orderBy(vehicles.id);
  const vehicleIds = vehicleRows.map((row) => row.id);
  const groupRows = await db.select().from(groups).where(eq(groups.organizationId, organizationId)).orderBy(groups.id);
  return {
    organization: await db.select().from(organizations).where(eq(organizations.id, organizationId)),
    users: await db.select().from(users).where(eq(users.organizationId, organizationId)).orderBy(users.id),
    permissions: await db.select().from(userPermissions).where(inArray(userPermissions.userId, userIds)).orderBy(userPermissions.userId, userPermissions.section),
    groups: groupRows,
    memberships: await db
      .select()
      .from(groupMemberships)
      .where(inArray(groupMemberships.groupId, groupRows.map((row) => row.id)))
      .orderBy(groupMemberships.groupId, groupMemberships.userId),
    territories: await db.select().from(territories).where(eq(territories.organizationId, organizationId)).orderBy(territories.id),
    invitations: await db.select().from(invitations).where(eq(invitations.organizationId, organizationId)).orderBy(invitations.id),
    apiTokens: (await db.select().from(apiTokens).where(eq(apiTokens.organizationId, organizationId)).orderBy(apiTokens.id)).map(
      ({ lastUsedAt: _lastUsedAt, ...row }) => row,
    ),
    vehicles: vehicleRows,
    priceChanges: await db.select().from(vehiclePriceChanges).where(inArray(vehiclePriceChanges.vehicleId, vehicleIds)).orderBy(vehiclePriceChanges.id),
    statusChanges: await db.select().from(vehicleStatusChanges).where(inArray(vehicleStatusChanges.vehicleId, vehicleIds)).orderBy(vehicleStatusChanges.id),
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  // Sign-in limits high enough for the many sign-ins of this file; the flood has its own server.
  main = await startExtraServer({ SIGNIN_RATE_LIMIT_PER_IP: '100000', SIGNIN_RATE_LIMIT_PER_ACCOUNT: '100000' });
  const { db } = database;
  const rival = await createRivalOrganization(db);
  ids.rivalOrganization = rival.organization.id;
  ids.rivalOwner = rival.owner.id;
  const [demo] = await db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  ids.demoOrganization = demo!.id;
  // Enough seats for the invitations below.
  await db.update(organizations).set({ plan: 'enterprise' });
  for (const row of await db.select().from(users).where(eq(users.organizationId, demo!.id))) ids.demoUsers.set(row.email, row.id);

  const owner = await session('owner@demo.test');
  const rivalOwner = await session('owner@rival.test');
  ids.demoGroup = (must(await gql(CREATE_GROUP, { name: 'Sales floor' }, owner), 'demo group').createGroup as { id: string }).id;
  ids.rivalGroup = (must(await gql(CREATE_GROUP, { name: 'Rival crew' }, rivalOwner), 'rival group').createGroup as { id: string }).id;
  await gql('mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }', { g: ids.demoGroup, u: ids.demoUsers.get('editor@demo.test') }, owner);
  const invited = must(await gql('mutation { inviteUser(input: { email: "prospect@demo.test", role: VIEWER }) { invitation { id } } }', {}, owner), 'invitation');
  ids.demoInvitation = dig(invited, 'inviteUser.invitation.id') as string;
  const [territory] = await db
    .insert(territories)
    .values({ organizationId: demo!.id, name: 'North', postalCodes: ['10001'], agentUserId: ids.demoUsers.get('agent@demo.test')! })
    .returning();
  ids.demoTerritory = territory!.id;
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.organizationId, demo!.id)).limit(1);
  ids.demoVehicle = vehicle!.id;
  ids.demoVin = vehicle!.vin;

  const demoToken = must(await gql(CREATE_TOKEN, { input: { name: 'Reporting', scopes: ['read'] } }, owner), 'demo token');
  secrets.demoReadToken = dig(demoToken, 'createApiToken.secret') as string;
  ids.demoApiToken = dig(demoToken, 'createApiToken.apiToken.id') as string;
  const rivalToken = must(await gql(CREATE_TOKEN, { input: { name: 'Partner sync', scopes: ['read', 'write'] } }, rivalOwner), 'rival token');
  secrets.rivalWriteToken = dig(rivalToken, 'createApiToken.secret') as string;
});

afterEach(() => log.flush());

afterAll(async () => {
  await main?.close();
  await database?.close();
});

// ---------------------------------------------------------------------------------------------

describe('oversized bodies are refused with 413 on every endpoint, before anything runs', () => {
  it('POST /api/graphql over 100 KB', async () => {
    const owner = await session('owner@demo.test');
    const { answer, stored } = await attempt('oversized body POST /api/graphql (createGroup, 101 KB)', () =>
      gql(CREATE_GROUP, { name: 'x'.repeat(GRAPHQL_BODY_LIMIT + KB) }, owner),
    );
    expect(answer.status).toBe(413);
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.body).not.toMatch(/node_modules|at readStream/);
    expect(stored).toBe(0);
  });

  it('POST /api/graphql streamed in chunks without a length (1 MB)', async () => {
    const owner = await session('owner@demo.test');
    const chunk = new TextEncoder().encode(`{"query":"${'{ me { id } } '.repeat(5_000)}`);
    const { answer, stored } = await attempt('oversized chunked body POST /api/graphql (1 MB, no content-length)', async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= KB * KB) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      return request(`${main.baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body,
        duplex: 'half',
      } as RequestInit);
    });
    expect(answer.status).toBe(413);
    expect(stored).toBe(0);
  });

  it('POST /api/trpc over 100 KB', async () => {
    const owner = await session('owner@demo.test');
    const body = JSON.stringify({ json: { setting_key: 'x'.repeat(GRAPHQL_BODY_LIMIT + KB), setting_value: true } });
    const url = `${main.baseUrl}/api/trpc/organizations.updateSettings`;
    const signedIn = await attempt('oversized body POST /api/trpc/organizations.updateSettings (101 KB, signed in)', () =>
      request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...owner }, body }),
    );
    expect(signedIn.answer.status).toBe(413);
    expect(codeOf(signedIn.answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(signedIn.stored).toBe(0);
    // Anonymous: refused before the body is read at all.
    const anonymous = await attempt('oversized body POST /api/trpc/organizations.updateSettings (101 KB, anonymous)', () =>
      request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    expect([401, 413]).toContain(anonymous.answer.status);
    expect(anonymous.stored).toBe(0);
  });

  it('POST /api/analytics over 64 KB, as JSON and as a text/plain beacon', async () => {
    const event = { anonymous_id: 'big', session_id: 'big', event: 'page', url: 'http://localhost/x' };
    const body = JSON.stringify({ events: [{ ...event, custom: { filler: 'x'.repeat(ANALYTICS_LIMITS.bodyBytes) } }] });
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const { answer, stored } = await attempt(
        `oversized body POST /api/analytics (${Math.round(body.length / KB)} KB, ${contentType})`,
        () => request(`${main.baseUrl}/api/analytics`, { method: 'POST', headers: { 'content-type': contentType }, body }),
        settleAnalytics,
      );
      expect(answer.status).toBe(413);
      expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
      expect(stored).toBe(0);
    }
  });

  it('POST /api/auth/callback/credentials and /api/auth/signout over 16 KB', async () => {
    const form = new URLSearchParams({ email: 'owner@demo.test', password: 'p'.repeat(AUTH_BODY_LIMIT + KB), json: 'true' });
    const credentials = await attempt('oversized body POST /api/auth/callback/credentials (17 KB form)', () =>
      request(`${main.baseUrl}/api/auth/callback/credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    );
    expect(credentials.answer.status).toBe(413);
    expect(credentials.answer.headers.getSetCookie().join(';')).not.toContain('session-token');
    expect(credentials.stored).toBe(0);
    const signout = await attempt('oversized body POST /api/auth/signout (17 KB JSON)', () =>
      request(`${main.baseUrl}/api/auth/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ callbackUrl: 'c'.repeat(AUTH_BODY_LIMIT + KB) }),
      }),
    );
    expect(signout.answer.status).toBe(413);
    for (const { answer } of [credentials, signout]) {
      expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
      expect(answer.body).not.toMatch(/node_modules|<pre>/);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** `{ field { field { … leaf } } }`, `levels` deep. */
function nest(fields: string[], levels: number, leaf: string): string {
  let selection = leaf;
  for (let level = levels - 1; level >= 0; level -= 1) selection = `${fields[level % fields.length]!} { ${selection} }`;
  return selection;
}

describe('GraphQL documents over the limits are refused before they run', () => {
  const limits = GRAPHQL_LIMITS;
  const cases: { attack: string; query: string; code: string }[] = [
    {
      attack: `deep query: __type ofType chain (depth ${limits.maxDepth + 4})`,
      query: `{ __type(name: "User") { ${nest(['ofType'], limits.maxDepth + 2, 'name')} } }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `deep query: me → groups → members → … through fragments (depth ${limits.maxDepth + 5})`,
      query: `
        query { me { ...A } }
        fragment A on User { groups { members { ...B } } }
        fragment B on User { groups { members { ...C } } }
        fragment C on User { ${nest(['groups', 'members'], 10, 'id')} }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `deep mutation: createGroup { members { groups { … } } } (depth ${limits.maxDepth + 3})`,
      query: `mutation { createGroup(name: "deep") { ${nest(['members', 'groups'], limits.maxDepth + 2, 'id')} } }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      // The inventory graph is shallow (vehicles → edges → node → priceHistory → changedBy → id is 6):
      // depth comes from the User ↔ Group cycle, here one level over the limit beside a vehicles query.
      attack: `deep query: vehicles beside me → groups → members … (depth ${limits.maxDepth + 1})`,
      query: `{ vehicles { edges { node { priceHistory { changedBy { id } } } } } me { ${nest(['groups', 'members'], limits.maxDepth - 1, 'id')} } }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `wide query: ${limits.maxTokens + 100} tokens (__typename × ${limits.maxTokens + 100})`,
      query: `{ me { ${'__typename '.repeat(limits.maxTokens + 100)}} }`,
      code: 'GRAPHQL_PARSE_FAILED',
    },
    {
      attack: 'wide query: 1,100 copies of one field (under the token limit; field-merge check gives up)',
      query: `{ me { ${'id '.repeat(1_100)}} }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `alias flood: ${limits.maxAliases + 1} aliased createGroup mutations`,
      query: `mutation { ${Array.from({ length: limits.maxAliases + 1 }, (_, i) => `a${i}: createGroup(name: "alias ${i}") { id }`).join(' ')} }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `alias flood: ${limits.maxAliases * 10} aliased vehicles queries`,
      query: `{ ${Array.from({ length: limits.maxAliases * 10 }, (_, i) => `v${i}: vehicles(first: 500) { totalCount }`).join(' ')} }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `directive flood: ${limits.maxDirectives + 1} @include on a createGroup mutation`,
      query: `mutation { createGroup(name: "directives") { id ${'__typename @include(if: true) '.repeat(limits.maxDirectives + 1)}} }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `directive flood: 100 @skip(if: false)`,
      query: `{ me { ${'__typename @skip(if: false) '.repeat(100)}} }`,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `cost over ${limits.maxCost}: vehicles(first: 500) with price and status histories`,
      query: '{ vehicles(first: 500) { edges { node { id priceHistory { id changedBy { id } } statusHistory { id changedBy { id } } } } } }',
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      attack: `cost over ${limits.maxCost}: teamMembers(first: 100) → groups → members → groups → members`,
      query: '{ teamMembers(first: 100) { edges { node { groups { members { groups { members { id email } } } } } } } }',
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
  ];

  it.each(cases)('$attack', async ({ attack, query, code }) => {
    const owner = await session('owner@demo.test');
    const { answer, stored } = await attempt(attack, () => gql(query, {}, owner));
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe(code);
    expect(answer.data).toBeUndefined();
    expect(stored).toBe(0);
  });

  it('documents at the limits still run', async () => {
    const owner = await session('owner@demo.test');
    const aliases = Array.from({ length: limits.maxAliases }, (_, i) => `m${i}: me { id }`).join(' ');
    const { answer } = await attempt(`control: ${limits.maxAliases} aliases of me`, () => gql(`{ ${aliases} }`, {}, owner));
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const deepest = `{ me { ${nest(['groups', 'members'], limits.maxDepth - 2, 'id')} } }`;
    const deep = await attempt(`control: depth ${limits.maxDepth} (me → groups → members …)`, () => gql(deepest, {}, owner));
    expect(deep.answer.status).toBe(200);
    expect(deep.answer.errors).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------

describe('batch floods', () => {
  it('an array of GraphQL operations in one POST is refused (batching is off)', async () => {
    const owner = await session('owner@demo.test');
    const operations = Array.from({ length: 100 }, (_, i) => ({ query: CREATE_GROUP, variables: { name: `batch ${i}` } }));
    const { answer, stored } = await attempt('GraphQL batch: 100 createGroup operations in one POST', () =>
      request(`${main.baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: JSON.stringify(operations),
      }),
    );
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('BAD_REQUEST');
    expect(stored).toBe(0);
  });

  it(`a tRPC batch of more than ${TRPC_MAX_BATCH_SIZE} calls is refused`, async () => {
    const owner = await session('owner@demo.test');
    const get = (calls: number) => {
      const input = JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}])));
      return request(`${main.baseUrl}/api/trpc/${Array(calls).fill('ping').join(',')}?batch=1&input=${encodeURIComponent(input)}`);
    };
    const over = await attempt(`tRPC batch: ${TRPC_MAX_BATCH_SIZE + 1} × ping`, () => get(TRPC_MAX_BATCH_SIZE + 1));
    expect(over.answer.status).toBe(400);
    expect(codeOf(over.answer)).toBe('BAD_REQUEST');
    // A thousand calls do not fit in a URL: Node refuses the request line (431) before tRPC sees it.
    const flood = await attempt('tRPC batch: 1,000 × ping (GET)', () => get(1_000));
    expect([400, 431]).toContain(flood.answer.status);
    const posted = await attempt('tRPC batch: 1,000 × organizations.updateSettings (POST)', () =>
      request(`${main.baseUrl}/api/trpc/${Array(1_000).fill('organizations.updateSettings').join(',')}?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: '{}',
      }),
    );
    expect([400, 431]).toContain(posted.answer.status);
    expect(over.stored + flood.stored + posted.stored).toBe(0);

    const [before] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    const calls = TRPC_MAX_BATCH_SIZE + 1;
    const mutations = await attempt(`tRPC batch: ${calls} × organizations.updateSettings (POST)`, () =>
      request(`${main.baseUrl}/api/trpc/${Array(calls).fill('organizations.updateSettings').join(',')}?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: JSON.stringify(
          Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { json: { setting_key: 'hide_vehicle_cost', setting_value: true } }])),
        ),
      }),
    );
    expect(mutations.answer.status).toBe(400);
    expect(mutations.stored).toBe(0);
    const [after] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    expect(after!.settings).toEqual(before!.settings);

    const control = await attempt(`control: tRPC batch of ${TRPC_MAX_BATCH_SIZE} × ping`, () => get(TRPC_MAX_BATCH_SIZE));
    expect(control.answer.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

type SignInAnswer = { status: number; error: string | null; url: string; retryAfter: string | null; session: boolean };

async function csrfOf(baseUrl: string) {
  const jar = new CookieJar();
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  jar.store(response);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, cookie: jar.header() };
}

async function postSignIn(
  baseUrl: string,
  csrf: { csrfToken: string; cookie: string },
  email: string,
  password: string,
  callbackUrl = `${baseUrl}/dashboard`,
): Promise<SignInAnswer> {
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password, callbackUrl, json: 'true' }),
  });
  const { url } = (await response.json()) as { url: string };
  return {
    status: response.status,
    url,
    error: new URL(url, baseUrl).searchParams.get('error'),
    retryAfter: response.headers.get('retry-after'),
    session: response.headers.getSetCookie().some((cookie) => /session-token=[^;]/.test(cookie)),
  };
}

describe('sign-in floods', () => {
  const PER_ACCOUNT = 10;
  const PER_IP = 100;
  let server: TestServer;
  beforeAll(async () => {
    server = await startExtraServer({ SIGNIN_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), SIGNIN_RATE_LIMIT_PER_IP: String(PER_IP) });
  });
  afterAll(() => stopExtraServer(server));

  it('1,000 bad sign-ins from one client: locked per account after 10, per address after 100, with 429 and Retry-After', { timeout: 120_000 }, async () => {
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
    await pool(Array.from({ length: 30 }, (_, i) => i), 20, async (i) => {
      oneAccount.push(await postSignIn(server.baseUrl, csrf, 'viewer@demo.test', `wrong-${i}`));
    });
    attempts += oneAccount.length;
    log.record('30 wrong passwords for viewer@demo.test (20 concurrent)', { status: tally(oneAccount.map(outcome)), stored: 0 });
    expect(oneAccount.filter((answer) => answer.status === 401 && answer.error === 'CredentialsSignin')).toHaveLength(PER_ACCOUNT);
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
    const emails = Array.from({ length: 1_000 - attempts - 1 }, (_, i) => (i % 7 === 0 ? `editor@demo.test` : `nobody-${i}@demo.test`));
    await pool(emails, 20, async (email) => {
      manyAccounts.push(await postSignIn(server.baseUrl, csrf, email, `guess-${email}`));
    });
    attempts += manyAccounts.length;
    log.record(`${manyAccounts.length} wrong passwords over ${new Set(emails).size} accounts from one address (20 concurrent)`, {
      status: tally(manyAccounts.map(outcome)),
      stored: 0,
    });
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
  });
});

// ---------------------------------------------------------------------------------------------

describe('the GraphQL rate limit, per session, per token and per address', () => {
  const LIMIT = 5;
  let server: TestServer;
  beforeAll(async () => {
    server = await startExtraServer({ GRAPHQL_RATE_LIMIT: String(LIMIT), GRAPHQL_RATE_WINDOW_S: '60' });
  });
  afterAll(() => stopExtraServer(server));

  async function exhaust(who: string, headers: Record<string, string>) {
    for (let i = 0; i < LIMIT; i += 1) expect((await gql('{ me { id } organization { id } }', {}, headers, server)).status).toBe(200);
    const { answer, stored } = await attempt(`GraphQL request ${LIMIT + 1} of ${LIMIT} per minute (${who}): createGroup`, () =>
      gql(CREATE_GROUP, { name: `limited ${who}` }, headers, server),
    );
    expect(answer.status).toBe(429);
    expect(codeOf(answer)).toBe('TOO_MANY_REQUESTS');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(stored).toBe(0);
  }

  it('a session over the limit gets 429 TOO_MANY_REQUESTS with Retry-After; other sessions go on', async () => {
    await exhaust('owner session', await session('owner@demo.test'));
    const editorSession = await session('editor@demo.test');
    const editor = await attempt('GraphQL request of another session meanwhile (editor)', () => gql('{ me { id } }', {}, editorSession, server));
    expect(editor.answer.status).toBe(200);
  });

  it('an API token over the limit gets 429', async () => {
    await exhaust('API token', bearer(secrets.demoReadToken));
  });

  it('anonymous requests are limited per address', async () => {
    await exhaust('anonymous', {});
    // Made-up tokens are refused (401) by the token check, each under a key of its own.
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await gql('{ organization { id } }', {}, bearer(`lw_${randomBytes(32).toString('base64url')}`), server);
      made.push(`${answer.status} ${codeOf(answer)}`);
      expect([401, 429]).toContain(answer.status);
    }
    log.record('5 made-up bearer tokens from the limited address', { status: tally(made), stored: 0, note: '(each a key of its own: see report)' });
  });
});

// ---------------------------------------------------------------------------------------------

describe('another organization reaches nothing of Demo Motors by id', () => {
  type Case = { attack: string; query: string; variables: () => Record<string, unknown>; expect: 'NOT_FOUND' | 'FORBIDDEN' | ((data: Record<string, unknown>) => void) };
  const cases: Case[] = [
    { attack: 'read vehicle(id) of Demo', query: 'query ($id: ID!) { vehicle(id: $id) { id vin costCents } }', variables: () => ({ id: ids.demoVehicle }), expect: 'NOT_FOUND' },
    {
      // (Rival may hold the same VIN itself: the import below puts one in its own inventory.)
      attack: 'search vehicles for a Demo VIN',
      query: 'query ($s: String) { vehicles(filter: { search: $s }) { totalCount edges { node { id } } } }',
      variables: () => ({ s: ids.demoVin }),
      expect: (data) => expect((dig(data, 'vehicles.edges') as { node: { id: string } }[]).map((edge) => edge.node.id)).not.toContain(ids.demoVehicle),
    },
    {
      attack: 'list groups (Demo group ids absent)',
      query: '{ groups { id } }',
      variables: () => ({}),
      expect: (data) => expect((data.groups as { id: string }[]).map((group) => group.id)).not.toContain(ids.demoGroup),
    },
    {
      attack: 'list teamMembers (Demo users absent)',
      query: '{ teamMembers(first: 100) { edges { node { id } } } }',
      variables: () => ({}),
      expect: (data) => {
        const found = (dig(data, 'teamMembers.edges') as { node: { id: string } }[]).map((edge) => edge.node.id);
        for (const id of ids.demoUsers.values()) expect(found).not.toContain(id);
      },
    },
    {
      attack: 'list territories (Demo territory absent)',
      query: '{ territories { id } }',
      variables: () => ({}),
      expect: (data) => expect((data.territories as { id: string }[]).map((territory) => territory.id)).not.toContain(ids.demoTerritory),
    },
    {
      attack: 'list invitations (Demo invitation absent)',
      query: '{ invitations { id } }',
      variables: () => ({}),
      expect: (data) => expect((data.invitations as { id: string }[]).map((invitation) => invitation.id)).not.toContain(ids.demoInvitation),
    },
    { attack: 'read adminUser(id) of a Demo user', query: 'query ($id: ID!) { adminUser(id: $id) { email } }', variables: () => ({ id: ids.demoUsers.get('owner@demo.test') }), expect: 'FORBIDDEN' },
    { attack: 'read analyticsEvents of Demo', query: 'query ($o: ID) { analyticsEvents(filter: { organizationId: $o }) { edges { cursor } } }', variables: () => ({ o: ids.demoOrganization }), expect: 'FORBIDDEN' },
    { attack: 'updateVehicle on a Demo vehicle', query: 'mutation ($id: ID!) { updateVehicle(input: { id: $id, notes: "pwned", make: "Pwned" }) { id } }', variables: () => ({ id: ids.demoVehicle }), expect: 'NOT_FOUND' },
    { attack: 'changeVehiclePrice on a Demo vehicle', query: 'mutation ($id: ID!) { changeVehiclePrice(input: { id: $id, listPriceCents: 100 }) { id } }', variables: () => ({ id: ids.demoVehicle }), expect: 'NOT_FOUND' },
    { attack: 'changeVehicleStatus on a Demo vehicle', query: 'mutation ($id: ID!) { changeVehicleStatus(input: { id: $id, status: sold }) { id } }', variables: () => ({ id: ids.demoVehicle }), expect: 'NOT_FOUND' },
    {
      attack: 'importVehicles with a Demo VIN (lands in its own organization, if anywhere)',
      query: 'mutation ($vin: String) { importVehicles(input: { rows: [{ line: 2, vin: $vin, stockNumber: "XORG1", model: "Pwned", mileage: "1", acquiredDate: "2024-01-02", notes: "pwned" }] }) { created updated rejected { reason } } }',
      variables: () => ({ vin: ids.demoVin }),
      // Whatever it does in Rival's own inventory, Demo's snapshot below stays the same.
      expect: (data) => expect(dig(data, 'importVehicles')).toBeDefined(),
    },
    { attack: 'renameGroup on a Demo group', query: 'mutation ($id: ID!) { renameGroup(id: $id, name: "Pwned") { id } }', variables: () => ({ id: ids.demoGroup }), expect: 'NOT_FOUND' },
    { attack: 'deleteGroup on a Demo group', query: 'mutation ($id: ID!) { deleteGroup(id: $id) }', variables: () => ({ id: ids.demoGroup }), expect: 'NOT_FOUND' },
    { attack: 'addGroupMember: itself into a Demo group', query: 'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }', variables: () => ({ g: ids.demoGroup, u: ids.rivalOwner }), expect: 'NOT_FOUND' },
    { attack: 'addGroupMember: a Demo user into its own group', query: 'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }', variables: () => ({ g: ids.rivalGroup, u: ids.demoUsers.get('editor@demo.test') }), expect: 'NOT_FOUND' },
    { attack: 'removeGroupMember from a Demo group', query: 'mutation ($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { id } }', variables: () => ({ g: ids.demoGroup, u: ids.demoUsers.get('editor@demo.test') }), expect: 'NOT_FOUND' },
    { attack: 'updateUserRole of a Demo user', query: 'mutation ($u: ID!) { updateUserRole(userId: $u, role: VIEWER) { id } }', variables: () => ({ u: ids.demoUsers.get('owner@demo.test') }), expect: 'NOT_FOUND' },
    { attack: 'updateUserType of a Demo user', query: 'mutation ($u: ID!) { updateUserType(userId: $u, type: agent) { id } }', variables: () => ({ u: ids.demoUsers.get('editor@demo.test') }), expect: 'NOT_FOUND' },
    { attack: 'setUserPermissions of a Demo user', query: 'mutation ($u: ID!) { setUserPermissions(userId: $u, sections: []) { id } }', variables: () => ({ u: ids.demoUsers.get('viewer@demo.test') }), expect: 'NOT_FOUND' },
    { attack: 'deactivateUser of a Demo user', query: 'mutation ($u: ID!) { deactivateUser(userId: $u) { id } }', variables: () => ({ u: ids.demoUsers.get('owner@demo.test') }), expect: 'NOT_FOUND' },
    { attack: 'revokeInvitation of Demo', query: 'mutation ($id: ID!) { revokeInvitation(id: $id) { id } }', variables: () => ({ id: ids.demoInvitation }), expect: 'NOT_FOUND' },
    { attack: 'updateTerritory of Demo', query: 'mutation ($id: ID!) { updateTerritory(id: $id, input: { name: "Pwned", postalCodes: ["99999"] }) { id } }', variables: () => ({ id: ids.demoTerritory }), expect: 'NOT_FOUND' },
    { attack: 'deleteTerritory of Demo', query: 'mutation ($id: ID!) { deleteTerritory(id: $id) }', variables: () => ({ id: ids.demoTerritory }), expect: 'NOT_FOUND' },
    { attack: 'createTerritory with a Demo agent', query: 'mutation ($a: ID) { createTerritory(input: { name: "Poached", postalCodes: ["10001"], agentUserId: $a }) { id } }', variables: () => ({ a: ids.demoUsers.get('agent@demo.test') }), expect: 'NOT_FOUND' },
  ];
  const ownerOnly: Case[] = [
    { attack: 'revokeApiToken of Demo', query: 'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', variables: () => ({ id: ids.demoApiToken }), expect: 'NOT_FOUND' },
    {
      attack: 'auditLog filtered to the Demo organization',
      query: 'query ($o: ID) { auditLog(filter: { organizationId: $o }) { edges { node { organizationId } } } }',
      variables: () => ({ o: ids.demoOrganization }),
      expect: (data) =>
        expect((dig(data, 'auditLog.edges') as { node: { organizationId: string } }[]).map((edge) => edge.node.organizationId)).not.toContain(ids.demoOrganization),
    },
    {
      attack: 'list apiTokens (Demo token absent)',
      query: '{ apiTokens { id } }',
      variables: () => ({}),
      expect: (data) => expect((data.apiTokens as { id: string }[]).map((token) => token.id)).not.toContain(ids.demoApiToken),
    },
  ];

  async function run(actor: string, headers: () => Promise<Record<string, string>>, list: Case[]) {
    const before = await demoSnapshot();
    for (const { attack, query, variables, expect: expected } of list) {
      const { answer } = await attempt(`cross-organization (${actor}): ${attack}`, async () => gql(query, variables(), await headers()));
      expect(answer.status, answer.body).toBeLessThan(500);
      if (typeof expected === 'string') {
        expect(codeOf(answer), `${attack}: ${answer.body}`).toBe(expected);
        for (const value of Object.values(answer.data ?? {})) expect(value).toBeNull();
      } else {
        expect(answer.errors, `${attack}: ${answer.body}`).toBeUndefined();
        expected(answer.data!);
      }
    }
    expect(await demoSnapshot()).toEqual(before);
  }

  it('with a read-write API token of Rival Autos', async () => {
    await run('Rival token', async () => bearer(secrets.rivalWriteToken), cases);
  });

  it('with the session of Rival Autos’ owner', async () => {
    await run('Rival owner', () => session('owner@rival.test'), [...cases, ...ownerOnly]);
  });

  it('through tRPC Rival’s owner changes only Rival’s settings; API tokens do not work there', async () => {
    const [demoBefore] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    const rivalOwner = await session('owner@rival.test');
    const { answer } = await attempt('cross-organization (Rival owner, tRPC): organizations.updateSettings', () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...rivalOwner },
        body: JSON.stringify({ json: { setting_key: 'hide_vehicle_cost', setting_value: true } }),
      }),
    );
    expect(answer.status).toBe(200);
    const [rivalAfter] = await database.db.select().from(organizations).where(eq(organizations.id, ids.rivalOrganization));
    expect(rivalAfter!.settings).toMatchObject({ hide_vehicle_cost: true });
    const [demoAfter] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    expect(demoAfter!.settings).toEqual(demoBefore!.settings);
    const tokenOnTrpc = await attempt('API token on tRPC (session-only facade): users.getMe', () =>
      request(`${main.baseUrl}/api/trpc/users.getMe`, { headers: bearer(secrets.rivalWriteToken) }),
    );
    expect(tokenOnTrpc.answer.status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------

describe('open redirects: callbackUrl never leaves the product’s origin', () => {
  const targets = (baseUrl: string) => [
    'https://evil.example/phish',
    '//evil.example/phish',
    '///evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example/phish',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    ' https://evil.example',
    `${baseUrl}.evil.example/phish`,
    `${baseUrl}@evil.example/phish`,
    `https://evil.example?${baseUrl}`,
  ];
  const sameOrigin = (url: string) => new URL(url, 'http://unparsable.invalid').origin === main.baseUrl;

  it('on sign-in (the JSON answer and the callback-url cookie)', async () => {
    for (const target of targets(main.baseUrl)) {
      const csrf = await csrfOf(main.baseUrl);
      const response = await fetch(`${main.baseUrl}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, email: 'viewer@demo.test', password: DEMO_PASSWORD, callbackUrl: target, json: 'true' }),
      });
      const { url } = (await response.json()) as { url: string };
      const cookie = response.headers.getSetCookie().find((header) => header.startsWith('next-auth.callback-url='));
      const cookieUrl = cookie && decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
      log.record(`open redirect on sign-in, callbackUrl=${JSON.stringify(target)}`, { status: response.status, code: url, stored: 0 });
      expect(response.status).toBe(200);
      expect(sameOrigin(url), url).toBe(true);
      if (cookieUrl) expect(sameOrigin(cookieUrl), cookieUrl).toBe(true);
    }
  });

  it('on sign-out', async () => {
    for (const target of targets(main.baseUrl)) {
      const csrf = await csrfOf(main.baseUrl);
      const answer = await request(`${main.baseUrl}/api/auth/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl: target, json: 'true' }),
      });
      log.record(`open redirect on sign-out, callbackUrl=${JSON.stringify(target)}`, { status: answer.status, code: String(answer.url), stored: 0 });
      expect(answer.status).toBe(200);
      expect(sameOrigin(String(answer.url)), String(answer.url)).toBe(true);
    }
  });

  it('on GET /api/auth/signin (redirect to the sign-in page)', async () => {
    for (const target of targets(main.baseUrl).slice(0, 4)) {
      const answer = await request(`${main.baseUrl}/api/auth/signin?callbackUrl=${encodeURIComponent(target)}`);
      const location = answer.headers.get('location') ?? '';
      log.record(`open redirect on GET /api/auth/signin, callbackUrl=${JSON.stringify(target)}`, { status: answer.status, code: location, stored: 0 });
      expect(answer.status).toBeLessThan(400);
      const next = new URL(location, main.baseUrl);
      expect(next.origin).toBe(main.baseUrl);
      const callbackUrl = next.searchParams.get('callbackUrl');
      if (callbackUrl) expect(sameOrigin(callbackUrl), callbackUrl).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------

const PAYLOADS = [
  `'; drop table users; --`,
  `' or '1'='1`,
  `<script>alert(1)</script>`,
  '${7*7}',
  '{{7*7}}',
  `1); delete from vehicles where (1=1`,
  `%' union select password_hash from users --`,
  `"><img src=x onerror=alert(1)>`,
  'nul\u0000byte',
];
const refused = (code: string | undefined) => code === 'BAD_USER_INPUT';

describe('SQL and script injection in every text input', () => {
  type Found = { status: number; code?: string; rows: number };
  const safeFindings = (attack: string, findings: Found[]) => {
    log.record(`${attack} × ${findings.length} payloads`, {
      status: tally(findings.map((finding) => `${finding.status} ${finding.code ?? 'OK'}`)),
      stored: 0,
      note: `rows found: ${findings.map((finding) => finding.rows).join('/')}`,
    });
  };

  it('search and filter strings match nothing they should not (and never fail)', async () => {
    const owner = await session('owner@demo.test');
    const admin = await session('admin@demo.test');
    const searches = [...PAYLOADS, '%', '_', '\\', '%%', '*', "'"];
    const run = async (attack: string, headers: Record<string, string>, query: string, count: (data: Record<string, unknown>) => number, variables: (payload: string) => Record<string, unknown>) => {
      const findings: Found[] = [];
      for (const payload of searches) {
        const before = await rowCounts(database.db);
        const answer = await gql(query, variables(payload), headers);
        expect(answer.status, answer.body).toBeLessThan(500);
        expect(codeOf(answer), `${attack} ${JSON.stringify(payload)}: ${answer.body}`).not.toBe('INTERNAL_SERVER_ERROR');
        const rows = answer.data ? count(answer.data) : 0;
        if (!answer.errors) expect(rows, `${attack} ${JSON.stringify(payload)}`).toBe(0);
        else expect(refused(codeOf(answer)), `${attack} ${JSON.stringify(payload)}: ${answer.body}`).toBe(true);
        expect(totalChanged(changedRows(before, await rowCounts(database.db)))).toBe(0);
        findings.push({ status: answer.status, code: codeOf(answer), rows });
      }
      safeFindings(attack, findings);
    };
    const edges = (path: string) => (data: Record<string, unknown>) => (dig(data, path) as unknown[]).length;
    await run('search vehicles(filter.search)', owner, 'query ($s: String) { vehicles(filter: { search: $s }) { edges { node { id } } } }', edges('vehicles.edges'), (s) => ({ s }));
    await run('filter vehicles(filter.make, filter.model)', owner, 'query ($s: String) { vehicles(filter: { make: $s, model: $s }) { edges { node { id } } } }', edges('vehicles.edges'), (s) => ({ s }));
    await run('filter vehicleAgeBuckets(filter.search)', owner, 'query ($s: String) { vehicleAgeBuckets(filter: { search: $s }) { count } }', (data) => (data.vehicleAgeBuckets as { count: number }[]).reduce((sum, bucket) => sum + bucket.count, 0), (s) => ({ s }));
    await run('search teamMembers(filter.search)', owner, 'query ($s: String) { teamMembers(filter: { search: $s }) { edges { node { id } } } }', edges('teamMembers.edges'), (s) => ({ s }));
    await run('filter auditLog(filter.action)', owner, 'query ($s: String) { auditLog(filter: { action: $s }) { edges { node { id } } } }', edges('auditLog.edges'), (s) => ({ s }));
    await run('search adminOrganizations(search)', admin, 'query ($s: String) { adminOrganizations(search: $s) { id } }', (data) => (data.adminOrganizations as unknown[]).length, (s) => ({ s }));
    await run('filter analyticsEvents(filter.event)', admin, 'query ($s: String) { analyticsEvents(filter: { event: $s }) { edges { node { id } } } }', edges('analyticsEvents.edges'), (s) => ({ s }));
    await run('invitationPreview(token)', {}, 'query ($s: String!) { invitationPreview(token: $s) { id } }', (data) => (data.invitationPreview ? 1 : 0), (s) => ({ s }));
    await run('decodeVin(vin) (valid answers counted)', owner, 'query ($s: String!) { decodeVin(vin: $s) { valid vin } }', (data) => (dig(data, 'decodeVin.valid') ? 1 : 0), (s) => ({ s }));
    const idLookups: [string, string, Record<string, string>][] = [
      ['vehicle(id)', 'query ($s: ID!) { vehicle(id: $s) { id } }', owner],
      ['adminUser(id)', 'query ($s: ID!) { adminUser(id: $s) { id } }', admin],
      ['adminUsers(organizationId)', 'query ($s: ID!) { adminUsers(organizationId: $s) { id } }', admin],
      ['auditLog(filter.organizationId)', 'query ($s: ID) { auditLog(filter: { organizationId: $s }) { edges { node { id } } } }', admin],
      ['analyticsEvents(filter.organizationId, filter.userId)', 'query ($s: ID) { analyticsEvents(filter: { organizationId: $s, userId: $s }) { edges { node { id } } } }', admin],
      ['vehicles(after) cursor', 'query ($s: String) { vehicles(after: $s) { edges { node { id } } } }', owner],
      ['teamMembers(after) cursor', 'query ($s: String) { teamMembers(after: $s) { edges { node { id } } } }', owner],
      ['auditLog(after) cursor', 'query ($s: String) { auditLog(after: $s) { edges { node { id } } } }', owner],
      ['analyticsEvents(after) cursor', 'query ($s: String) { analyticsEvents(after: $s) { edges { node { id } } } }', admin],
      ['updateUserRole(userId)', 'mutation ($s: ID!) { updateUserRole(userId: $s, role: VIEWER) { id } }', owner],
      ['deactivateUser(userId)', 'mutation ($s: ID!) { deactivateUser(userId: $s) { id } }', owner],
      ['setUserPermissions(userId)', 'mutation ($s: ID!) { setUserPermissions(userId: $s, sections: []) { id } }', owner],
      ['renameGroup(id)', 'mutation ($s: ID!) { renameGroup(id: $s, name: "x") { id } }', owner],
      ['deleteGroup(id)', 'mutation ($s: ID!) { deleteGroup(id: $s) }', owner],
      ['addGroupMember(groupId, userId)', 'mutation ($s: ID!) { addGroupMember(groupId: $s, userId: $s) { id } }', owner],
      ['revokeInvitation(id)', 'mutation ($s: ID!) { revokeInvitation(id: $s) { id } }', owner],
      ['revokeApiToken(id)', 'mutation ($s: ID!) { revokeApiToken(id: $s) { id } }', owner],
      ['updateVehicle(id)', 'mutation ($s: ID!) { updateVehicle(input: { id: $s, notes: "x" }) { id } }', owner],
      ['changeVehiclePrice(id)', 'mutation ($s: ID!) { changeVehiclePrice(input: { id: $s, listPriceCents: 1 }) { id } }', owner],
      ['changeVehicleStatus(id)', 'mutation ($s: ID!) { changeVehicleStatus(input: { id: $s, status: sold }) { id } }', owner],
      ['adminRenameOrganization(id)', 'mutation ($s: ID!) { adminRenameOrganization(id: $s, name: "xx") { id } }', admin],
      ['adminChangePlan(organizationId)', 'mutation ($s: ID!) { adminChangePlan(organizationId: $s, plan: starter) { id } }', admin],
      ['adminInviteUser(organizationId)', 'mutation ($s: ID!) { adminInviteUser(organizationId: $s, input: { email: "x@y.test", role: VIEWER }) { signUpUrl } }', admin],
      ['adminSetUserFeatureFlags(userId)', 'mutation ($s: ID!) { adminSetUserFeatureFlags(userId: $s, featureFlags: []) { id } }', admin],
    ];
    for (const [name, query, headers] of idLookups) {
      const findings: Found[] = [];
      for (const payload of PAYLOADS) {
        const before = await rowCounts(database.db);
        const answer = await gql(query, { s: payload }, headers);
        expect(totalChanged(changedRows(before, await rowCounts(database.db))), `${name} ${JSON.stringify(payload)}`).toBe(0);
        expect(answer.status, answer.body).toBeLessThan(500);
        expect(['BAD_USER_INPUT', 'NOT_FOUND', undefined], `${name} ${JSON.stringify(payload)}: ${answer.body}`).toContain(codeOf(answer));
        const found = answer.data ? JSON.stringify(answer.data).match(/"id"/g)?.length ?? 0 : 0;
        expect(found, `${name} ${JSON.stringify(payload)}: ${answer.body}`).toBe(0);
        findings.push({ status: answer.status, code: codeOf(answer), rows: found });
      }
      safeFindings(`id lookup ${name}`, findings);
    }
  });

  /** `stored` says so when the answer refused the text without an error (an import's rejected row). */
  const REFUSED_IN_BAND = Symbol('refused in band');
  type TextInput = {
    attack: string;
    headers: () => Promise<Record<string, string>>;
    query: string;
    variables: (payload: string, index: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
    /** What the product stores for `payload` (trimmed, case-normalised where it documents so). */
    expected: (payload: string) => string;
    /** The stored text, read from the database after a success. */
    stored: (data: Record<string, unknown>, payload: string) => Promise<unknown>;
  };

  const owner = () => session('owner@demo.test');
  const admin = () => session('admin@demo.test');
  const rivalOwner = () => session('owner@rival.test');
  const same = (payload: string) => payload.trim();
  const rowOf = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const vehicleField = (field: 'make' | 'model' | 'trim' | 'bodyStyle' | 'exteriorColor' | 'interiorColor' | 'lotLocation' | 'notes' | 'stockNumber') =>
    async (data: Record<string, unknown>) => {
      const id = (Object.values(data)[0] as { id: string }).id;
      return (await rowOf(database.db.select().from(vehicles).where(eq(vehicles.id, id))))?.[field];
    };
  let vehicleForUpdates = '';
  let groupForRenames = '';
  let territoryForUpdates = '';
  let organizationForRenames = '';
  let importedVin = '';

  const inputs: TextInput[] = [
    {
      attack: 'inviteUser(email)',
      headers: owner,
      query: 'mutation ($e: String!) { inviteUser(input: { email: $e, role: VIEWER }) { invitation { id email } } }',
      variables: (payload) => ({ e: `${payload}@inject.test` }),
      expected: (payload) => `${payload}@inject.test`.trim().toLowerCase(),
      stored: async (data) => (await rowOf(database.db.select().from(invitations).where(eq(invitations.id, dig(data, 'inviteUser.invitation.id') as string))))?.email,
    },
    {
      attack: 'acceptInvitation(firstName, lastName)',
      headers: async () => ({}),
      query: 'mutation ($t: String!, $n: String!) { acceptInvitation(input: { token: $t, firstName: $n, lastName: $n, password: "a-long-enough-password" }) { id } }',
      variables: async (payload, index) => {
        const invited = await gql(
          'mutation ($o: ID!, $e: String!) { adminInviteUser(organizationId: $o, input: { email: $e, role: VIEWER }) { signUpUrl } }',
          { o: ids.rivalOrganization, e: `joiner-${index}@rival.test` },
          await admin(),
        );
        return { t: new URL(dig(must(invited, 'invitation'), 'adminInviteUser.signUpUrl') as string).searchParams.get('token'), n: payload };
      },
      expected: same,
      stored: async (data) => {
        const row = await rowOf(database.db.select().from(users).where(eq(users.id, dig(data, 'acceptInvitation.id') as string)));
        expect(row?.lastName).toBe(row?.firstName);
        return row?.firstName;
      },
    },
    {
      attack: 'createGroup(name)',
      headers: owner,
      query: CREATE_GROUP,
      variables: (payload) => ({ name: payload }),
      expected: same,
      stored: async (data) => (await rowOf(database.db.select().from(groups).where(eq(groups.id, dig(data, 'createGroup.id') as string))))?.name,
    },
    {
      attack: 'renameGroup(name)',
      headers: owner,
      query: 'mutation ($id: ID!, $name: String!) { renameGroup(id: $id, name: $name) { id } }',
      variables: async (payload) => {
        groupForRenames ||= (must(await gql(CREATE_GROUP, { name: 'To be renamed' }, await owner()), 'group').createGroup as { id: string }).id;
        return { id: groupForRenames, name: `renamed ${payload}` };
      },
      expected: (payload) => `renamed ${payload}`.trim(),
      stored: async () => (await rowOf(database.db.select().from(groups).where(eq(groups.id, groupForRenames))))?.name,
    },
    {
      attack: 'createTerritory(name)',
      headers: rivalOwner,
      query: 'mutation ($n: String!) { createTerritory(input: { name: $n, postalCodes: ["10001"] }) { id } }',
      variables: (payload) => ({ n: payload }),
      expected: same,
      stored: async (data) => (await rowOf(database.db.select().from(territories).where(eq(territories.id, dig(data, 'createTerritory.id') as string))))?.name,
    },
    {
      attack: 'createTerritory(postalCodes)',
      headers: rivalOwner,
      query: 'mutation ($n: String!, $p: [String!]!) { createTerritory(input: { name: $n, postalCodes: $p }) { id } }',
      variables: (payload, index) => ({ n: `Postal ${index}`, p: [payload] }),
      expected: (payload) => payload.trim().toUpperCase(),
      stored: async (data) =>
        (await rowOf(database.db.select().from(territories).where(eq(territories.id, dig(data, 'createTerritory.id') as string))))?.postalCodes[0],
    },
    {
      attack: 'updateTerritory(name)',
      headers: rivalOwner,
      query: 'mutation ($id: ID!, $n: String!) { updateTerritory(id: $id, input: { name: $n, postalCodes: ["10002"] }) { id } }',
      variables: async (payload) => {
        if (!territoryForUpdates) {
          const created = await gql('mutation { createTerritory(input: { name: "To be updated", postalCodes: ["10002"] }) { id } }', {}, await rivalOwner());
          territoryForUpdates = dig(must(created, 'territory'), 'createTerritory.id') as string;
        }
        return { id: territoryForUpdates, n: `updated ${payload}` };
      },
      expected: (payload) => `updated ${payload}`.trim(),
      stored: async () => (await rowOf(database.db.select().from(territories).where(eq(territories.id, territoryForUpdates))))?.name,
    },
    {
      attack: 'createApiToken(name)',
      headers: owner,
      query: CREATE_TOKEN,
      variables: (payload) => ({ input: { name: payload, scopes: ['read'] } }),
      expected: same,
      stored: async (data) => (await rowOf(database.db.select().from(apiTokens).where(eq(apiTokens.id, dig(data, 'createApiToken.apiToken.id') as string))))?.name,
    },
    {
      attack: 'adminCreateOrganization(name)',
      headers: admin,
      query: 'mutation ($n: String!) { adminCreateOrganization(name: $n) { id } }',
      variables: (payload) => ({ n: payload }),
      expected: same,
      stored: async (data) =>
        (await rowOf(database.db.select().from(organizations).where(eq(organizations.id, dig(data, 'adminCreateOrganization.id') as string))))?.name,
    },
    {
      attack: 'adminRenameOrganization(name)',
      headers: admin,
      query: 'mutation ($id: ID!, $n: String!) { adminRenameOrganization(id: $id, name: $n) { id } }',
      variables: async (payload) => {
        if (!organizationForRenames) {
          const created = await gql('mutation { adminCreateOrganization(name: "Renamable Motors") { id } }', {}, await admin());
          organizationForRenames = dig(must(created, 'organization'), 'adminCreateOrganization.id') as string;
        }
        return { id: organizationForRenames, n: `renamed ${payload}` };
      },
      expected: (payload) => `renamed ${payload}`.trim(),
      stored: async () => (await rowOf(database.db.select().from(organizations).where(eq(organizations.id, organizationForRenames))))?.name,
    },
    ...(
      [
        ['adminSetOrganizationFeatureFlags(featureFlags)', 'mutation ($id: ID!, $f: [String!]!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: $f) { id } }', () => ids.rivalOrganization],
        ['adminSetUserFeatureFlags(featureFlags)', 'mutation ($id: ID!, $f: [String!]!) { adminSetUserFeatureFlags(userId: $id, featureFlags: $f) { id } }', () => ids.rivalOwner],
        ['adminSetUserProductFeatureFlags(productFeatureFlags)', 'mutation ($id: ID!, $f: [String!]!) { adminSetUserProductFeatureFlags(userId: $id, productFeatureFlags: $f) { id } }', () => ids.rivalOwner],
      ] as const
    ).map(
      ([attack, query, id]): TextInput => ({
        attack,
        headers: admin,
        query,
        variables: (payload) => ({ id: id(), f: [payload] }),
        expected: same,
        stored: async () => 'not a flag: never stored',
      }),
    ),
    {
      attack: 'setUserPermissions(sections)',
      headers: owner,
      query: 'mutation ($id: ID!, $s: [String!]!) { setUserPermissions(userId: $id, sections: $s) { id } }',
      variables: (payload) => ({ id: ids.demoUsers.get('viewer@demo.test'), s: [payload] }),
      expected: same,
      stored: async () => 'not a section: never stored',
    },
    {
      attack: 'updateOrganizationSetting(key)',
      headers: owner,
      query: 'mutation ($k: String!) { updateOrganizationSetting(input: { key: $k, value: true }) { id } }',
      variables: (payload) => ({ k: payload }),
      expected: same,
      stored: async () => 'not a setting: never stored',
    },
    {
      attack: 'updateOrganizationSetting(value) of default_valuation_source',
      headers: owner,
      query: 'mutation ($v: JSON) { updateOrganizationSetting(input: { key: "default_valuation_source", value: $v }) { id } }',
      variables: (payload) => ({ v: payload }),
      expected: same,
      stored: async () => 'not a valuation source: never stored',
    },
    {
      attack: 'updateOrganizationChecklistItem(key)',
      headers: owner,
      query: 'mutation ($k: String!) { updateOrganizationChecklistItem(input: { key: $k, value: true }) { id } }',
      variables: (payload) => ({ k: payload }),
      expected: same,
      stored: async () => 'not a checklist item: never stored',
    },
    ...(['make', 'model', 'trim', 'bodyStyle', 'exteriorColor', 'interiorColor', 'lotLocation', 'notes'] as const).map(
      (field): TextInput => ({
        attack: `createVehicle(${field})`,
        headers: owner,
        query: 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
        variables: (payload) => ({ input: { ...freshVehicle(), [field]: payload } }),
        expected: same,
        stored: vehicleField(field),
      }),
    ),
    {
      attack: 'createVehicle(stockNumber)',
      headers: owner,
      query: 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
      variables: (payload) => ({ input: { ...freshVehicle(), stockNumber: payload } }),
      expected: (payload) => payload.trim().toUpperCase(),
      stored: vehicleField('stockNumber'),
    },
    {
      attack: 'createVehicle(vin)',
      headers: owner,
      query: 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
      variables: (payload) => ({ input: { ...freshVehicle(), vin: payload, acceptCheckDigitMismatch: true } }),
      expected: same,
      stored: async () => 'not a VIN: never stored',
    },
    ...(['make', 'model', 'notes', 'lotLocation'] as const).map(
      (field): TextInput => ({
        attack: `updateVehicle(${field})`,
        headers: owner,
        query: 'mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { id } }',
        variables: async (payload) => {
          if (!vehicleForUpdates) {
            const created = await gql('mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }', { input: freshVehicle() }, await owner());
            vehicleForUpdates = dig(must(created, 'vehicle'), 'createVehicle.id') as string;
          }
          return { input: { id: vehicleForUpdates, [field]: payload } };
        },
        expected: same,
        stored: vehicleField(field),
      }),
    ),
    {
      attack: 'changeVehiclePrice(reason)',
      headers: owner,
      query: 'mutation ($id: ID!, $r: String, $p: Int!) { changeVehiclePrice(input: { id: $id, listPriceCents: $p, reason: $r }) { id } }',
      variables: (payload, index) => ({ id: vehicleForUpdates || ids.demoVehicle, r: payload, p: 1_000_000 + index }),
      expected: same,
      stored: async (data) => {
        const id = dig(data, 'changeVehiclePrice.id') as string;
        const rows = await database.db.select().from(vehiclePriceChanges).where(eq(vehiclePriceChanges.vehicleId, id)).orderBy(vehiclePriceChanges.changedAt);
        return rows.at(-1)?.reason;
      },
    },
    {
      attack: 'changeVehicleStatus(note)',
      headers: owner,
      query: 'mutation ($id: ID!, $n: String, $s: VehicleStatus!) { changeVehicleStatus(input: { id: $id, status: $s, note: $n }) { id } }',
      variables: (payload, index) => ({ id: vehicleForUpdates || ids.demoVehicle, n: payload, s: index % 2 === 0 ? 'in_recon' : 'frontline' }),
      expected: same,
      stored: async (data) => {
        const id = dig(data, 'changeVehicleStatus.id') as string;
        const rows = await database.db.select().from(vehicleStatusChanges).where(eq(vehicleStatusChanges.vehicleId, id)).orderBy(vehicleStatusChanges.changedAt);
        return rows.at(-1)?.note;
      },
    },
    {
      attack: 'importVehicles(row make/model/trim/notes)',
      headers: owner,
      query: 'mutation ($input: ImportVehiclesInput!) { importVehicles(input: $input) { created updated rejected { reason } } }',
      variables: (payload) => {
        const vehicle = freshVehicle();
        importedVin = vehicle.vin;
        return {
          input: {
            rows: [{ line: 2, vin: vehicle.vin, stockNumber: vehicle.stockNumber, make: payload, model: payload, trim: payload, notes: payload, mileage: '12,000', acquiredDate: '2024-03-07', listPrice: '$12,995' }],
          },
        };
      },
      expected: same,
      stored: async (data, payload) => {
        if (dig(data, 'importVehicles.created') !== 1) return REFUSED_IN_BAND;
        const [row] = await database.db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.organizationId, ids.demoOrganization), eq(vehicles.vin, importedVin)));
        expect([row?.make, row?.model, row?.trim]).toEqual([payload.trim(), payload.trim(), payload.trim()]);
        return row?.notes;
      },
    },
  ];

  it.each(inputs)('$attack: refused as BAD_USER_INPUT storing nothing, or stored verbatim', async (input) => {
    const usersBefore = await database.db.select({ id: users.id }).from(users);
    const outcomes: string[] = [];
    let storedRows = 0;
    for (const [index, payload] of PAYLOADS.entries()) {
      const variables = await input.variables(payload, index);
      const headers = await input.headers();
      const before = await rowCounts(database.db);
      const answer = await gql(input.query, variables, headers);
      const changed = totalChanged(changedRows(before, await rowCounts(database.db)));
      const code = codeOf(answer);
      outcomes.push(`${answer.status} ${code ?? 'stored verbatim'}`);
      const context = `${input.attack} ${JSON.stringify(payload)}: ${answer.body.slice(0, 300)}`;
      expect(answer.status, context).toBeLessThan(500);
      expect(code, context).not.toBe('INTERNAL_SERVER_ERROR');
      const stored = answer.errors ? undefined : await input.stored(answer.data!, payload);
      if (answer.errors || stored === REFUSED_IN_BAND) {
        if (answer.errors) expect(code, context).toBe('BAD_USER_INPUT');
        else outcomes[outcomes.length - 1] = `${answer.status} rejected row`;
        expect(changed, context).toBe(0);
      } else {
        storedRows += changed;
        expect(stored, context).toBe(input.expected(payload));
      }
    }
    log.record(`injection ${input.attack} × ${PAYLOADS.length} payloads`, { status: tally(outcomes), stored: storedRows });
    // The attacked tables are intact: every user is still there (accepted invitations add some).
    const usersAfter = await database.db.select({ id: users.id }).from(users);
    expect(usersAfter.map((row) => row.id)).toEqual(expect.arrayContaining(usersBefore.map((row) => row.id)));
    expect(usersAfter.length).toBeGreaterThanOrEqual(usersBefore.length);
  });

  it('tRPC text inputs: refused as BAD_REQUEST, nothing stored', async () => {
    const owner = await session('owner@demo.test');
    const [organizationBefore] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    const procedures: [string, (payload: string) => Record<string, unknown>][] = [
      ['organizations.updateSettings(setting_key)', (payload) => ({ setting_key: payload, setting_value: true })],
      ['organizations.updateSettings(setting_value)', (payload) => ({ setting_key: 'default_valuation_source', setting_value: payload })],
      ['organizations.updateChecklistItems(checklist_item_key)', (payload) => ({ checklist_item_key: payload, checklist_item_value: true })],
    ];
    for (const [name, input] of procedures) {
      const outcomes: string[] = [];
      for (const payload of PAYLOADS) {
        const before = await rowCounts(database.db);
        const answer = await request(`${main.baseUrl}/api/trpc/${name.split('(')[0]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner },
          body: JSON.stringify({ json: input(payload) }),
        });
        outcomes.push(`${answer.status} ${codeOf(answer)}`);
        expect(answer.status, answer.body).toBe(400);
        expect(codeOf(answer)).toBe('BAD_REQUEST');
        expect(totalChanged(changedRows(before, await rowCounts(database.db)))).toBe(0);
      }
      log.record(`injection tRPC ${name} × ${PAYLOADS.length} payloads`, { status: tally(outcomes), stored: 0 });
    }
    const [organizationAfter] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    expect(organizationAfter).toEqual(organizationBefore);
  });

  it('analytics event fields: stored verbatim (NUL refused with 400)', async () => {
    const outcomes: string[] = [];
    let storedRows = 0;
    for (const [index, payload] of PAYLOADS.entries()) {
      const event = {
        anonymous_id: `${payload}-${index}`,
        session_id: payload,
        component: payload,
        event: payload,
        url: payload,
        payload: { [payload]: payload, browser: payload },
        custom: { note: payload },
      };
      const { answer, stored } = await attempt(
        `injection POST /api/analytics (every field) ${JSON.stringify(payload)}`,
        () => request(`${main.baseUrl}/api/analytics`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) }),
        settleAnalytics,
      );
      outcomes.push(`${answer.status} ${codeOf(answer) ?? 'stored verbatim'}`);
      if (payload.includes('\u0000')) {
        expect(answer.status).toBe(400);
        expect(codeOf(answer)).toBe('BAD_REQUEST');
        expect(stored).toBe(0);
        continue;
      }
      expect(answer.status, answer.body).toBe(202);
      storedRows += stored;
      const [row] = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.anonymousId, event.anonymous_id));
      expect(row).toMatchObject({
        sessionId: payload,
        component: payload,
        event: payload,
        url: payload,
        payload: { [payload]: payload, browser: payload },
        custom: { note: payload },
      });
    }
    expect(outcomes.length).toBe(PAYLOADS.length);
    expect(storedRows).toBe(PAYLOADS.length - 1);
  });

  it('sign-in email and bearer tokens: refused, never an error page with SQL', async () => {
    for (const payload of PAYLOADS) {
      const csrf = await csrfOf(main.baseUrl);
      const answer = await postSignIn(main.baseUrl, csrf, payload, payload);
      log.record(`injection sign-in email/password ${JSON.stringify(payload)}`, { status: answer.status, code: answer.error ?? 'OK', stored: 0 });
      expect(answer.status).toBe(401);
      expect(answer.error).toBe('CredentialsSignin');
      expect(answer.session).toBe(false);
      // Without spaces the header is read as a token: unknown, 401.
      const token = await attempt(`injection Authorization: Bearer lw_${JSON.stringify(payload)}`, () =>
        gql('{ organization { id } }', {}, { authorization: `Bearer lw_${payload.replace(/\s/g, '').replaceAll('\u0000', '')}` }),
      );
      expect(token.answer.status).toBe(401);
      expect(codeOf(token.answer)).toBe('UNAUTHENTICATED');
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('malformed tRPC requests: 4xx, never 500, nothing stored', () => {
  it.each([
    { attack: 'superjson meta marks a string as a Date', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: 'x' }, meta: { values: { setting_value: ['Date'] } } } },
    { attack: 'superjson meta on a path that does not exist (and a bad value)', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: 'yes' }, meta: { values: { 'x.y.z': ['Date'] } } } },
    { attack: 'superjson meta with an unknown type annotation', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: true }, meta: { values: { setting_value: ['class', 'Evil'] } } } },
    { attack: 'superjson meta marks an object as a Map', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: { a: 1 } }, meta: { values: { setting_value: ['map'] } } } },
    { attack: 'superjson meta pointing at __proto__', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: true }, meta: { values: { '__proto__.polluted': ['Date'] } } } },
    { attack: 'superjson referentialEqualities to __proto__', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: true }, meta: { referentialEqualities: { setting_key: ['__proto__.polluted'] } } } },
    { attack: 'superjson meta that is not an object (and a bad value)', body: { json: { setting_key: 'hide_vehicle_cost', setting_value: 'yes' }, meta: 'nope' } },
    { attack: 'superjson without json', body: { meta: { values: { x: ['Date'] } } } },
    { attack: 'an array instead of an object', body: [1, 2, 3] },
    { attack: 'nested 20,000 levels deep', body: `{"json":${'['.repeat(20_000)}${']'.repeat(20_000)}}` },
    { attack: 'a body that is not JSON', body: '{"json": {"setting_key": ' },
    { attack: 'an empty body', body: '' },
  ])('$attack', async ({ attack, body }) => {
    const owner = await session('owner@demo.test');
    const [before] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    const { answer, stored } = await attempt(`tRPC malformed: ${attack}`, () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    expect(answer.status, answer.body.slice(0, 300)).toBe(400);
    expect(codeOf(answer)).toBe('BAD_REQUEST');
    expect(stored).toBe(0);
    const [after] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    expect(after).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    { attack: 'wrong content type text/plain', contentType: 'text/plain', status: 415 },
    { attack: 'wrong content type application/x-www-form-urlencoded', contentType: 'application/x-www-form-urlencoded', status: 415 },
    { attack: 'wrong content type multipart/form-data without a boundary', contentType: 'multipart/form-data', status: 400 },
  ])('$attack', async ({ attack, contentType, status }) => {
    const owner = await session('owner@demo.test');
    const { answer, stored } = await attempt(`tRPC malformed: ${attack}`, () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': contentType, ...owner },
        body: JSON.stringify({ json: { setting_key: 'hide_vehicle_cost', setting_value: true } }),
      }),
    );
    expect(answer.status).toBe(status);
    expect(stored).toBe(0);
  });

  it('junk meta beside a valid input is ignored: the input is used as sent', async () => {
    const owner = await session('owner@demo.test');
    for (const [what, meta] of [
      ['meta on a path that does not exist', { values: { 'x.y.z': ['Date'] } }],
      ['meta that is not an object', 'nope'],
    ] as const) {
      const { answer, changed } = await attempt(`tRPC malformed: superjson ${what} beside a valid input`, () =>
        request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner },
          body: JSON.stringify({ json: { setting_key: 'recon_approval_required', setting_value: false }, meta }),
        }),
      );
      expect(answer.status).toBe(200);
      expect(Object.keys(changed).filter((table) => table !== 'auditLog')).toEqual([]);
      const [organization] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
      expect(organization!.settings.recon_approval_required).toBe(false);
    }
  });

  it('a query whose input parameter is not JSON, and a mutation sent as GET', async () => {
    const owner = await session('owner@demo.test');
    // Inputs are read only by procedures that take one: getMe (the only query with a session) ignores it.
    for (const path of ['users.getMe?input=', 'users.getMe?batch=1&input=']) {
      const ignored = await attempt(`tRPC malformed: GET ${path}{not json (getMe takes no input)`, () =>
        request(`${main.baseUrl}/api/trpc/${path}${encodeURIComponent('{not json')}`, { headers: owner }),
      );
      expect(ignored.answer.status).toBeLessThan(500);
    }
    const input = encodeURIComponent(JSON.stringify({ json: { setting_key: 'hide_vehicle_cost', setting_value: true } }));
    const get = await attempt('tRPC mutation over GET: organizations.updateSettings', () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings?input=${input}`, { headers: owner }),
    );
    expect(get.answer.status).toBe(405);
    expect(get.stored).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('CSRF and security headers', () => {
  it.each([
    { attack: 'content-type text/plain', contentType: 'text/plain' },
    { attack: 'content-type application/x-www-form-urlencoded', contentType: 'application/x-www-form-urlencoded' },
    { attack: 'content-type multipart/form-data', contentType: 'multipart/form-data; boundary=x' },
  ])('a GraphQL POST with $attack and no preflight header is refused (Apollo CSRF prevention)', async ({ attack, contentType }) => {
    const owner = await session('owner@demo.test');
    const { answer, stored } = await attempt(`CSRF: GraphQL createGroup POST with ${attack}`, () =>
      request(`${main.baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: 'https://evil.example', ...owner },
        body: JSON.stringify({ query: CREATE_GROUP, variables: { name: 'csrf' } }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('BAD_REQUEST');
    expect(stored).toBe(0);
  });

  it('a mutation over GET is refused even with the preflight header', async () => {
    const owner = await session('owner@demo.test');
    const query = encodeURIComponent('mutation { createGroup(name: "via GET") { id } }');
    const simple = await attempt('CSRF: GraphQL createGroup over GET (simple request)', () =>
      request(`${main.baseUrl}/api/graphql?query=${query}`, { headers: owner }),
    );
    expect(simple.answer.status).toBe(400);
    expect(simple.stored).toBe(0);
    const preflighted = await attempt('CSRF: GraphQL createGroup over GET with apollo-require-preflight', () =>
      request(`${main.baseUrl}/api/graphql?query=${query}`, { headers: { ...owner, 'apollo-require-preflight': 'true' } }),
    );
    expect(preflighted.answer.status).toBe(405);
    expect(preflighted.stored).toBe(0);
  });

  it('a cross-origin page gets no CORS permission to read answers', async () => {
    const owner = await session('owner@demo.test');
    const preflight = await request(`${main.baseUrl}/api/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    const read = await gql('{ me { email } }', {}, { ...owner, origin: 'https://evil.example' });
    log.record('CORS: OPTIONS + POST /api/graphql from Origin https://evil.example', {
      status: `${preflight.status}/${read.status}`,
      code: `ACAO=${preflight.headers.get('access-control-allow-origin') ?? 'none'}/${read.headers.get('access-control-allow-origin') ?? 'none'}`,
      stored: 0,
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('every API answer carries the security headers; no X-Powered-By; no HSTS over http', async () => {
    const owner = await session('owner@demo.test');
    const answers: [string, Answer][] = [
      ['GET /api/health', await request(`${main.baseUrl}/api/health`)],
      ['POST /api/graphql', await gql('{ me { id } }', {}, owner)],
      ['GET /api/trpc/users.getMe', await request(`${main.baseUrl}/api/trpc/users.getMe`, { headers: owner })],
      ['GET /api/auth/csrf', await request(`${main.baseUrl}/api/auth/csrf`)],
      ['POST /api/analytics (400)', await request(`${main.baseUrl}/api/analytics`, { method: 'POST', body: '{}' })],
      ['POST /api/graphql (413)', await gql('{ me { id } }', { x: 'x'.repeat(GRAPHQL_BODY_LIMIT + KB) }, owner)],
      ['GET /api/nowhere (404)', await request(`${main.baseUrl}/api/nowhere`)],
    ];
    for (const [what, answer] of answers) {
      const header = (name: string) => answer.headers.get(name);
      log.record(`headers on ${what}`, {
        status: answer.status,
        code: `nosniff=${header('x-content-type-options')} referrer=${header('referrer-policy')} frame=${header('x-frame-options')} hsts=${header('strict-transport-security') ?? 'none'} powered-by=${header('x-powered-by') ?? 'none'}`,
        stored: 0,
      });
      expect(header('x-content-type-options'), what).toBe('nosniff');
      expect(header('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(header('x-frame-options'), what).toBe('SAMEORIGIN');
      // express's own 404 sends `default-src 'none'`; X-Frame-Options covers framing there.
      expect(header('content-security-policy'), what).toMatch(/frame-ancestors 'self'|default-src 'none'/);
      expect(header('x-powered-by'), what).toBeNull();
      expect(header('strict-transport-security'), what).toBeNull();
    }
  });

  it('HSTS is sent when the product’s URL is https (behind a TLS proxy)', async () => {
    const server = await startExtraServer({ NEXTAUTH_URL: 'https://lotwise.example' });
    try {
      const answer = await request(`${server.baseUrl}/api/health`);
      log.record('headers with NEXTAUTH_URL=https://…', { status: answer.status, code: `hsts=${answer.headers.get('strict-transport-security')}`, stored: 0 });
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await stopExtraServer(server);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('in production: introspection for administrators and tokens only; errors without internals', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startExtraServer({ NODE_ENV: 'production' });
  });
  afterAll(() => stopExtraServer(server));

  const introspections = [
    { shape: '__schema', query: '{ __schema { queryType { name } types { name } } }' },
    { shape: '__type', query: '{ __type(name: "User") { fields { name } } }' },
    { shape: '__schema aliased inside a fragment', query: '{ ...F } fragment F on Query { s: __schema { types { name } } }' },
    { shape: '__type inside an inline fragment', query: '{ ... on Query { __type(name: "Vehicle") { name } } }' },
  ];

  it.each(introspections)('anonymous and normal users: FORBIDDEN ($shape)', async ({ shape, query }) => {
    for (const [who, headers] of [
      ['anonymous', {}],
      ['owner (type user)', await session('owner@demo.test')],
      ['agent', await session('agent@demo.test')],
    ] as const) {
      const { answer } = await attempt(`introspection in production (${who}): ${shape}`, () => gql(query, {}, headers, server));
      expect(answer.status).toBe(403);
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(answer.data ?? undefined).toBeUndefined();
    }
  });

  it('administrators and API tokens: allowed', async () => {
    for (const [who, headers] of [
      ['admin', await session('admin@demo.test')],
      ['API token (read)', bearer(secrets.demoReadToken)],
    ] as const) {
      const { answer } = await attempt(`introspection in production (${who}): __schema`, () => gql(introspections[0]!.query, {}, headers, server));
      expect(answer.status).toBe(200);
      expect(dig(answer.data, '__schema.queryType.name')).toBe('Query');
    }
  });

  it('errors carry no stack traces, SQL or schema hints', async () => {
    const owner = await session('owner@demo.test');
    const typo = await attempt('production error: a misspelt field', () => gql('{ mee { id } }', {}, owner, server));
    expect(typo.answer.status).toBe(400);
    expect(typo.answer.body).not.toMatch(/Did you mean|"me"/);

    const denied = await attempt('production error: FORBIDDEN resolver error', () => gql('{ adminOrganizations { id } }', {}, owner, server));
    expect(codeOf(denied.answer)).toBe('FORBIDDEN');

    // An internal failure: the territories table is briefly missing.
    const rivalOwner = await session('owner@rival.test');
    await database.db.execute(sql`alter table territories rename to territories_hidden`);
    let broken: Answer;
    try {
      broken = await gql('{ territories { id name } }', {}, rivalOwner, server);
    } finally {
      await database.db.execute(sql`alter table territories_hidden rename to territories`);
    }
    log.record('production error: the database fails a query (table missing)', { status: broken.status, code: codeOf(broken), stored: 0 });
    expect(codeOf(broken)).toBe('INTERNAL_SERVER_ERROR');
    expect(broken.errors![0]!.message).toBe('Something went wrong on our side. Please try again.');
    for (const { answer } of [typo, denied, { answer: broken }]) {
      expect(answer.body).not.toMatch(/stacktrace|\bat [\w.<>]+ \(|node_modules|select |territories_hidden|relation/i);
      for (const error of answer.errors ?? []) expect(Object.keys(error.extensions ?? {})).toEqual(['code']);
    }
  });
});
