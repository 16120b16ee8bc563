import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { checkMarketplaceName } from '../../../src/shared/marketplaces/feed';
import type { Database } from '../../db/client';
import { marketplaceFeeds, marketplaceLeads, salesPacketLinks, users, type MarketplaceFeedRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { requireKey, seal } from '../secret-box';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import type { Viewer } from '../users/viewer';

const NOT_FOUND_MESSAGE = 'No marketplace feed with this id in your organization.';
/** A store lists on a handful of marketplaces; the screen shows them all. */
export const MAX_FEEDS_LISTED = 100;

/** A feed as the graph shows it: never its token's hash nor its sealed lead secret. */
export type MarketplaceFeedModel = Omit<MarketplaceFeedRow, 'tokenHash' | 'leadSecretCipher'> & {
  createdBy: string | null;
  leadCount: number;
};

const feedColumns = {
  id: marketplaceFeeds.id,
  organizationId: marketplaceFeeds.organizationId,
  name: marketplaceFeeds.name,
  createdByUserId: marketplaceFeeds.createdByUserId,
  createdAt: marketplaceFeeds.createdAt,
  revokedAt: marketplaceFeeds.revokedAt,
  lastPulledAt: marketplaceFeeds.lastPulledAt,
  pullCount: marketplaceFeeds.pullCount,
  lastPullRows: marketplaceFeeds.lastPullRows,
  firstName: users.firstName,
  lastName: users.lastName,
};

async function selectFeeds(db: Database, organizationId: string, id?: string): Promise<MarketplaceFeedModel[]> {
  const leadCounts = db
    .select({ feedId: marketplaceLeads.feedId, leads: count().as('leads') })
    .from(marketplaceLeads)
    .where(eq(marketplaceLeads.organizationId, organizationId))
    .groupBy(marketplaceLeads.feedId)
    .as('lead_counts');
  const rows = await db
    .select({ ...feedColumns, leads: leadCounts.leads })
    .from(marketplaceFeeds)
    .leftJoin(users, eq(users.id, marketplaceFeeds.createdByUserId))
    .leftJoin(leadCounts, eq(leadCounts.feedId, marketplaceFeeds.id))
    .where(and(eq(marketplaceFeeds.organizationId, organizationId), id ? eq(marketplaceFeeds.id, id) : undefined))
    .orderBy(desc(marketplaceFeeds.createdAt), desc(marketplaceFeeds.id))
    .limit(MAX_FEEDS_LISTED);
  return rows.map(({ firstName, lastName, leads, ...feed }) => ({
    ...feed,
    createdBy: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    leadCount: Number(leads ?? 0),
  }));
}

/** The organization's feeds, newest first, with who made them and their leads counted. */
export const listMarketplaceFeeds = ({ db, viewer }: { db: Database; viewer: Viewer }) =>
  selectFeeds(db, viewer.organization.id);

async function findFeed(db: Database, organizationId: string, id: string): Promise<MarketplaceFeedModel> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [feed] = await selectFeeds(db, organizationId, id);
  if (!feed) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return feed;
}

export type CreatedMarketplaceFeed = { feed: MarketplaceFeedModel; token: string; leadSecret: string };

/**
 * A new feed for a marketplace. Returns, this once, its token (the listing URLs hold it; only its
 * SHA-256 is stored) and its lead secret (sealed under SECRETS_KEY: without the key nothing is made).
 */
export async function createMarketplaceFeed({
  db,
  viewer,
  key,
  name,
}: {
  db: Database;
  viewer: Viewer;
  key: Buffer | undefined;
  name: string;
}): Promise<CreatedMarketplaceFeed> {
  const checked = checkMarketplaceName(name);
  if (!checked.ok)
    throw new AppError('BAD_USER_INPUT', checked.message, { issues: [{ path: 'name', message: checked.message }] });
  const sealingKey = requireKey(key);
  const token = newSecretToken();
  const leadSecret = `lwmkt_${newSecretToken()}`;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketplaceFeeds)
      .values({
        organizationId: viewer.organization.id,
        name: checked.name,
        tokenHash: hashSecretToken(token),
        leadSecretCipher: seal(sealingKey, leadSecret),
        createdByUserId: viewer.user.id,
      })
      .returning({ id: marketplaceFeeds.id });
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'marketplace_feed.created',
      targetType: 'marketplace_feed',
      targetId: row!.id,
      after: { name: checked.name },
    });
    return row!.id;
  });
  return { feed: await findFeed(db, viewer.organization.id, id), token, leadSecret };
}

/**
 * Revokes a feed at once: its listing and photo URLs answer 410, its leads endpoint refuses every
 * delivery, and the packet links it listed are revoked with it. A second revocation is a CONFLICT.
 */
export async function revokeMarketplaceFeed({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<MarketplaceFeedModel> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [feed] = await tx
      .select({ revokedAt: marketplaceFeeds.revokedAt, name: marketplaceFeeds.name })
      .from(marketplaceFeeds)
      .where(and(eq(marketplaceFeeds.id, id), eq(marketplaceFeeds.organizationId, viewer.organization.id)))
      .for('update');
    if (!feed) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (feed.revokedAt) throw new AppError('CONFLICT', `The ${feed.name} feed is revoked already.`);
    const now = new Date();
    await tx.update(marketplaceFeeds).set({ revokedAt: now }).where(eq(marketplaceFeeds.id, id));
    const links = await tx
      .update(salesPacketLinks)
      .set({ revokedAt: now })
      .where(and(eq(salesPacketLinks.marketplaceFeedId, id), isNull(salesPacketLinks.revokedAt)))
      .returning({ id: salesPacketLinks.id });
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'marketplace_feed.revoked',
      targetType: 'marketplace_feed',
      targetId: id,
      after: { name: feed.name, packetLinksRevoked: links.length },
    });
  });
  return findFeed(db, viewer.organization.id, id);
}
