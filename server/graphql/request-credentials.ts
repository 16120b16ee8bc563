import type { Request } from 'express';
import type { SessionReader } from '../auth/session';
import type { Database } from '../db/client';
import { unsafeAuthenticateApiToken } from '../services/api-tokens/authenticate';
import { bearerToken } from '../services/secret-tokens';
import type { Viewer } from '../services/users/viewer';
import type { Credentials } from './context';

export type RequestCredentials = {
  /** Who the request says it is; the same object (and lookups) for every caller of one request. */
  of(req: Request): Credentials;
  /** Its GraphQL rate-limit bucket: a valid API token's or a signed-in user's; null for anyone else. */
  rateLimitBucket(req: Request): Promise<string | null>;
};

/**
 * The credentials of a GraphQL request, worked out once: the rate limit (before the body is
 * read) needs to know whether a bearer token is valid, and the context then reuses that answer
 * instead of looking the token up a second time.
 */
export function createRequestCredentials(options: { db: Database; sessions: SessionReader }): RequestCredentials {
  const byRequest = new WeakMap<Request, Credentials>();
  const once = <T>(load: () => Promise<T>) => {
    let loaded: Promise<T> | undefined;
    return () => (loaded ??= load());
  };
  function of(req: Request): Credentials {
    let credentials = byRequest.get(req);
    if (!credentials) {
      const secret = bearerToken(req.headers.authorization);
      credentials = secret
        ? { kind: 'token', viewer: once(() => unsafeAuthenticateApiToken({ db: options.db, secret })) }
        : { kind: 'session', userId: once(() => options.sessions.userIdFromHeaders(req.headers)) };
      byRequest.set(req, credentials);
    }
    return credentials;
  }
  return {
    of,
    async rateLimitBucket(req) {
      const credentials = of(req);
      // A lookup that fails is answered by the context (as an error); for the limit it is no
      // signed-in user and no valid token, so the address's bucket counts the request.
      if (credentials.kind === 'session')
        return credentials.userId().then(
          (id) => id && `user:${id}`,
          () => null,
        );
      const viewer: Viewer | null = await credentials.viewer().catch(() => null);
      return viewer?.token ? `token:${viewer.token.id}` : null;
    },
  };
}
