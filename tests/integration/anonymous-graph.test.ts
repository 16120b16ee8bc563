import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvers } from '../../server/graphql/resolvers';
import { requireViewerOutsidePublicFields, rootFieldNames } from '../../server/graphql/public-fields';
import { readTypeDefs } from '../../server/graphql/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { signIn, type CookieJar } from './support/auth';
import { tableRows } from './support/attack-log';
import { graphql, trpcClient } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

// Every root field of the graph, called over HTTP by someone who is not signed in. The cases
// come from the schema, so a new field is attacked here the day it is added.

/** The fields anyone may call: the schema marks them `@public` (a new one is added here on purpose). */
const EXPECTED_PUBLIC = [
  'Query.invitationPreview',
  'Mutation.acceptInvitation',
  'Query.passwordResetPreview',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
];

const schema = buildSchema(readTypeDefs());

// A valid value of every input type, so that GraphQL validation passes and the refusal seen is
// the anonymous check's. A new scalar fails here until it is given a sample.
const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: '00000000-0000-4000-8000-000000000000',
  String: 'anonymous',
  Int: 1,
  Float: 1,
  Boolean: true,
  DateTime: '2024-01-01T00:00:00.000Z',
  LocalDate: '2024-01-01',
  JSON: {},
  JSONObject: {},
};

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
  }
  if (isScalarType(type) && Object.hasOwn(SCALAR_SAMPLES, type.name)) return SCALAR_SAMPLES[type.name];
  throw new Error(`No sample value for the input type ${String(type)}: add one to SCALAR_SAMPLES`);
}

type Case = { name: string; field: string; query: string; variables: Record<string, unknown>; nonNull: boolean };

/** The smallest valid operation that calls one root field, with its required arguments. */
function operationFor(graph: GraphQLSchema, name: string): Case {
  const [typeName, fieldName] = name.split('.') as [string, string];
  const type = typeName === 'Query' ? graph.getQueryType()! : graph.getMutationType()!;
  const field: GraphQLField<unknown, unknown> = type.getFields()[fieldName]!;
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    name,
    field: fieldName,
    query: `${typeName === 'Query' ? 'query' : 'mutation'}${definitions ? ` (${definitions})` : ''} { ${fieldName}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)])),
    nonNull: isNonNullType(field.type),
  };
}

const cases = rootFieldNames(schema).map((name) => operationFor(schema, name));
const guarded = cases.filter((entry) => !EXPECTED_PUBLIC.includes(entry.name));

let server: TestServer;
let deactivatedSession: CookieJar;
beforeAll(async () => {
  server = await startTestServer();
  const { jar: owner } = await signIn(server.baseUrl, 'owner@demo.test', DEMO_PASSWORD);
  ({ jar: deactivatedSession } = await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD));
  const me = await trpcClient(server.baseUrl, deactivatedSession).users.getMe.query();
  const deactivated = await graphql(
    server.baseUrl,
    'mutation ($id: ID!) { deactivateUser(userId: $id) { id } }',
    { id: me.id },
    { cookie: owner.header() },
  );
  expect(deactivated.errors).toBeUndefined();
});
afterAll(() => server.close());

const ANONYMOUS: [string, () => Record<string, string>][] = [
  ['no session or token', () => ({})],
  [
    'a forged session cookie',
    () => ({ cookie: 'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged' }),
  ],
  ['the session of a deactivated user', () => ({ cookie: deactivatedSession.header() })],
];

describe('the schema names its public fields', () => {
  it('marks exactly the expected root fields @public', () => {
    const marked = rootFieldNames(schema).filter((name) => {
      const [typeName, fieldName] = name.split('.') as [string, string];
      const type = typeName === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
      return type.getFields()[fieldName]!.description?.startsWith('@public') === true;
    });
    expect(marked.sort()).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it('covers every root field the server publishes', async () => {
    const published = await (await fetch(`${server.baseUrl}/api/graphql/schema.graphql`)).text();
    expect(cases.map((entry) => entry.name)).toEqual(rootFieldNames(buildSchema(published)));
    expect(guarded.length).toBe(cases.length - EXPECTED_PUBLIC.length);
  });

  it('refuses to start when the schema and the code list disagree', () => {
    const marked = buildSchema(
      'type Query { "@public Anyone." open: Int invitationPreview(token: String!): Int }\ntype Mutation { acceptInvitation: Int }',
    );
    expect(() => requireViewerOutsidePublicFields(marked, resolvers)).toThrow(
      `marked @public in the schema but not in PUBLIC_ROOT_FIELDS: Query.open; listed but not marked: ${EXPECTED_PUBLIC.join(', ')}.`,
    );
  });
});

describe.each(ANONYMOUS)('every non-public root field, with %s', (_who, headers) => {
  let before: Awaited<ReturnType<typeof tableRows>>;
  beforeAll(async () => {
    before = await tableRows(server.database.db);
  });

  it.each(guarded)('$name: UNAUTHENTICATED', async ({ field, query, variables, nonNull }) => {
    const response = await graphql(server.baseUrl, query, variables, headers());
    expect(response.status).toBe(200);
    expect(
      response.errors?.map((error) => ({ code: error.extensions?.code, path: (error as { path?: unknown }).path })),
    ).toEqual([{ code: 'UNAUTHENTICATED', path: [field] }]);
    expect(response.errors?.[0]?.message).toBe('Sign in to continue.');
    expect(response.data).toEqual(nonNull ? null : { [field]: null });
  });

  it('stored nothing: every row of every table is as it was', async () => {
    expect(await tableRows(server.database.db)).toEqual(before);
  });
});

describe('the public fields answer anonymous callers', () => {
  it('invitationPreview of an unknown link: null, no error', async () => {
    const response = await graphql(
      server.baseUrl,
      'query ($token: String!) { invitationPreview(token: $token) { email } }',
      { token: 'unknown' },
    );
    expect(response).toEqual({ status: 200, data: { invitationPreview: null } });
  });

  it('acceptInvitation of an unknown link: NOT_FOUND, nothing stored', async () => {
    const before = await tableRows(server.database.db);
    const response = await graphql(
      server.baseUrl,
      'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }',
      { input: { token: 'unknown', firstName: 'Ann', lastName: 'Onymous', password: 'a long enough password' } },
    );
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(await tableRows(server.database.db)).toEqual(before);
  });
});

describe('signed-in callers are unaffected', () => {
  it('me answers the signed-in user, without errors', async () => {
    const { jar } = await signIn(server.baseUrl, 'viewer@demo.test', DEMO_PASSWORD);
    const response = await graphql(server.baseUrl, '{ me { email } }', {}, { cookie: jar.header() });
    expect(response).toEqual({ status: 200, data: { me: { email: 'viewer@demo.test' } } });
  });

  it('users.getMe stays UNAUTHORIZED (401) for the deactivated user’s session', async () => {
    const response = await fetch(`${server.baseUrl}/api/trpc/users.getMe`, {
      headers: { cookie: deactivatedSession.header() },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { json: { data: { code: string } } } }).error.json.data.code).toBe(
      'UNAUTHORIZED',
    );
  });
});
