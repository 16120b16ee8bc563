import { randomBytes } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, print, visit, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetAppraisalsDocument } from '../../../graphql/generated/operations/GetAppraisals';
import { GetMarketRecordsDocument } from '../../../graphql/generated/operations/GetMarketRecords';
import { GetSalesReportPageDocument } from '../../../graphql/generated/operations/GetSalesReportPage';
import { GetTeamMembersDocument } from '../../../graphql/generated/operations/GetTeamMembers';
import { GetTransportOrdersDocument } from '../../../graphql/generated/operations/GetTransportOrders';
import { GetVehiclesDocument } from '../../../graphql/generated/operations/GetVehicles';
import { GetVehiclesByVinDocument } from '../../../graphql/generated/operations/GetVehiclesByVin';
import { GetVehiclesForExportDocument } from '../../../graphql/generated/operations/GetVehiclesForExport';
import { judgeOperation } from '../../../server/graphql/cost-limit';
import { GRAPHQL_LIMITS } from '../../../server/graphql/limits';
import { readTypeDefs } from '../../../server/graphql/schema';
import { GRAPH_PAGES } from '../../../src/shared/graph-pages';
import { VEHICLE_PAGE_SIZES } from '../../../src/shared/inventory/vehicle';
import type { TestServer } from '../support/server';
import {
  attempt,
  bearer,
  codeOf,
  CREATE_GROUP,
  gql,
  log,
  main,
  nest,
  request,
  secrets,
  session,
  startExtraServer,
  stopExtraServer,
  tally,
  useSecuritySuite,
} from './support';

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
      attack: `page over ${limits.maxPageSize}: vehicles(first: 500) with price and status histories`,
      query:
        '{ vehicles(first: 500) { edges { node { id priceHistory { id changedBy { id } } statusHistory { id changedBy { id } } } } } }',
      code: 'BAD_USER_INPUT',
    },
    {
      attack: `cost over ${limits.maxCost}: teamMembers(first: ${limits.maxPageSize}) → groups → members → groups → members → groups → members`,
      query: `{ teamMembers(first: ${limits.maxPageSize}) { edges { node { ${nest(['groups', 'members'], 6, 'id email')} } } } }`,
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
    const { answer } = await attempt(`control: ${limits.maxAliases} aliases of me`, () =>
      gql(`{ ${aliases} }`, {}, owner),
    );
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const deepest = `{ me { ${nest(['groups', 'members'], limits.maxDepth - 2, 'id')} } }`;
    const deep = await attempt(`control: depth ${limits.maxDepth} (me → groups → members …)`, () =>
      gql(deepest, {}, owner),
    );
    expect(deep.answer.status).toBe(200);
    expect(deep.answer.errors).toBeUndefined();
  });
});

