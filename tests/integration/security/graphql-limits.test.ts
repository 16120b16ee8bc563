import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRAPHQL_LIMITS } from '../../../server/graphql/limits';
import type { TestServer } from '../support/server';
import { attempt, bearer, codeOf, CREATE_GROUP, gql, log, main, nest, request, secrets, session, startExtraServer, stopExtraServer, tally, useSecuritySuite } from './support';

useSecuritySuite();

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
});

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
    // Made-up tokens count against the address: they get no bucket of their own.
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await gql('{ organization { id } }', {}, bearer(`lw_${randomBytes(32).toString('base64url')}`), server);
      made.push(`${answer.status} ${codeOf(answer)}`);
      expect([answer.status, codeOf(answer)]).toEqual([429, 'TOO_MANY_REQUESTS']);
    }
    log.record('5 made-up bearer tokens from the limited address', { status: tally(made), stored: 0, note: '(counted against the address)' });
  });
});

describe('operations the graph does not serve', () => {
  it('a subscription is the client’s mistake: 400 BAD_USER_INPUT, not logged as an internal error', async () => {
    const owner = await session('owner@demo.test');
    const consoleError = vi.spyOn(console, 'error');
    try {
      for (const [shape, query] of [
        ['subscription { me }', 'subscription { me { id } }'],
        ['named subscription with a variable', 'subscription Watch($id: ID!) { vehicle(id: $id) { id } }'],
      ] as const) {
        const { answer, stored } = await attempt(`GraphQL ${shape}`, () => gql(query, { id: 'x' }, owner));
        expect([answer.status, codeOf(answer), answer.errors?.[0]?.message]).toEqual([
          400,
          'BAD_USER_INPUT',
          'Subscriptions are not supported: Lotwise’s graph answers queries and mutations only.',
        ]);
        expect(stored).toBe(0);
      }
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});