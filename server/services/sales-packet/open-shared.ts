import { eq } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { linkState } from '../../../src/shared/sales-packet/packet';
import type { SharedPacketPageResult } from '../../../src/shared/sales-packet/page-request';
import type { Database } from '../../db/client';
import { salesPacketLinks, salesPacketViews } from '../../db/schema';
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

/**
 * The packet behind a share link, recording the view. The token reaches only its own vehicle's
 * packet: the link's organization and vehicle decide what is loaded, nothing else is read.
 */
export async function openSharedPacket({ db, token, userAgent }: { db: Database; token: string; userAgent: string }): Promise<SharedPacketResult> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'not_found' };
  const [link] = await db.select().from(salesPacketLinks).where(eq(salesPacketLinks.tokenHash, hashSecretToken(token))).limit(1);
  if (!link) return { status: 'not_found' };
  const state = linkState(link, new Date());
  if (state !== 'active') return { status: 'gone', reason: state };
  const [packet] = await Promise.all([
    unsafeLoadPacket(db, link.organizationId, link.vehicleId),
    db.insert(salesPacketViews).values({ linkId: link.id, ...describeViewer(userAgent.slice(0, 512)) }),
  ]);
  return { status: 'open', packet, expiresAt: link.expiresAt.toISOString() };
}
