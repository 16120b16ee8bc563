import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { csrfOf, log, main, request, useSecuritySuite } from './support';

useSecuritySuite();

describe('open redirects: callbackUrl never leaves the product’s origin', () => {
  const targets = (baseUrl: string) => [
    'https://evil.example/phish',
    '//evil.example/phish',
    '///evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example/phish',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    ' https://evil.example',
    `${baseUrl}.evil.example/phish`,
    `${baseUrl}@evil.example/phish`,
    `https://evil.example?${baseUrl}`,
  ];
  const sameOrigin = (url: string) => new URL(url, 'http://unparsable.invalid').origin === main.baseUrl;
  // Where each target is sent instead: the product's own URL, or (for a path next-auth accepts
  // as relative) that path on the product's origin, where a browser reads `/\\` as `//`.
  const sanitized = (target: string) => (target.startsWith('/\\') ? `${main.baseUrl}${target}` : main.baseUrl);

  it('on sign-in (the JSON answer and the callback-url cookie)', async () => {
    for (const target of targets(main.baseUrl)) {
      const csrf = await csrfOf(main.baseUrl);
      const response = await fetch(`${main.baseUrl}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
        body: new URLSearchParams({
          csrfToken: csrf.csrfToken,
          email: 'viewer@demo.test',
          password: DEMO_PASSWORD,
          callbackUrl: target,
          json: 'true',
        }),
      });
      const { url } = (await response.json()) as { url: string };
      const cookie = response.headers.getSetCookie().find((header) => header.startsWith('next-auth.callback-url='));
      const cookieUrl = cookie && decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
      log.record(`open redirect on sign-in, callbackUrl=${JSON.stringify(target)}`, {
        status: response.status,
        code: url,
        stored: 0,
      });
      expect(response.status).toBe(200);
      expect(url).toBe(sanitized(target));
      expect(sameOrigin(url), url).toBe(true);
      // The csrf call already stored the product's URL in that cookie: it is set again only when the sanitized URL differs.
      expect(cookieUrl).toBe(sanitized(target) === main.baseUrl ? undefined : sanitized(target));
    }
  });

  it('on sign-out', async () => {
    for (const target of targets(main.baseUrl)) {
      const csrf = await csrfOf(main.baseUrl);
      const answer = await request(`${main.baseUrl}/api/auth/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl: target, json: 'true' }),
      });
      log.record(`open redirect on sign-out, callbackUrl=${JSON.stringify(target)}`, {
        status: answer.status,
        code: String(answer.url),
        stored: 0,
      });
      expect(answer.status).toBe(200);
      expect(answer.url).toBe(sanitized(target));
      expect(sameOrigin(String(answer.url)), String(answer.url)).toBe(true);
    }
  });

  it('on GET /api/auth/signin (redirect to the sign-in page)', async () => {
    for (const target of targets(main.baseUrl).slice(0, 4)) {
      const answer = await request(`${main.baseUrl}/api/auth/signin?callbackUrl=${encodeURIComponent(target)}`);
      const location = answer.headers.get('location') ?? '';
      log.record(`open redirect on GET /api/auth/signin, callbackUrl=${JSON.stringify(target)}`, {
        status: answer.status,
        code: location,
        stored: 0,
      });
      expect(answer.status).toBe(302);
      const next = new URL(location, main.baseUrl);
      expect([next.origin, next.pathname]).toEqual([main.baseUrl, '/signin']);
      expect(next.searchParams.get('callbackUrl')).toBe(sanitized(target));
    }
  });
});
