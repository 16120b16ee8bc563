import type { RequestHandler } from 'express';
import { SHARED_PACKET_LOADER, type RequestWithSharedPacket } from '../../src/shared/sales-packet/page-request';
import type { Database } from '../db/client';
import type { RateLimiter } from '../rate-limit';
import type { SalesPacketLinkRow } from '../db/schema';
import { openSharedPacket, openSharedPacketPhoto } from '../services/sales-packet/open-shared';
import { clientIp } from './rate-limit-middleware';

/** Views of shared packets per address a minute (SALES_PACKET_RATE_LIMIT): a customer reloading is fine, a scraper guessing tokens is not. */
export const SHARED_PACKET_WINDOW_SECONDS = 60;
/** A packet page is a GET: any body over this is refused (413). */
export const SHARED_PACKET_BODY_LIMIT_BYTES = 1024;

// The page itself and Next's data request for it (client-side navigation).
const SHARED_PACKET_PATH = /^\/(?:_next\/data\/[^/]+\/)?packet\/[^/]+?(?:\.json)?$/;
// The same read as JSON, for a partner's site showing the packet: 200, 404 or 410.
const SHARED_PACKET_API_PATH = /^\/api\/sales-packets\/([^/]+)$/;
// A photo of the link's vehicle, for the page's gallery.
const SHARED_PACKET_PHOTO_PATH = /^\/api\/sales-packets\/([^/]+)\/photos\/([^/]+)$/;
/** Photo loads per address a minute: a gallery loads every photo of a car at once. */
export const SHARED_PACKET_PHOTO_RATE = { points: 600, windowSeconds: 60 } as const;

const GONE_MESSAGE = {
  expired: 'This sales packet link has expired.',
  revoked: 'This sales packet link was revoked.',
} as const;

/**
 * The one unauthenticated way to a sales packet (docs/sales-packet.md): on `/packet/<token>` the
 * page gets a loader that opens exactly that link's packet; `/api/sales-packets/<token>` answers
 * the same packet as JSON. Rate-limited per address, bodies
 * refused, never cached, never indexed, and the token never leaves in a Referer.
 */
export function createSharedPacketPages({
  db,
  limiter,
  photoLimiter,
  onViewed,
}: {
  db: Database;
  limiter: RateLimiter;
  photoLimiter: RateLimiter;
  /** Called after a view is recorded (the salesperson's e-mail alert, server/services/sales-packet/view-alert.ts). */
  onViewed?: (link: SalesPacketLinkRow) => void;
}): RequestHandler {
  return async (req, res, next) => {
    const photo = SHARED_PACKET_PHOTO_PATH.exec(req.path);
    const apiToken = SHARED_PACKET_API_PATH.exec(req.path)?.[1];
    if (!photo && !apiToken && !SHARED_PACKET_PATH.test(req.path)) return next();
    // A streamed body has no length to check: refused like one too large.
    if (
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > SHARED_PACKET_BODY_LIMIT_BYTES
    ) {
      res.status(413).type('text/plain').send('This page takes no request body.');
      return;
    }
    const decision = await (photo ? photoLimiter : limiter).consume(`ip:${clientIp(req)}`);
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      res.status(429).type('text/plain').send(`Too many requests. Try again in ${decision.retryAfterSeconds} s.`);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (photo) {
      const found = await openSharedPacketPhoto({ db, token: decoded(photo[1]!), photoId: decoded(photo[2]!) });
      if (!found) {
        res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No photo of this packet at this address.' } });
        return;
      }
      res.type(found.contentType).set('Content-Length', String(found.bytes.length)).send(found.bytes);
      return;
    }
    if (!apiToken) {
      (req as unknown as RequestWithSharedPacket)[SHARED_PACKET_LOADER] = (token, userAgent) =>
        openSharedPacket({ db, token, userAgent, onViewed });
      return next();
    }
    const result = await openSharedPacket({
      db,
      token: decoded(apiToken),
      userAgent: req.headers['user-agent'] ?? '',
      onViewed,
    });
    if (result.status === 'open') res.json({ packet: result.packet, expiresAt: result.expiresAt });
    else if (result.status === 'gone')
      res.status(410).json({ error: { code: 'GONE', reason: result.reason, message: GONE_MESSAGE[result.reason] } });
    else res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No sales packet at this link.' } });
  };
}

/** A path segment as sent; a malformed escape is kept as it is (and then matches no token). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
