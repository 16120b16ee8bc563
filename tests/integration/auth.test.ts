import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { SESSION_COOKIE, signIn } from './support/auth';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in (next-auth credentials)', () => {
  it('signs in a demo user and sets the JWT session cookie', async () => {
    const result = await signIn(server.baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    expect(result.error).toBeNull();
    expect(result.signedIn).toBe(true);
    expect(result.url).toBe(`${server.baseUrl}/dashboard`);

    const session = await fetch(`${server.baseUrl}/api/auth/session`, { headers: { cookie: result.jar.header() } });
    const body = (await session.json()) as { user: { email: string; id: string; image: null } };
    expect(body.user.email).toBe('owner@demo.test');
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.user.image).toBeNull();
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const result = await signIn(server.baseUrl, '  Editor@Demo.TEST ', DEMO_PASSWORD);
    expect(result.signedIn).toBe(true);
  });

  it.each([
    ['a wrong password', 'owner@demo.test', 'not-the-password'],
    ['an unknown email', 'nobody@demo.test', DEMO_PASSWORD],
    ['an empty password', 'owner@demo.test', ''],
  ])('refuses %s with CredentialsSignin and no session', async (_case, email, password) => {
    const result = await signIn(server.baseUrl, email, password);
    expect(result.signedIn).toBe(false);
    expect(result.error).toBe('CredentialsSignin');
  });

  it('answers every next-auth route of SPEC.md section 2', async () => {
    const providers = await fetch(`${server.baseUrl}/api/auth/providers`);
    expect(providers.status).toBe(200);
    expect(Object.keys((await providers.json()) as object)).toEqual(['credentials']);

    const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
    expect(((await csrf.json()) as { csrfToken: string }).csrfToken).toMatch(/^[0-9a-f]{64}$/);

    const anonymousSession = await fetch(`${server.baseUrl}/api/auth/session`);
    expect(await anonymousSession.json()).toEqual({});

    // The sign-in page lives in the app; next-auth forwards to it with the query kept.
    const signInPage = await fetch(
      `${server.baseUrl}/api/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(`${server.baseUrl}/inventory`)}`,
      { redirect: 'manual' },
    );
    expect(signInPage.status).toBe(302);
    const location = new URL(signInPage.headers.get('location')!, server.baseUrl);
    expect(location.pathname).toBe('/signin');
    expect(location.searchParams.get('error')).toBe('SessionRequired');
    expect(location.searchParams.get('callbackUrl')).toBe(`${server.baseUrl}/inventory`);

    // next-auth's own error page, with the status its error names (Configuration is a server fault by design).
    for (const [error, status] of [
      ['', 200],
      ['AccessDenied', 403],
      ['Configuration', 500],
    ] as const) {
      const errorPage = await fetch(`${server.baseUrl}/api/auth/error?error=${error}`, { redirect: 'manual' });
      expect([error, errorPage.status, errorPage.headers.get('content-type')]).toEqual([
        error,
        status,
        'text/html; charset=utf-8',
      ]);
      expect(await errorPage.text()).not.toMatch(/node_modules|\bat [\w.<>]+ \(/);
    }

    const unknownProvider = await fetch(`${server.baseUrl}/api/auth/signin/nope`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(unknownProvider.status).toBe(302);
    expect(unknownProvider.headers.get('location')).toContain('/signin');

    const log = await fetch(`${server.baseUrl}/api/auth/_log`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'test' }),
    });
    expect(log.status).toBe(200);
  });

  it('signs out: the session cookie is cleared', async () => {
    const { jar } = await signIn(server.baseUrl, 'viewer@demo.test', DEMO_PASSWORD);
    const { csrfToken } = (await (
      await fetch(`${server.baseUrl}/api/auth/csrf`, { headers: { cookie: jar.header() } })
    ).json()) as { csrfToken: string };
    const response = await fetch(`${server.baseUrl}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({ csrfToken, callbackUrl: `${server.baseUrl}/`, json: 'true' }),
    });
    expect(response.status).toBe(200);
    jar.store(response);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });
});
