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

/**
 * Signs in the way next-auth's `signIn('credentials')` does (csrf, then a form POST with
 * json=true) and returns a Cookie header carrying only the session cookie.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  if (!csrfResponse.ok) throw new Error(`GET /api/auth/csrf: HTTP ${csrfResponse.status}`);
  readCookies(csrfResponse, cookies);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/dashboard`, json: 'true' }),
  });
  readCookies(response, cookies);
  const session = cookies.get(SESSION_COOKIE);
  if (!session) {
    const text = await response.text().catch(() => '');
    throw new Error(`Sign-in as ${email} failed (HTTP ${response.status}): ${text.slice(0, 300)}`);
  }
  return `${SESSION_COOKIE}=${session}`;
}
