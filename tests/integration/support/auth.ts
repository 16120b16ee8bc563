import { DEMO_PASSWORD } from '../../../server/db/seed';

/** Cookies kept between requests, the way a browser would for one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator);
      const value = pair!.slice(separator + 1);
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export const SESSION_COOKIE = 'next-auth.session-token';

/**
 * Signs in through next-auth's credentials callback exactly as `signIn('credentials')` does
 * (SPEC.md section 7): csrf first, then a form-encoded POST with json=true.
 */
export async function signIn(baseUrl: string, email: string, password: string) {
  const jar = new CookieJar();
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  jar.store(csrfResponse);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/dashboard`, json: 'true' }),
  });
  jar.store(response);
  const { url } = (await response.json()) as { url: string };
  return { jar, url, error: new URL(url).searchParams.get('error'), signedIn: jar.has(SESSION_COOKIE) };
}

export function cookieHeaders(jar: CookieJar): Record<string, string> {
  return { cookie: jar.header() };
}

/** Demo users' sessions by email, each signed in once (per test file) on the server `baseUrl()` names. */
export function demoSessions(baseUrl: () => string): (email: string) => Promise<CookieJar> {
  const jars = new Map<string, Promise<CookieJar>>();
  return (email) => {
    let jar = jars.get(email);
    if (!jar) {
      jar = signIn(baseUrl(), email, DEMO_PASSWORD).then((signedIn) => signedIn.jar);
      jars.set(email, jar);
    }
    return jar;
  };
}
