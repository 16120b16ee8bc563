import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import {
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
} from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import {
  changedRows,
  createAttackLog,
  describeChanges,
  rowChanges,
  rowCounts,
  totalChanged,
} from '../support/attack-log';
import { CookieJar, signIn } from '../support/auth';
import { openTestDatabase } from '../support/database';
import { createRivalOrganization } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

/*
 * The security suite (issue 8), one file per attack surface: each attack a client can make on
 * the API is refused with the right status and code, and stores nothing (every table's rows are
 * compared whole before and after each attempt, so an UPDATE shows as well as an INSERT); text
 * that is not an attack on anything is stored as data, exactly. Every attempt is recorded in the
 * output as `[security] <attack> → <status> <code> (stored: <rows>)`. Runs on PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set. Each file calls `useSecuritySuite()` once: its own
 * database, server and the data attacked (`ids`, `secrets`).
 */

export const log = createAttackLog();
export let database: DatabaseHandle;
export let main: TestServer;
const jars = new Map<string, CookieJar>();

export const KB = 1024;
export const GRAPHQL_BODY_LIMIT = 100 * KB;
export const AUTH_BODY_LIMIT = 16 * KB;

// ---------------------------------------------------------------------------------------------
// Clients

export type GraphQLError = { message: string; extensions?: { code?: string; stacktrace?: unknown } };
export type Answer = {
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
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { json: value };
  } catch {
    return {};
  }
}

export async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  return { ...parse(body), status: response.status, headers: response.headers, body };
}

export async function session(email: string, server: TestServer = main): Promise<Record<string, string>> {
  if (!jars.has(email)) {
    const signedIn = await signIn(server.baseUrl, email, DEMO_PASSWORD);
    expect(signedIn.signedIn, `${email} signs in`).toBe(true);
    jars.set(email, signedIn.jar);
  }
  return { cookie: jars.get(email)!.header() };
}

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

export function gql(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  server = main,
) {
  return request(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

/** The first error's `extensions.code` (GraphQL), `error.json.data.code` (tRPC), or `error` (plain HTTP). */
export function codeOf(answer: Answer): string | undefined {
  if (answer.errors) return answer.errors[0]?.extensions?.code;
  const trpc = dig(answer, 'error.json.data.code') ?? dig(answer, 'json.0.error.json.data.code');
  if (typeof trpc === 'string') return trpc;
  return typeof answer.error === 'string' ? answer.error : undefined;
}

export function dig(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const settleAnalytics = async () => {
  expect((await main.app.analyticsWriter.drain(10_000)).remaining).toBe(0);
};

/**
 * Runs one attack, compares every table's rows before and after it, and records the line:
 * `stored` counts rows added, removed or changed, `changed` has them per table.
 */
export async function attempt(attack: string, run: () => Promise<Answer>, settle?: () => Promise<void>) {
  const before = await rowCounts(database.db);
  const answer = await run();
  await settle?.();
  const after = await rowCounts(database.db);
  const changed = changedRows(before, after);
  const stored = totalChanged(changed);
  const note = stored > 0 ? `[${describeChanges(rowChanges(before, after))}]` : undefined;
  log.record(attack, {
    status: answer.status,
    code: codeOf(answer) ?? (answer.status < 300 ? 'OK' : undefined),
    stored,
    note,
  });
  return { answer, stored, changed };
}

/** A server beside `main` on the same database, with other limits. */
export async function startExtraServer(env: Record<string, string>) {
  return startTestServer({ database, env });
}

export async function stopExtraServer(server: TestServer | undefined) {
  await server?.close();
  // next-auth reads NEXTAUTH_URL per request; each test server publishes its own on start.
  process.env.NEXTAUTH_URL = main.baseUrl;
}

export async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(', ');
};

// ---------------------------------------------------------------------------------------------
// The data attacked

export const ids = {
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
export const secrets = { demoReadToken: '', rivalWriteToken: '' };

export const CREATE_GROUP = 'mutation ($name: String!) { createGroup(name: $name) { id name } }';
export const CREATE_TOKEN =
  'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret apiToken { id } } }';

export function must(answer: Answer, what: string): Record<string, unknown> {
  expect(answer.errors, `${what}: ${answer.body.slice(0, 300)}`).toBeUndefined();
  return answer.data!;
}

/** Everything stored about Demo Motors, to show that another organization changed nothing. */
export async function demoSnapshot() {
  const { db } = database;
  const organizationId = ids.demoOrganization;
  const userIds = [...ids.demoUsers.values()];
  const vehicleRows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId))
    .orderBy(vehicles.id);
  const vehicleIds = vehicleRows.map((row) => row.id);
  const groupRows = await db.select().from(groups).where(eq(groups.organizationId, organizationId)).orderBy(groups.id);
  return {
    organization: await db.select().from(organizations).where(eq(organizations.id, organizationId)),
    users: await db.select().from(users).where(eq(users.organizationId, organizationId)).orderBy(users.id),
    permissions: await db
      .select()
      .from(userPermissions)
      .where(inArray(userPermissions.userId, userIds))
      .orderBy(userPermissions.userId, userPermissions.section),
    groups: groupRows,
    memberships: await db
      .select()
      .from(groupMemberships)
      .where(
        inArray(
          groupMemberships.groupId,
          groupRows.map((row) => row.id),
        ),
      )
      .orderBy(groupMemberships.groupId, groupMemberships.userId),
    territories: await db
      .select()
      .from(territories)
      .where(eq(territories.organizationId, organizationId))
      .orderBy(territories.id),
    invitations: await db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, organizationId))
      .orderBy(invitations.id),
    apiTokens: (
      await db.select().from(apiTokens).where(eq(apiTokens.organizationId, organizationId)).orderBy(apiTokens.id)
    ).map(({ lastUsedAt: _lastUsedAt, ...row }) => row),
    vehicles: vehicleRows,
    priceChanges: await db
      .select()
      .from(vehiclePriceChanges)
      .where(inArray(vehiclePriceChanges.vehicleId, vehicleIds))
      .orderBy(vehiclePriceChanges.id),
    statusChanges: await db
      .select()
      .from(vehicleStatusChanges)
      .where(inArray(vehicleStatusChanges.vehicleId, vehicleIds))
      .orderBy(vehicleStatusChanges.id),
  };
}

