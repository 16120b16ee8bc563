// Outside production with no NEXTAUTH_URL (issue 33 item 8), sign-in answers on the origin the
// browser used: a person who opened http://127.0.0.1:PORT lands on the page they asked for there,
// not on localhost. The origin is the connection's host, never a forwarded host a client sends.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { CookieJar } from './support/auth';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let loopback: string;

beforeAll(async () => {
  server = await startTestServer({ env: { NEXTAUTH_URL: undefined } });
  loopback = server.baseUrl.replace('localhost', '127.0.0.1');
});
afterAll(() => server.close());

async function signInAt(
  origin: string,
  options: { email?: string; password?: string; headers?: Record<string, string> } = {},
) {
  const jar = new CookieJar();
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  jar.store(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(), ...options.headers },
    body: new URLSearchParams({
      csrfToken,
      email: options.email ?? 'owner@demo.test',
      password: options.password ?? DEMO_PASSWORD,
      callbackUrl: `${origin}/inventory?older=60`,
      json: 'true',
    }),
  });
  return ((await response.json()) as { url: string }).url;
}

it('signing in through 127.0.0.1 lands on the page asked for at 127.0.0.1', async () => {
  expect(await signInAt(loopback)).toBe(`${loopback}/inventory?older=60`);
  expect(await signInAt(server.baseUrl)).toBe(`${server.baseUrl}/inventory?older=60`);
});

it('a wrong password sends the person back to the sign-in page on the same origin', async () => {
  const url = new URL(await signInAt(loopback, { password: 'not-the-password' }));
  expect(url.origin).toBe(loopback);
  expect(url.searchParams.get('error')).toBe('CredentialsSignin');
});

it('a forwarded host sent by the client never becomes the origin', async () => {
  const url = await signInAt(loopback, {
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
  expect(new URL(url).origin).toBe(loopback);
});
