import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { loadEnv, type EnvError } from '../../server/env';
import { configureLogging } from '../../server/observability/logger';
import { signIn, type CookieJar } from './support/auth';
import { startTestServer, TEST_SECRET, type TestServer } from './support/server';

// What an operator sees: a request id on every answer, one JSON log line per request (without
// secrets), internal errors findable by the id the client shows, and Prometheus metrics that
// only the holder of METRICS_TOKEN can read.

type LogLine = Record<string, unknown> & { level: number; msg: string };
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const requestLines = (requestId: string) =>
  lines().filter((line) => line.msg === 'request completed' && line.requestId === requestId);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

let server: TestServer;
let trusting: TestServer;
let owner: CookieJar;
beforeAll(async () => {
  configureLogging({
    production: true,
    level: 'info',
    destination: { write: (line: string) => void written.push(line) },
  });
  const production = { NODE_ENV: 'production', NEXTAUTH_SECRET: TEST_SECRET, METRICS_TOKEN, GRAPHQL_RATE_LIMIT: '50' };
  server = await startTestServer({ keepLogging: true, env: production });
  trusting = await startTestServer({ keepLogging: true, database: server.database, env: { TRUST_PROXY: 'loopback' } });
  ({ jar: owner } = await signIn(server.baseUrl, 'owner@demo.test', DEMO_PASSWORD));
});
afterAll(async () => {
  await trusting.close();
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function answerTo(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.text();
  const requestId = response.headers.get('x-request-id')!;
  // The request's line ('request completed' or 'request failed') is written once the response has finished: wait for it.
  const logged = () => lines().some((line) => line.requestId === requestId && line.msg.startsWith('request '));
  await vi.waitFor(() => expect(logged()).toBe(true), { timeout: 2_000, interval: 5 });
  return { status: response.status, requestId, body };
}

const graphqlPost = (query: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query }),
});

describe('X-Request-Id', () => {
  it.each([
    ['health', '/api/health', {}, 200],
    ['an unknown API path', '/api/nothing-here', {}, 404],
    ['tRPC without a session', '/api/trpc/users.getMe', {}, 401],
    ['a GraphQL body over the limit', '/api/graphql', graphqlPost(`{ me { id } } #${'x'.repeat(110_000)}`), 413],
    [
      'a malformed GraphQL body',
      '/api/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
      400,
    ],
  ] as const)('is generated and echoed on every answer: %s', async (_what, path, init, status) => {
    const answer = await answerTo(server.baseUrl, path, init);
    expect(answer.status).toBe(status);
    expect(answer.requestId).toMatch(UUID);
    expect(requestLines(answer.requestId)).toHaveLength(1);
  });

  it('ignores a client’s own id unless TRUST_PROXY trusts the peer', async () => {
    const answer = await answerTo(server.baseUrl, '/api/health', { headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(answer.requestId).toMatch(UUID);
  });

  it('keeps a trusted proxy’s id, and replaces one that is not a plain token', async () => {
    const kept = await answerTo(trusting.baseUrl, '/api/health', { headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(kept.requestId).toBe('proxy-abc-123');
    expect(requestLines('proxy-abc-123')).toHaveLength(1);
    for (const bad of ['two words', 'x'.repeat(129), 'new\\nline']) {
      expect((await answerTo(trusting.baseUrl, '/api/health', { headers: { 'x-request-id': bad } })).requestId).toMatch(
        UUID,
      );
    }
  });
});

describe('one log line per request', () => {
  it('says who asked for what, and how it went, without secrets', async () => {
    const secrets = {
      password: DEMO_PASSWORD,
      cookie: owner.header().split('=').slice(1).join('='),
      queryToken: 'invitation-secret-42',
    };
    const answer = await answerTo(
      server.baseUrl,
      `/api/graphql?token=${secrets.queryToken}`,
      graphqlPost('query ObservedQuery { organization { name } }', { cookie: owner.header() }),
    );
    expect(answer.status).toBe(200);
    const [line] = requestLines(answer.requestId);
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      msg: 'request completed',
      requestId: answer.requestId,
      method: 'POST',
      route: '/api/graphql',
      status: 200,
      durationMs: expect.any(Number),
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      organizationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      operation: 'ObservedQuery',
    });
    const everything = written.join('\n');
    for (const secret of Object.values(secrets)) expect(everything).not.toContain(secret);
  });

  it('names the tRPC procedure and the viewer', async () => {
    const answer = await answerTo(server.baseUrl, '/api/trpc/users.getMe', { headers: { cookie: owner.header() } });
    expect(answer.status).toBe(200);
    expect(requestLines(answer.requestId)).toEqual([
      expect.objectContaining({
        route: '/api/trpc/users.getMe',
        status: 200,
        procedure: 'users.getMe',
        operation: 'GetMe',
        userId: expect.any(String),
      }),
    ]);
  });
});

describe('internal errors carry the request id to the client and into the one log line of the error', () => {
  const failure = () => vi.spyOn(server.app.viewers, 'get').mockRejectedValueOnce(new Error('viewer store exploded'));
  const errorLines = (requestId: string) => lines().filter((line) => line.level === 50 && line.requestId === requestId);

  it('GraphQL: extensions.requestId', async () => {
    failure();
    const answer = await answerTo(
      server.baseUrl,
      '/api/graphql',
      graphqlPost('{ me { id } }', { cookie: owner.header() }),
    );
    const body = JSON.parse(answer.body) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Something went wrong on our side. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: answer.requestId },
      }),
    ]);
    expect(errorLines(answer.requestId)).toEqual([
      expect.objectContaining({
        component: 'graphql',
        msg: 'internal error',
        err: expect.objectContaining({ message: 'viewer store exploded' }),
      }),
    ]);
  });

  it('tRPC: error data requestId', async () => {
    failure();
    const answer = await answerTo(server.baseUrl, '/api/trpc/users.getMe', { headers: { cookie: owner.header() } });
    expect(answer.status).toBe(500);
    const body = JSON.parse(answer.body) as { error: { json: { data: Record<string, unknown> } } };
    expect(body.error.json.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: answer.requestId });
    expect(errorLines(answer.requestId)).toHaveLength(1);
    expect(answer.body).not.toContain('viewer store exploded');
  });
});

