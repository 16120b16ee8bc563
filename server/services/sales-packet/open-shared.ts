import { and, eq } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { linkState } from '../../../src/shared/sales-packet/packet';
import type { SharedPacketPageResult } from '../../../src/shared/sales-packet/page-request';
import type { Database } from '../../db/client';
import { salesPacketLinks, salesPacketViews, vehiclePhotos, type SalesPacketLinkRow } from '../../db/schema';
import { isUuid } from '../ids';
import { hashSecretToken } from '../secret-tokens';
import { unsafeLoadPacket } from './packet';

/** What a share link opens: the packet, a link that ended (HTTP 410), or nothing (404). */
export type SharedPacketResult = SharedPacketPageResult;

// Tokens are 43 base64url characters (secret-tokens.ts); anything else is not looked up.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** How a view's browser is recorded: the same UA parser and phone/tablet rule as analytics. */
export function describeViewer(userAgent: string) {
  const parsed = new UAParser(userAgent).getResult();
  return {
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    deviceType: parsed.device.type === 'mobile' || parsed.device.type === 'tablet' ? 'mobile' : 'desktop',
  };
}

export type SharedLink =
  | { status: 'open'; link: SalesPacketLinkRow }
  | { status: 'gone'; reason: 'expired' | 'revoked' }
  | { status: 'not_found' };

/** The link a token names, and whether it still opens its packet; nothing is recorded. */
export async function findSharedLink(db: Database, token: string): Promise<SharedLink> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'not_found' };
  const [link] = await db
    .select()
    .from(salesPacketLinks)
    .where(eq(salesPacketLinks.tokenHash, hashSecretToken(token)))
    .limit(1);
  if (!link) return { status: 'not_found' };
  const state = linkState(link, new Date());
  return state === 'active' ? { status: 'open', link } : { status: 'gone', reason: state };
}

/**
 * The packet behind a share link, recording the view (and, through `onViewed`, alerting the
 * person who shared it). The token reaches only its own vehicle's packet: the link's organization
 * and vehicle decide what is loaded, nothing else is read.
 */
export async function openSharedPacket({
  db,
  token,
  userAgent,
  onViewed,
}: {
  db: Database;
  token: string;
  userAgent: string;
  onViewed?: (link: SalesPacketLinkRow) => void;
}): Promise<SharedPacketResult> {
  const found = await findSharedLink(db, token);
  if (found.status !== 'open') return found;
  const { link } = found;
  const [packet] = await Promise.all([
    unsafeLoadPacket(db, link.organizationId, link.vehicleId),
    db.insert(salesPacketViews).values({ linkId: link.id, ...describeViewer(userAgent.slice(0, 512)) }),
  ]);
  onViewed?.(link);
  return { status: 'open', packet, expiresAt: link.expiresAt.toISOString() };
}

/** A photo of the link's own vehicle (bytes and type), or null: any other id, or a link that no longer opens. */
export async function openSharedPacketPhoto({
  db,
  token,
  photoId,
}: {
  db: Database;
  token: string;
  photoId: string;
}): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(photoId)) return null;
  const found = await findSharedLink(db, token);
  if (found.status !== 'open') return null;
  const [row] = await db
    .select({ bytes: vehiclePhotos.image, contentType: vehiclePhotos.contentType })
    .from(vehiclePhotos)
    .where(
      and(
        eq(vehiclePhotos.id, photoId),
        eq(vehiclePhotos.vehicleId, found.link.vehicleId),
        eq(vehiclePhotos.organizationId, found.link.organizationId),
      ),
    )
    .limit(1);
  return row ?? null;
}
