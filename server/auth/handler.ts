import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response } from 'express';
import NextAuthModule from 'next-auth';
import type { AuthOptions } from 'next-auth';
import { clientIp, refuseTooMany } from '../http/rate-limit-middleware';
import type { AuthRequest } from './options';
import { TOO_MANY_ATTEMPTS, beginSignIn, isCredentialsSignIn, markCounted, type SignInLimits } from './sign-in-limits';

type NextAuthApiHandler = (req: unknown, res: unknown, options: AuthOptions) => Promise<void>;
const NextAuth = ((NextAuthModule as unknown as { default?: NextAuthApiHandler }).default ??
  NextAuthModule) as unknown as NextAuthApiHandler;

/** A path segment decoded; one that is not valid percent-encoding stays as sent (it names no route). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * next-auth v4's API handler mounted on express at /api/auth. It reads a Next-style request
 * (`query.nextauth` segments, parsed `body` and `cookies`); express fills neither cookies
 * nor a writable `req.query`, so the handler gets a request view with those fields.
 *
 * Password sign-ins are limited here, on the very segments and body next-auth acts on, so no
 * spelling of the URL (double slashes, percent-encoding, case of the mount, trailing slash,
 * query) and no body type next-auth reads gets past the limits.
 */
export function createAuthRouter(options: {
  /** next-auth's options for one request (the session row records its user agent). */
  authOptionsFor: (request: AuthRequest) => AuthOptions;
  bodyLimit: string;
  signInLimits: SignInLimits;
  authUrl: string;
  /** Answer on the origin the browser used (server/env.ts `authOriginFromRequest`). */
  authOriginFromRequest: boolean;
}) {
  // The host of the connection (express's `req.protocol` follows its trust-proxy setting): a
  // forwarded host a client sends itself never becomes the origin sign-in redirects to.
  const originOf = (req: Request) =>
    options.authOriginFromRequest ? `${req.protocol}://${req.headers.host}` : options.authUrl;
  const headersOf = (req: Request) =>
    options.authOriginFromRequest
      ? { ...req.headers, 'x-forwarded-host': req.headers.host, 'x-forwarded-proto': req.protocol }
      : req.headers;
  const router = express.Router();
  router.use(
    express.urlencoded({ extended: false, limit: options.bodyLimit }),
    express.json({ limit: options.bodyLimit }),
  );
  router.use(async (req: Request, res: Response) => {
    const nextauth = req.path.split('/').filter(Boolean).map(decodeSegment);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (isCredentialsSignIn(req.method, nextauth)) {
      const decision = await beginSignIn(options.signInLimits, { ip: clientIp(req), email: body.email });
      if (!decision.allowed) {
        // The answer shape next-auth's client reads (`{ url }` with the error in its query).
        refuseTooMany(res, decision.retryAfterSeconds, { url: `${originOf(req)}/signin?error=${TOO_MANY_ATTEMPTS}` });
        return;
      }
      markCounted(body, decision.attempt);
    }
    const nextRequest = {
      method: req.method,
      headers: headersOf(req),
      cookies: parseCookies(req.headers.cookie ?? ''),
      body,
      query: { ...(req.query as Record<string, unknown>), nextauth },
    };
    await NextAuth(nextRequest, res, options.authOptionsFor({ userAgent: req.headers['user-agent'] }));
  });
  return router;
}
