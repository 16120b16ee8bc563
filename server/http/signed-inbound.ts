import { timingSafeEqual } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { AppError, httpErrorOf, isAppError } from '../errors';
import { hmacOf, SIGNED_CONTENT, SIGNED_HEADERS, signatureOf } from '../lib/signature';
import { logger } from '../observability/logger';
import type { RateLimiter } from '../rate-limit';
import { clientIp } from './rate-limit-middleware';

/**
 * Inbound endpoints a partner system posts to (a DMS's inventory feed, a marketplace's leads),
 * signed with a secret shared with that system. docs/dms.md describes the scheme:
 * - `X-Lotwise-Timestamp`: Unix time in seconds when the request was signed;
 * - `X-Lotwise-Delivery`: the sender's id of this delivery (1–128 of `A–Z a–z 0–9 . _ : -`), used once;
 * - `X-Lotwise-Signature`: `sha256=` + hex HMAC-SHA256 with the secret of `<timestamp>.<delivery id>.<raw body bytes>`.
 *
 * The delivery id is signed, so a captured request cannot be sent again under another id; the id
 * is claimed by a unique index in the transaction that accepts the delivery, so the same signed
 * content is accepted once, whatever process receives it (docs/dms.md "Signing"). The signing
 * itself is server/lib/signature.ts, which outbound webhooks share.
 */

/** How far a timestamp may be from the server's clock, either way: a captured request is useless after it. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

const DELIVERY_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

/** The form signed before issue 31 (`<timestamp>.<raw body>`, the delivery id left out): recognised only to say what changed. */
const oldFormSignatureOf = (secret: string, timestamp: string, body: Buffer | string) =>
  hmacOf(secret, `${timestamp}.`, body);

export { SIGNED_CONTENT, SIGNED_HEADERS, signatureOf, signedHeaders } from '../lib/signature';

export type SignedParts = {
  timestamp: string | undefined;
  deliveryId: string | undefined;
  signature: string | undefined;
};

export type Verification = { ok: true; deliveryId: string } | { ok: false; reason: string };

/**
 * Checks a request's headers and body against `secret`: headers well formed, timestamp within
 * the window, signature of timestamp, delivery id and body equal in constant time. A signature of
 * the old form (without the delivery id) is refused naming the new one. Replays inside the window
 * are the caller's to refuse by delivery id, which the signature binds to the body.
 */
