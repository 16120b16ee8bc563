import { describe, expect, it } from 'vitest';
import {
  type Answer,
  attempt,
  codeOf,
  CREATE_GROUP,
  gql,
  GRAPHQL_BODY_LIMIT,
  KB,
  log,
  main,
  request,
  session,
  startExtraServer,
  stopExtraServer,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('CSRF and security headers', () => {
  it.each([
    { attack: 'content-type text/plain', contentType: 'text/plain' },
    { attack: 'content-type application/x-www-form-urlencoded', contentType: 'application/x-www-form-urlencoded' },
    { attack: 'content-type multipart/form-data', contentType: 'multipart/form-data; boundary=x' },
  ])(
    'a GraphQL POST with $attack and no preflight header is refused (Apollo CSRF prevention)',
    async ({ attack, contentType }) => {
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
    },
  );

  it('a mutation over GET is refused even with the preflight header', async () => {
    const owner = await session('owner@demo.test');
    const query = encodeURIComponent('mutation { createGroup(name: "via GET") { id } }');
    const simple = await attempt('CSRF: GraphQL createGroup over GET (simple request)', () =>
      request(`${main.baseUrl}/api/graphql?query=${query}`, { headers: owner }),
    );
    expect(simple.answer.status).toBe(400);
    expect(simple.stored).toBe(0);
    const preflighted = await attempt('CSRF: GraphQL createGroup over GET with apollo-require-preflight', () =>
      request(`${main.baseUrl}/api/graphql?query=${query}`, {
        headers: { ...owner, 'apollo-require-preflight': 'true' },
      }),
    );
    expect(preflighted.answer.status).toBe(405);
    expect(preflighted.stored).toBe(0);
  });

  it('a cross-origin page gets no CORS permission to read answers', async () => {
    const owner = await session('owner@demo.test');
    const preflight = await request(`${main.baseUrl}/api/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
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
      log.record('headers with NEXTAUTH_URL=https://…', {
        status: answer.status,
        code: `hsts=${answer.headers.get('strict-transport-security')}`,
        stored: 0,
      });
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await stopExtraServer(server);
    }
  });
});
