import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { log } from './logger';
import type { Metrics } from './metrics';
import { runInRequest, type RequestContext } from './request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// What a proxy's id may look like: anything else (too long, control characters) is replaced.
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the proxy's `X-Request-Id` when TRUST_PROXY trusts the peer, else a new one. */
function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  if (typeof given !== 'string' || !REQUEST_ID.test(given)) return randomUUID();
  const trusts = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return trusts(req.socket.remoteAddress, 0) ? given : randomUUID();
}

/** Few, stable route classes for metric labels (log lines carry the path itself). */
export function routeClass(path: string): string {
  const api = /^\/api\/(graphql|trpc|auth|analytics|health|ready|metrics)(\/|$)/.exec(path);
  if (api) return `/api/${api[1]}`;
  if (path.startsWith('/api/')) return '/api/other';
  if (path.startsWith('/_next/')) return '/_next';
  if (path.startsWith('/locales/')) return '/locales';
  return 'page';
}

const contexts = new WeakMap<IncomingMessage, RequestContext>();

/** The request's log line: what it asked for, how it went, and who asked (as far as it is known). */
const requestLine = (req: Request, res: ServerResponse, context: RequestContext, durationMs: number) => ({
  requestId: context.requestId,
  method: req.method,
  // Express rewrites `url` inside mounted routers; `originalUrl` is what the client asked for.
  route: req.originalUrl.split('?')[0],
  status: res.statusCode,
  durationMs,
  userId: context.userId,
  organizationId: context.organizationId,
  operation: context.operation,
  procedure: context.procedure,
});

/**
 * One log line per request (request id, method, route, status, duration, the viewer's user and
 * organization ids, the GraphQL operation or tRPC path: never headers, cookies, query strings or
 * bodies) and the HTTP metrics. The request id is echoed on every answer and is the current
 * request's for everything the request does (see request-context.ts). The line is written here
 * rather than by pino-http, which made two child loggers per request that the line never used.
 */
export function observeRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const context: RequestContext = { requestId: requestIdOf(req) };
    contexts.set(req, context);
    res.setHeader(REQUEST_ID_HEADER, context.requestId);
    const started = process.hrtime.bigint();
    const elapsedSeconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    let logged = false;
    // Once, however the request ends: answered, failed, or the client gone before the answer.
    const logLine = (error?: unknown) => {
      if (logged) return;
      logged = true;
      const line = requestLine(req, res, context, Math.round(elapsedSeconds() * 1000));
      if (error || res.statusCode >= 500) log.warn(line, 'request failed');
      else log.info(line, 'request completed');
    };
    res.once('finish', () => {
      const path = req.originalUrl.split('?')[0]!;
      metrics.observeRequest({ route: routeClass(path), method: req.method, status: res.statusCode }, elapsedSeconds());
      for (const procedure of context.procedure?.split(',') ?? [])
        metrics.observeProcedure({ procedure, status: res.statusCode });
      logLine();
    });
    res.once('close', () => logLine());
    res.once('error', logLine);
    runInRequest(context, next);
  };
}

/** Notes the tRPC procedure path(s) of a request to /api/trpc on its log line and metrics. */
export const noteProcedure =
  (known: ReadonlySet<string>): RequestHandler =>
  (req, _res, next) => {
    const context = contexts.get(req);
    // Only the router's own paths become labels: a made-up path counts as `unknown`.
    if (context)
      context.procedure = req.path
        .slice(1)
        .split(',')
        .map((path) => (known.has(path) ? path : 'unknown'))
        .join(',');
    next();
  };
