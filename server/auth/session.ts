import type { IncomingHttpHeaders } from 'node:http';
import hkdf from '@panva/hkdf';
import { parse as parseCookies } from 'cookie';
import { jwtDecrypt } from 'jose';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/availability';
import { AppError } from '../errors';
import type { LiveSessions } from '../services/sessions/live';

/**
 * Reads next-auth's JWT session cookie on API requests without next-auth's request cycle:
 * the derived key is computed once per secret rather than per request, and no cookie is
 * re-issued (STACK.md: getServerSession does both on every call). The format is next-auth
 * v4's own (`dir`/A256GCM, HKDF-derived key), so cookies it issues decode here. A cookie
 * counts only while the session it names (`sid`) stands on the server (`LiveSessions`): signing
 * out, "sign out everywhere", a password reset or deactivation ends it at the next request.
 */
export type SessionReader = {
  cookieName: string;
  userIdFromCookies(cookies: Record<string, string | undefined>): Promise<string | null>;
  /**
   * The user an authentic, unexpired cookie names, without asking whether its session is still
   * live. Only for attributing analytics while the database cannot answer: never for access.
   */
  claimedUserIdFromHeaders(headers: IncomingHttpHeaders): Promise<string | null>;
  userIdFromHeaders(headers: IncomingHttpHeaders): Promise<string | null>;
};

export function sessionCookieName(authUrl: string): string {
  return authUrl.startsWith('https://') ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

// next-auth splits large tokens into `<name>.0`, `<name>.1`, …; ours are small, but read both forms.
function joinCookieChunks(cookies: Record<string, string | undefined>, name: string): string | undefined {
  const whole = cookies[name];
  if (whole) return whole;
  const chunks = Object.keys(cookies)
    .filter((key) => key.startsWith(`${name}.`))
    .sort((a, b) => Number(a.slice(name.length + 1)) - Number(b.slice(name.length + 1)));
  return chunks.length > 0 ? chunks.map((key) => cookies[key]).join('') : undefined;
}

const DECODED_TOKENS_KEPT = 10_000;

export function createSessionReader(secret: string, authUrl: string, liveSessions: LiveSessions): SessionReader {
  const cookieName = sessionCookieName(authUrl);
  const key = hkdf('sha256', secret, '', 'NextAuth.js Generated Encryption Key', 32);
  // A browser sends the same token on every request until it is re-issued: decrypt it once.
  // Entries keep the token's own expiry; only valid tokens are kept.
  const decoded = new Map<string, { userId: string; sessionId: string; expiresAt: number }>();

  async function decode(token: string) {
    const known = decoded.get(token);
    if (known && known.expiresAt > Date.now()) return known;
    try {
      const { payload } = await jwtDecrypt(token, await key, { clockTolerance: 15 });
      // A cookie without a session id predates server-side sessions: it is no longer honoured.
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (decoded.size >= DECODED_TOKENS_KEPT) decoded.delete(decoded.keys().next().value!);
      const session = { userId: payload.sub, sessionId: payload.sid, expiresAt: (payload.exp ?? 0) * 1000 };
      decoded.set(token, session);
      return session;
    } catch {
      // Expired, tampered or signed with another secret: the request is simply anonymous.
      return null;
    }
  }

  async function userIdFromCookies(cookies: Record<string, string | undefined>): Promise<string | null> {
    const token = joinCookieChunks(cookies, cookieName);
    const session = token ? await decode(token) : null;
    if (!session) return null;
    try {
      return (await liveSessions.isLive(session.sessionId, session.userId)) ? session.userId : null;
    } catch (error) {
      // Said in the product's terms, so the API answers 503 (as when the viewer cannot load) and not 500.
      if (isDatabaseUnavailable(error))
        throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
      throw error;
    }
  }

  const cookiesOf = (headers: IncomingHttpHeaders) => (headers.cookie ? parseCookies(headers.cookie) : {});

  return {
    cookieName,
    userIdFromCookies,
    async claimedUserIdFromHeaders(headers) {
      const token = joinCookieChunks(cookiesOf(headers), cookieName);
      return (token ? await decode(token) : null)?.userId ?? null;
    },
    userIdFromHeaders: (headers) => userIdFromCookies(cookiesOf(headers)),
  };
}