describe('page sizes and cost count the rows asked for however they are asked', () => {
  const limits = GRAPHQL_LIMITS;
  const PHOTOS = 'edges { node { id photos { id } } }';
  const MARKET = 'edges { node { id make model priceCents dealerName } } totalCount';
  const pageCases: { attack: string; query: string; variables?: Record<string, unknown>; asked: string }[] = [
    {
      attack: 'vehicles(first: 500) written in the query',
      query: `{ vehicles(first: 500) { ${PHOTOS} } }`,
      asked: '`first` of vehicles asks for 500',
    },
    {
      attack: 'vehicles(first: $n), n = 500',
      query: `query ($n: Int) { vehicles(first: $n) { ${PHOTOS} } }`,
      variables: { n: 500 },
      asked: '`first` of vehicles asks for 500',
    },
    {
      attack: 'vehicles(first: $n), $n defaulting to 500',
      query: `query ($n: Int = 500) { vehicles(first: $n) { ${PHOTOS} } }`,
      asked: '`first` of vehicles asks for 500',
    },
    {
      attack: 'vehicles(first: $n) inside a fragment, n = 500',
      query: `query ($n: Int) { ...V } fragment V on Query { vehicles(first: $n) { ${PHOTOS} } }`,
      variables: { n: 500 },
      asked: '`first` of vehicles asks for 500',
    },
    {
      attack: 'marketRecords(first: $f), f = 400',
      query: `query ($f: Int) { marketRecords(first: $f) { ${MARKET} } }`,
      variables: { f: 400 },
      asked: '`first` of marketRecords asks for 400',
    },
    {
      attack: 'marketRecords(first: 201), one over the maximum',
      query: `{ marketRecords(first: 201) { ${MARKET} } }`,
      asked: '`first` of marketRecords asks for 201',
    },
    {
      attack: 'a nested list: dealer visits(first: $v), v = 1000',
      query: 'query ($v: Int) { dealers { id visits(first: $v) { id } } }',
      variables: { v: 1_000 },
      asked: '`first` of visits asks for 1000',
    },
  ];

  it.each(pageCases)(
    `$attack: 400 BAD_USER_INPUT naming the maximum (${limits.maxPageSize}), nothing run`,
    async ({ attack, query, variables, asked }) => {
      const owner = await session('owner@demo.test');
      const { answer, stored } = await attempt(`page size: ${attack}`, () => gql(query, variables ?? {}, owner));
      expect([answer.status, codeOf(answer), answer.data]).toEqual([400, 'BAD_USER_INPUT', undefined]);
      expect(answer.errors?.[0]?.message).toBe(
        `${asked} rows: at most ${limits.maxPageSize} a page (ask for the next page with \`after\`).`,
      );
      expect(stored).toBe(0);
    },
  );

  const aliased = (first: string) =>
    Array.from({ length: 8 }, (_, i) => `v${i}: vehicles(first: ${first}) { ${PHOTOS} }`).join(' ');
  const costCases: { attack: string; query: string; variables?: Record<string, unknown> }[] = [
    {
      attack: `eight aliased vehicles(first: ${limits.maxPageSize}), each page within the maximum`,
      query: `{ ${aliased(String(limits.maxPageSize))} }`,
    },
    {
      attack: `eight aliased vehicles(first: $n), n = ${limits.maxPageSize}`,
      query: `query ($n: Int) { ${aliased('$n')} }`,
      variables: { n: limits.maxPageSize },
    },
    {
      attack: `teamMembers(first: $n), n = ${limits.maxPageSize} → groups → members → groups → members → groups → members`,
      query: `query ($n: Int) { teamMembers(first: $n) { edges { node { ${nest(['groups', 'members'], 6, 'id email')} } } } }`,
      variables: { n: limits.maxPageSize },
    },
  ];

  it.each(costCases)(
    `$attack: 400 GRAPHQL_VALIDATION_FAILED over a cost of ${limits.maxCost}, nothing run`,
    async ({ attack, query, variables }) => {
      const owner = await session('owner@demo.test');
      const { answer, stored } = await attempt(`cost: ${attack}`, () => gql(query, variables ?? {}, owner));
      expect([answer.status, codeOf(answer), answer.data]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED', undefined]);
      expect(answer.errors?.[0]?.message).toMatch(
        new RegExp(`^Query Cost limit of ${limits.maxCost} exceeded, found [0-9.]+\\.$`),
      );
      expect(stored).toBe(0);
    },
  );

  it(`a variable at the maximum runs: vehicles(first: $n), n = ${limits.maxPageSize}`, async () => {
    const owner = await session('owner@demo.test');
    const { answer } = await attempt(`control: vehicles(first: $n), n = ${limits.maxPageSize}`, () =>
      gql(`query ($n: Int) { vehicles(first: $n) { ${PHOTOS} } }`, { n: limits.maxPageSize }, owner),
    );
    expect([answer.status, answer.errors]).toEqual([200, undefined]);
  });

  /*
   * Every operation the product sends (graphql/operations), judged by the graph's own page-size and
   * cost rule at the largest page it asks for: the graph's maximum, except where its screens and
   * loaders ask for less because its rows cost more. A new paged operation too costly at the
   * maximum fails here until its page size is named below (and its screen asks for that size).
   */
  const PRODUCT_PAGE_SIZES: Record<string, number> = {
    GetVehicles: Math.max(...VEHICLE_PAGE_SIZES),
    GetVehiclesForExport: GRAPH_PAGES.vehiclesExport,
  };
  const operations = productOperations();

  it.each(operations.map((entry) => [entry.name, entry] as const))(
    'the product’s %s passes the page-size and cost limits at its page size',
    (_name, entry) => {
      const size = PRODUCT_PAGE_SIZES[entry.name] ?? limits.maxPageSize;
      const variables = Object.fromEntries(entry.pageVariables.map((name) => [name, size]));
      const refused = judgeOperation({
        schema: productSchema,
        document: entry.document,
        operation: entry.operation,
        variables,
        limits,
      });
      expect(refused?.message ?? null).toBeNull();
      // As the browser sends it: Apollo Client adds __typename to every selection.
      const sent = addTypenameToDocument(entry.document);
      const operation = sent.definitions.find(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === entry.name,
      ) as OperationDefinitionNode;
      expect(
        judgeOperation({ schema: productSchema, document: sent, operation, variables, limits })?.message ?? null,
      ).toBeNull();
    },
  );

  // The product's screens and loaders at their page sizes, over HTTP (src/shared/graph-pages.ts).
  const own: [string, TypedDocumentNode<unknown, Record<string, unknown>>, Record<string, unknown>][] = [
    ['inventory CSV export', GetVehiclesForExportDocument as never, { first: GRAPH_PAGES.vehiclesExport }],
    [
      'VIN lookup before an import',
      GetVehiclesByVinDocument as never,
      { vins: ['1HGCV1F30LA000000'], first: GRAPH_PAGES.vinsPerQuery },
    ],
    [
      'sales report CSV',
      GetSalesReportPageDocument as never,
      { range: lastYear(), first: GRAPH_PAGES.salesReportPage },
    ],
    ['market records table', GetMarketRecordsDocument as never, { first: Math.max(...GRAPH_PAGES.marketRecords) }],
    ['transportation board', GetTransportOrdersDocument as never, { first: GRAPH_PAGES.transportBoard }],
    ['inventory list', GetVehiclesDocument as never, { first: Math.max(...VEHICLE_PAGE_SIZES) }],
    ['team table', GetTeamMembersDocument as never, { first: Math.max(...GRAPH_PAGES.teamMembers) }],
    ['appraisals list', GetAppraisalsDocument as never, { first: 50 }],
  ];
  it.each(own)('the product’s %s runs at its page size', async (what, document, variables) => {
    const owner = await session('owner@demo.test');
    // As the browser sends it, __typename on every selection (Apollo Client adds it).
    const { answer } = await attempt(`control: ${what} at its page size`, () =>
      gql(print(addTypenameToDocument(document)), variables, owner),
    );
    expect([answer.status, answer.errors]).toEqual([200, undefined]);
  });
});

const productSchema = buildSchema(readTypeDefs());

/** The year up to today: a range the sales report takes. */
function lastYear() {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = new Date();
  return { from: day(new Date(today.getTime() - 365 * 86_400_000)), to: day(today) };
}

/** The operations of graphql/operations, each with the fragments it may spread and its page variables. */
function productOperations() {
  const folder = path.join(process.cwd(), 'graphql', 'operations');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  const document = parse(files.map((file) => readFileSync(path.join(folder, file), 'utf8')).join('\n'));
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const pageVariables = new Set<string>();
      visit(document, {
        Argument(node) {
          if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.VARIABLE)
            pageVariables.add(node.value.name.value);
        },
      });
      const declared = (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
      return {
        name: operation.name?.value ?? '(anonymous)',
        operation,
        document,
        pageVariables: declared.filter((name) => pageVariables.has(name)),
      };
    });
}

