import compression from 'compression';
import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../env';
import { logger } from '../observability/logger';

/**
 * Answers that are the same for everyone, which keep their own caching: Next's build assets and
 * image optimiser, the files of public/, and the published schema.
 */
const PUBLIC_PATHS = ['/_next/static/', '/_next/image', '/locales/', '/favicon.svg', '/api/graphql/schema.graphql'];

/**
 * Every other answer may depend on who asks (the API, the session, server-rendered pages and
 * their data): no shared cache may keep it and no browser may store it. Set first, so a route
 * that knows better (Next's own static files) can still replace it.
 */
const privateAnswers: RequestHandler = (req, res, next) => {
  if (!PUBLIC_PATHS.some((path) => req.path.startsWith(path))) res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/**
 * Security headers on every response (helmet; the Content-Security-Policy is Lotwise's own, with
 * a per-page nonce), HSTS only when the product is served over HTTPS, `Cache-Control` for
 * answers that depend on the viewer, `trust proxy` as configured, and compressed API responses
 * (Next compresses its own).
 */
export function applyHttpBasics(app: Express, env: Env): void {
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: env.authUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(privateAnswers);
  app.use('/api', compression() as RequestHandler);
}

/**
 * Errors that reach express on an API route (a body over the route's limit or one that does not
 * parse, from the body parsers; anything unexpected): JSON in the route's own shape, not express's
 * HTML page, which carries the stack trace outside production. 4xx keep their status; anything
 * else is a 500 that says nothing about the cause.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  if (!clientError)
    logger('http').error({ err: error, method: req.method, route: req.originalUrl.split('?')[0] }, 'request failed');
  const tooLarge = type === 'entity.too.large';
  const code = tooLarge ? 'PAYLOAD_TOO_LARGE' : clientError ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  const message = tooLarge
    ? 'The request body is over the limit of this endpoint.'
    : clientError
      ? 'The request body could not be read.'
      : 'Something went wrong on our side. Please try again.';
  res.status(clientError ? status : 500);
  if (req.originalUrl.startsWith('/api/graphql')) res.json({ errors: [{ message, extensions: { code } }] });
  else res.json({ error: code, message });
};