describe('/api/metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    expect((await answerTo(trusting.baseUrl, '/api/metrics')).status).toBe(404);
  });

  it.each([
    ['no Authorization', (): Record<string, string> => ({})],
    ['another token', () => ({ authorization: 'Bearer metrics-token-0123456789abcdeX' })],
    ['an owner’s session', () => ({ cookie: owner.header() })],
    ['the token as Basic', () => ({ authorization: `Basic ${METRICS_TOKEN}` })],
  ])('answers 401 with %s', async (_what, headers) => {
    const answer = await answerTo(server.baseUrl, '/api/metrics', { headers: headers() });
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('lotwise_');
  });

  it('serves the expected metrics with the token', async () => {
    // Anonymous requests from this address until the GraphQL rate limit refuses one.
    for (let sent = 0; sent <= 50; sent += 1) {
      if ((await fetch(`${server.baseUrl}/api/graphql`, graphqlPost('query Limited { me { id } }'))).status === 429)
        break;
    }
    const response = await fetch(`${server.baseUrl}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      'lotwise_http_requests_total',
      'lotwise_http_request_duration_seconds_bucket',
      'lotwise_graphql_operations_total',
      'lotwise_trpc_calls_total',
      'lotwise_rate_limit_refusals_total',
      'lotwise_analytics_queue_depth',
      'lotwise_analytics_events_total',
      'lotwise_analytics_write_failures_total',
      'lotwise_db_pool_connections',
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    }
    expect(text).toContain('lotwise_graphql_operations_total{operation="ObservedQuery",type="query",outcome="ok"} 1');
    expect(text).toContain(
      'lotwise_graphql_operations_total{operation="Limited",type="query",outcome="UNAUTHENTICATED"}',
    );
    expect(text).toContain('lotwise_trpc_calls_total{procedure="users.getMe",status="401"}');
    expect(text).toContain('lotwise_rate_limit_refusals_total{route="/api/graphql"} 1');
    expect(text).toContain('lotwise_http_requests_total{route="/api/graphql",method="POST",status="429"} 1');
  });
});

describe('the variables are validated at start', () => {
  it('names a bad LOG_LEVEL, a short METRICS_TOKEN and a bad METRICS_PORT', () => {
    const problems = (() => {
      try {
        loadEnv({ LOG_LEVEL: 'loud', METRICS_TOKEN: 'short', METRICS_PORT: '0', DATA_DIR: '/tmp/lotwise-env-check' });
      } catch (error) {
        return (error as EnvError).problems.map((problem) => problem.split(':')[0]);
      }
    })();
    expect(problems).toEqual(['LOG_LEVEL', 'METRICS_TOKEN', 'METRICS_PORT']);
  });
});
