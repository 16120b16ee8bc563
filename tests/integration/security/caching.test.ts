import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { signIn } from '../support/auth';
import { startServerProcess, type ServerProcess } from '../support/process';
import { createTestDatabaseServer } from '../support/database';
import { type Answer, gql, log, main, request, session, useSecuritySuite } from './support';

useSecuritySuite();

const PRIVATE = 'private, no-store';
// next-auth's own header on its session and csrf answers: private and no-store too.
const NEXT_AUTH = 'private, no-cache, no-store';

function expectCaching(what: string, answer: Answer, expected: { status: number; cacheControl: string | null }) {
  log.record(`caching: ${what}`, {
    status: answer.status,
    code: `Cache-Control=${answer.headers.get('cache-control') ?? 'none'}`,
    stored: 0,
  });
  expect([answer.status, answer.headers.get('cache-control')], what).toEqual([expected.status, expected.cacheControl]);
}

describe('answers that depend on the viewer are never stored by a cache (Cache-Control: private, no-store)', () => {
  it('tRPC, signed in and anonymous', async () => {
    const owner = await session('owner@demo.test');
    expectCaching(
      'GET /api/trpc/users.getMe (signed in)',
      await request(`${main.baseUrl}/api/trpc/users.getMe`, { headers: owner }),
      { status: 200, cacheControl: PRIVATE },
    );
    expectCaching('GET /api/trpc/users.getMe (anonymous)', await request(`${main.baseUrl}/api/trpc/users.getMe`), {
      status: 401,
      cacheControl: PRIVATE,
    });
    expectCaching(
      'POST /api/trpc/organizations.updateSettings (invalid)',
      await request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: '{}',
      }),
      { status: 400, cacheControl: PRIVATE },
    );
  });

  it('GraphQL over POST and GET, answers and errors', async () => {
    const owner = await session('owner@demo.test');
    expectCaching('POST /api/graphql { me }', await gql('{ me { id email } }', {}, owner), {
      status: 200,
      cacheControl: PRIVATE,
    });
    const query = encodeURIComponent('{ me { id email } }');
    expectCaching(
      'GET /api/graphql?query={ me }',
      await request(`${main.baseUrl}/api/graphql?query=${query}`, {
        headers: { ...owner, 'apollo-require-preflight': 'true' },
      }),
      { status: 200, cacheControl: PRIVATE },
    );
    expectCaching('POST /api/graphql (parse error)', await gql('{ me {', {}, owner), {
      status: 400,
      cacheControl: PRIVATE,
    });
  });

  it('the session and the rest of /api/auth', async () => {
    const owner = await session('owner@demo.test');
    expectCaching(
      'GET /api/auth/session (signed in)',
      await request(`${main.baseUrl}/api/auth/session`, { headers: owner }),
      { status: 200, cacheControl: NEXT_AUTH },
    );
    expectCaching('GET /api/auth/session (anonymous)', await request(`${main.baseUrl}/api/auth/session`), {
      status: 200,
      cacheControl: NEXT_AUTH,
    });
    expectCaching('GET /api/auth/csrf', await request(`${main.baseUrl}/api/auth/csrf`), {
      status: 200,
      cacheControl: NEXT_AUTH,
    });
    expectCaching('GET /api/auth/providers', await request(`${main.baseUrl}/api/auth/providers`), {
      status: 200,
      cacheControl: PRIVATE,
    });
  });

  it('analytics and health', async () => {
    const event = { anonymous_id: 'cache', session_id: 'cache', event: 'page', url: 'http://localhost/dashboard' };
    expectCaching(
      'POST /api/analytics',
      await request(`${main.baseUrl}/api/analytics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      }),
      { status: 202, cacheControl: PRIVATE },
    );
    expectCaching('GET /api/health', await request(`${main.baseUrl}/api/health`), {
      status: 200,
      cacheControl: PRIVATE,
    });
  });

  it('the published schema is the same for everyone and keeps its own caching', async () => {
    expectCaching('GET /api/graphql/schema.graphql', await request(`${main.baseUrl}/api/graphql/schema.graphql`), {
      status: 200,
      cacheControl: null,
    });
  });
});

// These start the real server process (Next.js included), as `npm start` does; they need the
// Next.js build that `npm test` makes first.
describe('server-rendered pages are private; build assets and public files keep their own caching', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;
  let baseUrl: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-caching-'));
    database = await createTestDatabaseServer();
    ({ baseUrl, server } = await startServerProcess({
      NODE_ENV: 'production',
      NEXTAUTH_SECRET: 'caching-test-secret-0123456789abcdef0123',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    }));
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a signed-in page and the sign-in page are private; the scripts they load, the translations and the icon are not', async () => {
    const { jar } = await signIn(baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    const page = await request(`${baseUrl}/dashboard`, { headers: { cookie: jar.header() } });
    expectCaching('GET /dashboard (signed in)', page, { status: 200, cacheControl: PRIVATE });
    expectCaching('GET /signin (anonymous)', await request(`${baseUrl}/signin`), {
      status: 200,
      cacheControl: PRIVATE,
    });

    const script = page.body.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script, 'the page loads a script from /_next/static').toMatch(/^\/_next\/static\//);
    expectCaching(`GET ${script}`, await request(`${baseUrl}${script}`), {
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expectCaching('GET /locales/en.json', await request(`${baseUrl}/locales/en.json`), {
      status: 200,
      cacheControl: 'public, max-age=0',
    });
    expectCaching('GET /favicon.svg', await request(`${baseUrl}/favicon.svg`), {
      status: 200,
      cacheControl: 'public, max-age=0',
    });
  });
});
