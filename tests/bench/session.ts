import { fetchRetrying } from './http';

export const SESSION_COOKIE = 'next-auth.session-token';

function readCookies(response: Response, into: Map<string, string>): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    if (value === '' || /max-age=0/i.test(header)) into.delete(name);
    else into.set(name, value);
  }
}

function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function readCsrf(baseUrl: string, cookies: Map<string, string>): Promise<{ csrfToken: string }> {
  const csrfResponse = await fetchRetrying(`${baseUrl}/api/auth/csrf`);
  if (!csrfResponse.ok) throw new Error(`GET /api/auth/csrf: HTTP ${csrfResponse.status}`);
  readCookies(csrfResponse, cookies);
  return (await csrfResponse.json()) as { csrfToken: string };
}

/** The form `signIn('credentials')` posts to /api/auth/callback/credentials. */
export function signInForm(baseUrl: string, csrfToken: string, email: string, password: string): URLSearchParams {
  return new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/dashboard`, json: 'true' });
}

/**
 * A csrf token and the Cookie header that goes with it (next-auth's double-submit cookie and its
 * callback-url cookie), valid for any number of sign-in posts.
 */
export async function fetchCsrf(baseUrl: string): Promise<{ csrfToken: string; cookie: string }> {
  const cookies = new Map<string, string>();
  const { csrfToken } = await readCsrf(baseUrl, cookies);
  return { csrfToken, cookie: cookieHeader(cookies) };
}

/**
 * Signs in the way next-auth's `signIn('credentials')` does (csrf, then a form POST with
 * json=true) and returns a Cookie header carrying only the session cookie.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const { csrfToken } = await readCsrf(baseUrl, cookies);
  const response = await fetchRetrying(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(cookies) },
    body: signInForm(baseUrl, csrfToken, email, password),
  });
  readCookies(response, cookies);
  const session = cookies.get(SESSION_COOKIE);
  if (!session) {
    const text = await response.text().catch(() => '');
    throw new Error(`Sign-in as ${email} failed (HTTP ${response.status}): ${text.slice(0, 300)}`);
  }
  return `${SESSION_COOKIE}=${session}`;
}