describe('batch floods', () => {
  it('an array of GraphQL operations in one POST is refused (batching is off)', async () => {
    const owner = await session('owner@demo.test');
    const operations = Array.from({ length: 100 }, (_, i) => ({
      query: CREATE_GROUP,
      variables: { name: `batch ${i}` },
    }));
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
    for (let i = 0; i < LIMIT; i += 1)
      expect((await gql('{ me { id } organization { id } }', {}, headers, server)).status).toBe(200);
    const { answer, stored } = await attempt(
      `GraphQL request ${LIMIT + 1} of ${LIMIT} per minute (${who}): createGroup`,
      () => gql(CREATE_GROUP, { name: `limited ${who}` }, headers, server),
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
    const editor = await attempt('GraphQL request of another session meanwhile (editor)', () =>
      gql('{ me { id } }', {}, editorSession, server),
    );
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
      const answer = await gql(
        '{ organization { id } }',
        {},
        bearer(`lw_${randomBytes(32).toString('base64url')}`),
        server,
      );
      made.push(`${answer.status} ${codeOf(answer)}`);
      expect([answer.status, codeOf(answer)]).toEqual([429, 'TOO_MANY_REQUESTS']);
    }
    log.record('5 made-up bearer tokens from the limited address', {
      status: tally(made),
      stored: 0,
      note: '(counted against the address)',
    });
  });
});

describe('operations the graph does not serve', () => {
  it('a subscription here is the client’s mistake (they are served at /api/graphql/stream): 400 BAD_USER_INPUT', async () => {
    const owner = await session('owner@demo.test');
    const consoleError = vi.spyOn(console, 'error');
    try {
      for (const [shape, query] of [
        ['subscription { events }', 'subscription { events { id } }'],
        ['named subscription with a variable', 'subscription Watch($t: [String!]) { events(types: $t) { id } }'],
      ] as const) {
        const { answer, stored } = await attempt(`GraphQL ${shape}`, () => gql(query, { t: ['recon.moved'] }, owner));
        expect([answer.status, codeOf(answer), answer.errors?.[0]?.message]).toEqual([
          400,
          'BAD_USER_INPUT',
          'Subscriptions are served over Server-Sent Events at /api/graphql/stream, not here.',
        ]);
        expect(stored).toBe(0);
      }
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
