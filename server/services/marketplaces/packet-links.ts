import { createHmac, randomUUID } from 'node:crypto';
import { FEED_PACKET_LINK_DAYS, feedLinkLabel } from '../../../src/shared/marketplaces/feed';
import { linkExpiry } from '../../../src/shared/sales-packet/packet';
import type { salesPacketLinks } from '../../db/schema';
import { hashSecretToken } from '../secret-tokens';

/**
 * The token of the sales-packet link a feed lists with a vehicle: base64url of
 * HMAC-SHA256(key = the feed's token, `packet:<vehicleId>:<linkId>`), 43 characters like any share
 * link's. Nothing plaintext is stored: each pull recomputes it from the token in its URL, and only
 * its SHA-256 is in `sales_packet_links`. Without the feed's token it cannot be made, and one link's
 * token says nothing about the feed's or another link's.
 */
export const packetTokenOf = (feedToken: string, vehicleId: string, linkId: string) =>
  createHmac('sha256', feedToken).update(`packet:${vehicleId}:${linkId}`).digest('base64url');

export type FeedLink = { id: string; vehicleId: string };

type LinkInsert = typeof salesPacketLinks.$inferInsert;

/**
 * Which link each listed vehicle carries: a running link of the feed (the first listed for it:
 * the caller lists the longest-running first), or a new one made now for FEED_PACKET_LINK_DAYS,
 * whose row is returned to be stored.
 */
export function linksToCreate({
  feed,
  token,
  vehicleIds,
  running,
  now,
}: {
  feed: { id: string; organizationId: string; name: string };
  token: string;
  vehicleIds: readonly string[];
  running: readonly FeedLink[];
  now: Date;
}): { rows: LinkInsert[]; byVehicle: Map<string, FeedLink> } {
  const byVehicle = new Map<string, FeedLink>();
  for (const link of running) if (!byVehicle.has(link.vehicleId)) byVehicle.set(link.vehicleId, link);
  const rows: LinkInsert[] = [];
  const expiresAt = linkExpiry(now, FEED_PACKET_LINK_DAYS);
  const label = feedLinkLabel(feed.name);
  for (const vehicleId of vehicleIds) {
    if (byVehicle.has(vehicleId)) continue;
    const id = randomUUID();
    byVehicle.set(vehicleId, { id, vehicleId });
    rows.push({
      id,
      organizationId: feed.organizationId,
      vehicleId,
      tokenHash: hashSecretToken(packetTokenOf(token, vehicleId, id)),
      label,
      createdAt: now,
      expiresAt,
      marketplaceFeedId: feed.id,
    });
  }
  return { rows, byVehicle };
}