/** Registers the file's hooks: a database and server of its own, the data attacked, the log flushed after each test. */
export function useSecuritySuite() {
  beforeAll(setUp);
  afterEach(() => log.flush());
  afterAll(async () => {
    await main?.close();
    await database?.close();
  });
}

async function setUp() {
  // This module outlives a file when files share a worker's modules: start from nothing of the last file's.
  jars.clear();
  ids.demoUsers.clear();
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
  for (const row of await db.select().from(users).where(eq(users.organizationId, demo!.id)))
    ids.demoUsers.set(row.email, row.id);

  const owner = await session('owner@demo.test');
  const rivalOwner = await session('owner@rival.test');
  ids.demoGroup = (
    must(await gql(CREATE_GROUP, { name: 'Sales floor' }, owner), 'demo group').createGroup as { id: string }
  ).id;
  ids.rivalGroup = (
    must(await gql(CREATE_GROUP, { name: 'Rival crew' }, rivalOwner), 'rival group').createGroup as { id: string }
  ).id;
  await gql(
    'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }',
    { g: ids.demoGroup, u: ids.demoUsers.get('editor@demo.test') },
    owner,
  );
  const invited = must(
    await gql(
      'mutation { inviteUser(input: { email: "prospect@demo.test", role: VIEWER }) { invitation { id } } }',
      {},
      owner,
    ),
    'invitation',
  );
  ids.demoInvitation = dig(invited, 'inviteUser.invitation.id') as string;
  const [territory] = await db
    .insert(territories)
    .values({
      organizationId: demo!.id,
      name: 'North',
      postalCodes: ['10001'],
      agentUserId: ids.demoUsers.get('agent@demo.test')!,
    })
    .returning();
  ids.demoTerritory = territory!.id;
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.organizationId, demo!.id)).limit(1);
  ids.demoVehicle = vehicle!.id;
  ids.demoVin = vehicle!.vin;

  const demoToken = must(
    await gql(CREATE_TOKEN, { input: { name: 'Reporting', scopes: ['read'] } }, owner),
    'demo token',
  );
  secrets.demoReadToken = dig(demoToken, 'createApiToken.secret') as string;
  ids.demoApiToken = dig(demoToken, 'createApiToken.apiToken.id') as string;
  const rivalToken = must(
    await gql(CREATE_TOKEN, { input: { name: 'Partner sync', scopes: ['read', 'write'] } }, rivalOwner),
    'rival token',
  );
  secrets.rivalWriteToken = dig(rivalToken, 'createApiToken.secret') as string;
}

export type SignInAnswer = {
  status: number;
  error: string | null;
  url: string;
  retryAfter: string | null;
  session: boolean;
};

export async function csrfOf(baseUrl: string) {
  const jar = new CookieJar();
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  jar.store(response);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, cookie: jar.header() };
}

export async function postSignIn(
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

/** `{ field { field { … leaf } } }`, `levels` deep. */
export function nest(fields: string[], levels: number, leaf: string): string {
  let selection = leaf;
  for (let level = levels - 1; level >= 0; level -= 1) selection = `${fields[level % fields.length]!} { ${selection} }`;
  return selection;
}

export const PAYLOADS = [
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
