import type { RequestHandler, Response } from 'express';
import { listingsToCsv, listingsToXml } from '../../src/shared/marketplaces/listing';
import type { Database } from '../db/client';
import { logger } from '../observability/logger';
import type { RateLimiter } from '../rate-limit';
import { pullListings, unsafeFeedByToken, unsafeFeedPhoto, type OpenFeed } from '../services/marketplaces/listing';
import { hashSecretToken } from '../services/secret-tokens';
import { clientIp } from './rate-limit-middleware';

/** Listing pulls and photo loads are counted per feed token and address over this window. */
export const MARKETPLACE_FEED_WINDOW_SECONDS = 60;
/** The feed's URLs are GETs: a body over this is refused (413) before anything is read. */
export const MARKETPLACE_FEED_BODY_LIMIT_BYTES = 1024;
/** A marketplace fetches each photo once per change; the bytes never change under one id. */
const PHOTO_CACHE_CONTROL = 'private, max-age=86400';

const LISTINGS_PATH = /^\/api\/marketplace-feeds\/([^/]+)\/listings\.(csv|xml)$/;
const PHOTO_PATH = /^\/api\/marketplace-feeds\/([^/]+)\/photos\/([^/]+)$/;

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xml: 'application/xml; charset=utf-8' } as const;

function refuse(res: Response, status: number, error: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ error, message });
}

/**
 * The marketplace feed's unauthenticated URLs (docs/marketplaces.md), each for exactly one thing:
 * - GET /api/marketplace-feeds/<token>/listings.csv and .xml: the front-line listing of the feed's
 *   organization, the pull recorded on the feed;
 * - GET /api/marketplace-feeds/<token>/photos/<photoId>: a photo of one of those vehicles.
 * The token alone decides the organization. Rate-limited per token and address (429 +
 * Retry-After), bodies refused (413), other methods 405, never cached (the photo bytes only
 * privately) nor indexed; an unknown token is 404, a revoked feed's 410, a feed whose organization
 * no longer holds `marketplace_sales` 403.
 */
export function createMarketplaceFeedPages({
  db,
  appUrl,
  listingLimiter,
  photoLimiter,
}: {
  db: Database;
  appUrl: string;
  listingLimiter: RateLimiter;
  photoLimiter: RateLimiter;
}): RequestHandler {
  const log = logger('marketplace-feeds');
  return async (req, res, next) => {
    const listing = LISTINGS_PATH.exec(req.path);
    const photo = listing ? null : PHOTO_PATH.exec(req.path);
    if (!listing && !photo) return next();
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // A streamed body has no length to check: refused like one too large.
    if (
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > MARKETPLACE_FEED_BODY_LIMIT_BYTES
    ) {
      return refuse(res, 413, 'PAYLOAD_TOO_LARGE', 'The marketplace feed takes no request body.');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'The marketplace feed answers GET only.');
    }
    const token = decoded((listing ?? photo)![1]!);
    // Counted per token (its hash: the secret stays out of the limiter's store) and address, known or not.
    const limiter = listing ? listingLimiter : photoLimiter;
    const decision = await limiter.consume(`${hashSecretToken(token).slice(0, 32)}:${clientIp(req)}`);
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      return refuse(
        res,
        429,
        'TOO_MANY_REQUESTS',
        `Too many requests for this feed; retry in ${decision.retryAfterSeconds} s.`,
      );
    }
    try {
      const found = await unsafeFeedByToken(db, token);
      if (found.status === 'not_found') return refuse(res, 404, 'NOT_FOUND', 'No marketplace feed at this address.');
      if (found.status === 'revoked') return gone(res, found.name);
      if (found.status === 'switched_off') return switchedOff(res, found.name);
      if (listing) await sendListings(res, found.feed, token, listing[2] as 'csv' | 'xml');
      else await sendPhoto(req.get('if-none-match'), res, found.feed, photo![2]!);
    } catch (error) {
      log.error({ err: error }, 'marketplace feed failed');
      refuse(res, 500, 'INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Pull the feed again.');
    }
  };

  async function sendListings(res: Response, feed: OpenFeed, token: string, format: 'csv' | 'xml') {
    const generatedAt = new Date();
    const rows = await pullListings({ db, feed, token, appUrl, now: generatedAt });
    if (!rows) return gone(res, feed.name);
    res.setHeader('Cache-Control', 'no-store');
    res.type(CONTENT_TYPES[format]);
    res.send(format === 'csv' ? listingsToCsv(rows) : listingsToXml(rows, { dealer: feed.dealer, generatedAt }));
  }

  async function sendPhoto(ifNoneMatch: string | undefined, res: Response, feed: OpenFeed, photoId: string) {
    const found = await unsafeFeedPhoto(db, feed, photoId);
    if (!found) return refuse(res, 404, 'NOT_FOUND', 'No photo of a listed vehicle at this address.');
    const etag = `"${photoId}"`;
    res.set({ 'Cache-Control': PHOTO_CACHE_CONTROL, ETag: etag });
    if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
      res.status(304).end();
      return;
    }
    res.type(found.contentType).set('Content-Length', String(found.bytes.length)).send(found.bytes);
  }
}

/** A path segment as sent; a malformed escape is kept as it is (and then matches no token). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const gone = (res: Response, name: string) =>
  refuse(
    res,
    410,
    'GONE',
    `This marketplace feed (${name}) was revoked: the store no longer lists its inventory here. Remove its listings.`,
  );

/** The store no longer holds the marketplace feature: nothing is listed until it does again (the token may yet be revoked). */
const switchedOff = (res: Response, name: string) =>
  refuse(
    res,
    403,
    'FORBIDDEN',
    `This marketplace feed (${name}) is switched off: the store's marketplace listing is not part of its plan now. Remove its listings.`,
  );
