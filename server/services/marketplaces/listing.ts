import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { customerVehicle } from '../../../src/shared/inventory/customer-view';
import { FEED_PACKET_LINK_RENEW_DAYS, feedPhotoPath } from '../../../src/shared/marketplaces/feed';
import type { ListingRow } from '../../../src/shared/marketplaces/listing';
import { packetPublicPath } from '../../../src/shared/sales-packet/packet';
import type { Database } from '../../db/client';
import { marketplaceFeeds, organizations, salesPacketLinks, vehiclePhotos, vehicles } from '../../db/schema';
import { isUuid } from '../ids';
import { organizationHoldsFeature } from '../organizations/holds-feature';
import { hashSecretToken } from '../secret-tokens';
import { linksToCreate, packetTokenOf } from './packet-links';

const DAY_MS = 24 * 60 * 60 * 1000;
// Feed tokens are 43 base64url characters (secret-tokens.ts); anything else is not looked up.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The feed a token opens, with its organization's name (the listing's dealer). */
export type OpenFeed = { id: string; organizationId: string; name: string; dealer: string };

export type FeedByToken =
  | { status: 'active'; feed: OpenFeed }
  | { status: 'revoked'; name: string }
  | { status: 'switched_off'; name: string }
  | { status: 'not_found' };

/**
 * The feed whose token this is. Unchecked beyond the token itself: whoever holds the token is the
 * marketplace, and it reaches exactly that feed's organization's front-line listings, while the
 * organization holds `marketplace_sales` (else `switched_off`: the feed outlives no feature).
 */
export async function unsafeFeedByToken(db: Database, token: string): Promise<FeedByToken> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'not_found' };
  const [row] = await db
    .select({
      id: marketplaceFeeds.id,
      organizationId: marketplaceFeeds.organizationId,
      name: marketplaceFeeds.name,
      revokedAt: marketplaceFeeds.revokedAt,
      dealer: organizations.name,
      featureHeld: organizationHoldsFeature(marketplaceFeeds.organizationId, 'marketplace_sales'),
    })
    .from(marketplaceFeeds)
    .innerJoin(organizations, eq(organizations.id, marketplaceFeeds.organizationId))
    .where(eq(marketplaceFeeds.tokenHash, hashSecretToken(token)))
    .limit(1);
  if (!row) return { status: 'not_found' };
  if (row.revokedAt) return { status: 'revoked', name: row.name };
  if (!row.featureHeld) return { status: 'switched_off', name: row.name };
  return {
    status: 'active',
    feed: { id: row.id, organizationId: row.organizationId, name: row.name, dealer: row.dealer },
  };
}

const frontLine = (organizationId: string) =>
  and(eq(vehicles.organizationId, organizationId), eq(vehicles.status, 'frontline'));

/**
 * The feed's listing, one row per front-line vehicle of its organization (by stock number), and
 * the pull recorded on the feed. Three reads side by side (vehicles, their photos, the feed's
 * running packet links), then one write: the pull counted, with the packet links made for vehicles
 * without one (or whose link ends within FEED_PACKET_LINK_RENEW_DAYS) in the same transaction. Null
 * when the feed was revoked meanwhile (the write waits for a revocation in flight).
 */
