import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response } from 'express';
import NextAuthModule from 'next-auth';
import type { AuthOptions } from 'next-auth';
import type { AuthRequest } from './options';

type NextAuthApiHandler = (req: unknown, res: unknown, options: AuthOptions) => Promise<void>;
const NextAuth = ((NextAuthModule as unknown as { default?: NextAuthApiHandler }).default ??
  NextAuthModule) as unknown as NextAuthApiHandler;

/**
 * next-auth v4's API handler mounted on express at /api/auth. It reads a Next-style request
 * (`query.nextauth` segments, parsed `body` and `cookies`); express fills neither cookies
 * nor a writable `req.query`, so the handler gets a request view with those fields.
 */
export function createAuthRouter(optionsFor: (request: AuthRequest) => AuthOptions, bodyLimit: string) {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: bodyLimit }), express.json({ limit: bodyLimit }));
  router.use(async (req: Request, res: Response) => {
    const nextauth = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    const nextRequest = {
      method: req.method,
      headers: req.headers,
      cookies: parseCookies(req.headers.cookie ?? ''),
      body: req.body ?? {},
      query: { ...(req.query as Record<string, unknown>), nextauth },
    };
    await NextAuth(nextRequest, res, optionsFor({ userAgent: req.headers['user-agent'] }));
  });
  return router;
}