export function verifySigned(secret: string, parts: SignedParts, body: Buffer, now = Date.now()): Verification {
  const { timestamp, deliveryId, signature } = parts;
  if (!timestamp || !TIMESTAMP.test(timestamp))
    return { ok: false, reason: `${SIGNED_HEADERS.timestamp} must be the Unix time in seconds.` };
  if (!deliveryId || !DELIVERY_ID.test(deliveryId)) {
    return {
      ok: false,
      reason: `${SIGNED_HEADERS.delivery} must be 1–128 letters, digits or . _ : - naming this delivery.`,
    };
  }
  const match = signature && SIGNATURE.exec(signature);
  if (!match) return { ok: false, reason: `${SIGNED_HEADERS.signature} must be sha256= followed by 64 hex digits.` };
  if (Math.abs(now / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) {
    return {
      ok: false,
      reason: `The timestamp is more than ${TIMESTAMP_TOLERANCE_SECONDS / 60} minutes from the server's clock; sign each request when sending it.`,
    };
  }
  const given = Buffer.from(match[1]!, 'hex');
  const equal = (hex: string) => timingSafeEqual(Buffer.from(hex, 'hex'), given);
  if (equal(signatureOf(secret, timestamp, deliveryId, body).slice('sha256='.length))) return { ok: true, deliveryId };
  if (equal(oldFormSignatureOf(secret, timestamp, body))) {
    return {
      ok: false,
      reason: `The signature is of the old form <timestamp>.<raw body>, which no longer verifies: sign ${SIGNED_CONTENT}, the ${SIGNED_HEADERS.delivery} value included.`,
    };
  }
  return {
    ok: false,
    reason: `The signature does not match: it is the HMAC-SHA256 of ${SIGNED_CONTENT} with this endpoint's secret.`,
  };
}

const WRONG_SIGNATURE = "The request is not signed with this endpoint's current secret.";

export type SignedInboundOptions = {
  /** Log name, and the noun in messages. */
  name: string;
  limiter: RateLimiter;
  maxBytes: number;
  /** The shared secret of the source the path names; null when there is none (unknown id, no secret yet). */
  secretOf(sourceId: string): Promise<string | null>;
  /** Whether this source has had a delivery with this id already. */
  seen(sourceId: string, deliveryId: string): Promise<boolean>;
  /** Runs once the request is verified and new; answers the sender. */
  handle(input: { req: Request; res: Response; sourceId: string; deliveryId: string; body: Buffer }): Promise<void>;
};

/**
 * An express router answering POST `path` (with a `:sourceId` parameter) for signed deliveries:
 * rate-limited per source and address (429), bodies over `maxBytes` refused unread (413), an
 * unsigned, wrongly signed or stale request 401 and a replayed delivery id 409, each before
 * anything is stored. An unknown source answers like a wrong signature: no way to probe ids.
 */
export function createSignedInboundRouter(path: string, options: SignedInboundOptions): express.Router {
  const router = express.Router();
  const log = logger(options.name);
  router.post(
    path,
    async (req, res, next) => {
      const decision = await options.limiter.consume(`${req.params.sourceId}:${clientIp(req)}`);
      if (!decision.allowed) {
        res.set('Retry-After', String(decision.retryAfterSeconds));
        throw new AppError('TOO_MANY_REQUESTS', `Too many deliveries; retry in ${decision.retryAfterSeconds} s.`);
      }
      if (Number(req.get('content-length') ?? 0) > options.maxBytes) throw tooLarge(options.maxBytes);
      next();
    },
    express.raw({ type: () => true, limit: options.maxBytes }),
    async (req, res) => {
      const sourceId = req.params.sourceId as string;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const secret = await options.secretOf(sourceId);
      const parts = {
        timestamp: req.get(SIGNED_HEADERS.timestamp),
        deliveryId: req.get(SIGNED_HEADERS.delivery),
        signature: req.get(SIGNED_HEADERS.signature),
      };
      const verified = secret ? verifySigned(secret, parts, body) : ({ ok: false, reason: WRONG_SIGNATURE } as const);
      if (!verified.ok) {
        log.warn({ sourceId, reason: verified.reason }, 'refused unsigned delivery');
        throw new AppError('UNAUTHENTICATED', verified.reason);
      }
      if (await options.seen(sourceId, verified.deliveryId)) throw replayed(verified.deliveryId);
      await options.handle({ req, res, sourceId, deliveryId: verified.deliveryId, body });
    },
  );

  const sendError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const parserStatus =
      (error as { type?: unknown })?.type === 'entity.too.large' ? tooLarge(options.maxBytes) : undefined;
    const appError = parserStatus ?? (isAppError(error) ? error : undefined);
    if (!appError) log.error({ err: error }, 'delivery failed');
    const { status, body } = httpErrorOf(
      appError ?? new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Send the delivery again.'),
    );
    res.set('Cache-Control', 'no-store');
    res.status(status).json(body);
  };
  router.use(sendError);
  return router;
}

/** A size as a person reads it: `8 MB`, `64 KB`. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `A delivery to this endpoint is at most ${sizeText(maxBytes)}.`);

/** The refusal of a delivery id already received (its unique index says the same under a race). */
export const replayed = (deliveryId: string) =>
  new AppError(
    'CONFLICT',
    `Delivery ${deliveryId} was received already; a new delivery needs a new ${SIGNED_HEADERS.delivery}.`,
  );