export async function pullListings({
  db,
  feed,
  token,
  appUrl,
  now = new Date(),
}: {
  db: Database;
  feed: OpenFeed;
  token: string;
  appUrl: string;
  now?: Date;
}): Promise<ListingRow[] | null> {
  const renewBefore = new Date(now.getTime() + FEED_PACKET_LINK_RENEW_DAYS * DAY_MS);
  const [stock, photos, links] = await Promise.all([
    db
      .select({
        id: vehicles.id,
        vin: vehicles.vin,
        stockNumber: vehicles.stockNumber,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        trim: vehicles.trim,
        bodyStyle: vehicles.bodyStyle,
        exteriorColor: vehicles.exteriorColor,
        interiorColor: vehicles.interiorColor,
        mileage: vehicles.mileage,
        listPriceCents: vehicles.listPriceCents,
        certifiedAt: vehicles.certifiedAt,
        acquiredDate: vehicles.acquiredDate,
        updatedAt: vehicles.updatedAt,
      })
      .from(vehicles)
      .where(frontLine(feed.organizationId))
      .orderBy(asc(vehicles.stockNumber), asc(vehicles.id)),
    // One row per vehicle: its photo ids in the gallery's order, the main one first.
    db
      .select({
        vehicleId: vehiclePhotos.vehicleId,
        ids: sql<
          string[]
        >`array_agg(${vehiclePhotos.id}::text order by ${vehiclePhotos.isMain} desc, ${vehiclePhotos.position}, ${vehiclePhotos.createdAt})`,
      })
      .from(vehiclePhotos)
      .innerJoin(vehicles, eq(vehicles.id, vehiclePhotos.vehicleId))
      .where(and(eq(vehiclePhotos.organizationId, feed.organizationId), frontLine(feed.organizationId)))
      .groupBy(vehiclePhotos.vehicleId),
    db
      .select({ id: salesPacketLinks.id, vehicleId: salesPacketLinks.vehicleId })
      .from(salesPacketLinks)
      .where(
        and(
          eq(salesPacketLinks.marketplaceFeedId, feed.id),
          isNull(salesPacketLinks.revokedAt),
          gt(salesPacketLinks.expiresAt, renewBefore),
        ),
      )
      .orderBy(desc(salesPacketLinks.expiresAt)),
  ]);

  const created = linksToCreate({ feed, token, vehicleIds: stock.map((vehicle) => vehicle.id), running: links, now });
  // Counting the pull locks the feed's row as a revocation does, so the two never interleave: a
  // feed revoked meanwhile counts nothing (null), and links made here are revoked with it.
  const recordPull = async (tx: Database) =>
    (
      await tx
        .update(marketplaceFeeds)
        .set({ lastPulledAt: now, pullCount: sql`${marketplaceFeeds.pullCount} + 1`, lastPullRows: stock.length })
        .where(and(eq(marketplaceFeeds.id, feed.id), isNull(marketplaceFeeds.revokedAt)))
        .returning({ id: marketplaceFeeds.id })
    ).length > 0;
  const stillActive =
    created.rows.length === 0
      ? await recordPull(db)
      : await db.transaction(async (tx) => {
          if (!(await recordPull(tx))) return false;
          await tx.insert(salesPacketLinks).values(created.rows);
          return true;
        });
  if (!stillActive) return null;

  const origin = new URL(appUrl).origin;
  const photosOf = new Map(
    photos.map((row) => [row.vehicleId, row.ids.map((id) => `${origin}${feedPhotoPath(token, id)}`)]),
  );
  return stock.map((vehicle) => {
    const link = created.byVehicle.get(vehicle.id)!;
    return {
      ...customerVehicle(vehicle),
      certified: vehicle.certifiedAt !== null,
      inStockSince: vehicle.acquiredDate,
      photoUrls: photosOf.get(vehicle.id) ?? [],
      packetUrl: `${origin}${packetPublicPath(packetTokenOf(token, vehicle.id, link.id))}`,
      updatedAt: vehicle.updatedAt,
    };
  });
}

/**
 * One photo's bytes through a feed: only a photo of a front-line vehicle of the feed's
 * organization (anything else is not found, like a photo that does not exist).
 */
export async function unsafeFeedPhoto(
  db: Database,
  feed: OpenFeed,
  photoId: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db
    .select({ bytes: vehiclePhotos.image, contentType: vehiclePhotos.contentType })
    .from(vehiclePhotos)
    .innerJoin(vehicles, eq(vehicles.id, vehiclePhotos.vehicleId))
    .where(
      and(
        eq(vehiclePhotos.id, photoId),
        eq(vehiclePhotos.organizationId, feed.organizationId),
        frontLine(feed.organizationId),
      ),
    )
    .limit(1);
  return row ?? null;
}
