import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server';
import {
  type Answer,
  attempt,
  bearer,
  codeOf,
  database,
  dig,
  gql,
  log,
  secrets,
  session,
  startExtraServer,
  stopExtraServer,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('in production: introspection for administrators and tokens only; errors without internals', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startExtraServer({ NODE_ENV: 'production' });
  });
  afterAll(() => stopExtraServer(server));

  const introspections = [
    { shape: '__schema', query: '{ __schema { queryType { name } types { name } } }' },
    { shape: '__type', query: '{ __type(name: "User") { fields { name } } }' },
    {
      shape: '__schema aliased inside a fragment',
      query: '{ ...F } fragment F on Query { s: __schema { types { name } } }',
    },
    { shape: '__type inside an inline fragment', query: '{ ... on Query { __type(name: "Vehicle") { name } } }' },
  ];

  it.each(introspections)('anonymous and normal users: FORBIDDEN ($shape)', async ({ shape, query }) => {
    for (const [who, headers] of [
      ['anonymous', {}],
      ['owner (type user)', await session('owner@demo.test')],
      ['agent', await session('agent@demo.test')],
    ] as const) {
      const { answer } = await attempt(`introspection in production (${who}): ${shape}`, () =>
        gql(query, {}, headers, server),
      );
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
      const { answer } = await attempt(`introspection in production (${who}): __schema`, () =>
        gql(introspections[0]!.query, {}, headers, server),
      );
      expect(answer.status).toBe(200);
      expect(dig(answer.data, '__schema.queryType.name')).toBe('Query');
    }
  });

  const misspelt = [
    {
      what: 'an enum value misspelt in a variable',
      query: 'mutation ($id: ID!, $s: VehicleStatus!) { changeVehicleStatus(input: { id: $id, status: $s }) { id } }',
      variables: { id: '00000000-0000-4000-8000-000000000000', s: 'sol' },
      code: 'BAD_USER_INPUT',
    },
    {
      what: 'an enum value misspelt in the document',
      query: 'mutation { changeVehicleStatus(input: { id: "x", status: sol }) { id } }',
      variables: {},
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      what: 'a misspelt argument',
      query: '{ vehicles(firs: 5) { totalCount } }',
      variables: {},
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      what: 'a misspelt input field',
      query: '{ vehicles(filter: { serch: "x" }) { totalCount } }',
      variables: {},
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
  ];

  it.each(misspelt)(
    'no "Did you mean" for $what (development keeps the hint)',
    async ({ what, query, variables, code }) => {
      const owner = await session('owner@demo.test');
      const development = await attempt(`development error: ${what}`, () => gql(query, variables, owner));
      const production = await attempt(`production error: ${what}`, () => gql(query, variables, owner, server));
      const messages = (answer: Answer) => (answer.errors ?? []).map((error) => error.message);
      expect([development.answer.status, codeOf(development.answer)]).toEqual([400, code]);
      expect([production.answer.status, codeOf(production.answer)]).toEqual([400, code]);
      expect(messages(development.answer).join('\n')).toMatch(/ Did you mean .+\?$/m);
      // The same message, without the hint.
      expect(messages(production.answer)).toEqual(
        messages(development.answer).map((message) => message.replace(/ Did you mean .+\?$/, '')),
      );
      expect(production.answer.body).not.toMatch(/Did you mean/);
    },
  );

  it('errors carry no stack traces, SQL or schema hints', async () => {
    const owner = await session('owner@demo.test');
    const typo = await attempt('production error: a misspelt field', () => gql('{ mee { id } }', {}, owner, server));
    expect(typo.answer.status).toBe(400);
    expect(typo.answer.body).not.toMatch(/Did you mean|"me"/);

    const denied = await attempt('production error: FORBIDDEN resolver error', () =>
      gql('{ adminOrganizations { id } }', {}, owner, server),
    );
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
    log.record('production error: the database fails a query (table missing)', {
      status: broken.status,
      code: codeOf(broken),
      stored: 0,
    });
    expect(codeOf(broken)).toBe('INTERNAL_SERVER_ERROR');
    expect(broken.errors![0]!.message).toBe('Something went wrong on our side. Please try again.');
    for (const { answer } of [typo, denied, { answer: broken }]) {
      expect(answer.body).not.toMatch(/stacktrace|\bat [\w.<>]+ \(|node_modules|select |territories_hidden|relation/i);
      // An internal error also carries the request id, so support can find its log line.
      for (const error of answer.errors ?? []) {
        const expected = error.extensions?.code === 'INTERNAL_SERVER_ERROR' ? ['code', 'requestId'] : ['code'];
        expect(Object.keys(error.extensions ?? {})).toEqual(expected);
      }
    }
  });
});
