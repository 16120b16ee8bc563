import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type { SessionReader } from '../auth/session';
import type { Database } from '../db/client';
import { AppError, httpErrorOf, isAppError, rootMessage } from '../errors';
import type { RateLimiter } from '../rate-limit';
import { findEventOwner, toQueuedEvents, type EventOwner } from '../services/analytics/record-events';
import { ANALYTICS_LIMITS, parseAnalyticsBody } from './event-schema';
import type { AnalyticsWriter } from './writer';
import { logger } from '../observability/logger';

export type AnalyticsRouteOptions = {
  db: Database;
  sessions: SessionReader;
  limiter: RateLimiter;
  writer: AnalyticsWriter;
};

// sendBeacon posts text/plain, fetch posts application/json: every body is read as text and
// parsed as JSON here, on this route only (no global body parser: next-auth reads its own).
const readBody = express.text({ type: () => true, limit: ANALYTICS_LIMITS.bodyBytes });

function readText(req: Request, res: Response): Promise<string | undefined> {
  return new Promise((resolve, reject) =>
    readBody(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body as string | undefined))),
  );
}

// body-parser's errors carry `type` and `status`.
function bodyError(error: unknown): AppError | undefined {
  const { type, status, message } = error as { type?: unknown; status?: unknown; message?: string };
  if (type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', `The body is over the limit of ${ANALYTICS_LIMITS.bodyBytes / 1024} KB.`);
  }
  if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('BAD_USER_INPUT', `The body could not be read: ${message ?? type}.`);
  }
  return undefined;
}

const UNSTORED = {
  refused: 'Analytics are not being accepted right now; send the events again shortly.',
  late: 'The events could not be stored in time; send them again shortly with the same event_id values.',
} as const;

/**
 * POST /api/analytics: 202 `{ accepted }` once the batch holding the events has committed (events
 * stored before, a retry's, count as accepted); 400 (with `issues` naming each field), 413 over
 * 64 KB, 429 over the per-client rate; 503 with Retry-After when the queue is full or the events
 * were not stored in time (the client sends them again, with the same ids).
 */
export function createAnalyticsRouter({ db, sessions, limiter, writer }: AnalyticsRouteOptions): express.Router {
  const router = express.Router();

  // Who sent the events, looked up per request. If the database does not answer, the event is
  // still queued with the session's user, and its organization is resolved when it is written.
  let ownerLookupFailing = false;
  async function ownerOf(userId: string | null): Promise<EventOwner | { userId: string } | null> {
    if (!userId) return null;
    try {
      const owner = await findEventOwner({ db, userId });
      ownerLookupFailing = false;
      return owner;
    } catch (error) {
      if (!ownerLookupFailing)
        logger('analytics').error(`user lookup failed, attributing at write time: ${rootMessage(error)}`);
      ownerLookupFailing = true;
      return { userId };
    }
  }

  // Whether the session is still live is asked of the database too. When it cannot answer, the
  // events keep the user their authentic cookie names: attribution is all an event gets from a
  // session, nothing is read or changed on the user's behalf.
  let sessionLookupFailing = false;
  async function senderOf(req: express.Request): Promise<string | null> {
    try {
      const userId = await sessions.userIdFromHeaders(req.headers);
      sessionLookupFailing = false;
      return userId;
    } catch (error) {
      if (!sessionLookupFailing)
        logger('analytics').error(`session check failed, attributing by the cookie: ${rootMessage(error)}`);
      sessionLookupFailing = true;
      return sessions.claimedUserIdFromHeaders(req.headers);
    }
  }

  router.post('/', async (req, res) => {
    const receivedAt = new Date();
    const userId = await senderOf(req);
    const limit = await limiter.consume(userId ? `user:${userId}` : `ip:${req.ip ?? req.socket.remoteAddress ?? ''}`);
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('TOO_MANY_REQUESTS', `Too many analytics requests; retry in ${limit.retryAfterSeconds} s.`);
    }

    const parsed = parseAnalyticsBody(await readText(req, res));
    if (!parsed.ok) throw new AppError('BAD_USER_INPUT', parsed.message, { issues: parsed.issues });

    const rows = toQueuedEvents(parsed.events, await ownerOf(userId), receivedAt);
    const outcome = await writer.store(rows);
    if (outcome !== 'stored') {
      res.set('Retry-After', String(writer.retryAfterSeconds()));
      throw new AppError('SERVICE_UNAVAILABLE', UNSTORED[outcome]);
    }
    res.status(202).json({ accepted: rows.length });
  });

  router.all('/', (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ error: 'METHOD_NOT_ALLOWED', message: 'Send analytics events with POST.' });
  });

  const sendError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const appError = isAppError(error) ? error : bodyError(error);
    if (!appError) logger('analytics').error({ err: error }, 'request failed');
    const { status, body } = httpErrorOf(
      appError ?? new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.'),
    );
    res.status(status).json(body);
  };
  router.use(sendError);
  return router;
}
