import { and, eq, isNull } from 'drizzle-orm';
import { checkMarketplaceLead } from '../../../src/shared/marketplaces/lead';
import type { Database } from '../../db/client';
import { marketplaceFeeds, marketplaceLeads, vehicles, type MarketplaceLeadRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { emit } from '../domain-events';
import { isUuid } from '../ids';
import { organizationHoldsFeature } from '../organizations/holds-feature';
import { open } from '../secret-box';

/**
 * The lead secret of a feed still running, opened with the server's key; null for anything else:
 * unknown, revoked, its organization without `marketplace_sales`, no key, no secret (demo data), or
 * sealed under a key the server no longer has.
 */
export async function marketplaceLeadSecret({
  db,
  feedId,
  key,
}: {
  db: Database;
  feedId: string;
  key: Buffer | undefined;
}): Promise<string | null> {
  if (!key || !isUuid(feedId)) return null;
  const [row] = await db
    .select({ cipher: marketplaceFeeds.leadSecretCipher })
    .from(marketplaceFeeds)
    .where(
      and(
        eq(marketplaceFeeds.id, feedId),
        isNull(marketplaceFeeds.revokedAt),
        organizationHoldsFeature(marketplaceFeeds.organizationId, 'marketplace_sales'),
      ),
    );
  if (!row?.cipher) return null;
  try {
    return open(key, row.cipher);
  } catch {
    return null;
  }
}

export async function marketplaceLeadSeen({
  db,
  feedId,
  deliveryId,
}: {
  db: Database;
  feedId: string;
  deliveryId: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceLeads.id })
    .from(marketplaceLeads)
    .where(and(eq(marketplaceLeads.feedId, feedId), eq(marketplaceLeads.deliveryId, deliveryId)));
  return row !== undefined;
}

/** The JSON of a lead's body; anything else is refused before it is read. */
export function readLeadBody(contentType: string | undefined, body: Buffer): unknown {
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the lead as application/json (docs/marketplaces.md "Leads").');
  }
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new AppError('BAD_USER_INPUT', `The body is not JSON: ${(error as Error).message}.`);
  }
}

/**
 * Records one verified lead on the vehicle it names (by VIN and/or stock number) in the feed's
 * organization, audited without an actor. A vehicle not in that inventory is NOT_FOUND; a delivery
 * id the feed has had is a CONFLICT (the unique index decides under a race). Nothing is stored
 * by a refused lead.
 */
export async function receiveMarketplaceLead({
  db,
  feedId,
  deliveryId,
  body,
  now = new Date(),
}: {
  db: Database;
  feedId: string;
  deliveryId: string;
  body: unknown;
  now?: Date;
}): Promise<MarketplaceLeadRow & { vin: string; stockNumber: string }> {
  const checked = checkMarketplaceLead(body, now);
  if (!checked.ok)
    throw new AppError('BAD_USER_INPUT', checked.issues.map((issue) => issue.message).join(' '), {
      issues: checked.issues,
    });
  const { lead, receivedAt } = checked;
  return db.transaction(async (tx) => {
    const [feed] = await tx
      .select({ organizationId: marketplaceFeeds.organizationId, name: marketplaceFeeds.name })
      .from(marketplaceFeeds)
      .where(and(eq(marketplaceFeeds.id, feedId), isNull(marketplaceFeeds.revokedAt)))
      .for('share');
    // Revoked between the signature check and now: refused like any delivery to a revoked feed.
    if (!feed) throw new AppError('UNAUTHENTICATED', "The request is not signed with this endpoint's current secret.");
    const [vehicle] = await tx
      .select({ id: vehicles.id, vin: vehicles.vin, stockNumber: vehicles.stockNumber })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.organizationId, feed.organizationId),
          lead.vin ? eq(vehicles.vin, lead.vin) : undefined,
          lead.stockNumber ? eq(vehicles.stockNumber, lead.stockNumber) : undefined,
        ),
      )
      .limit(1);
    if (!vehicle) {
      const named = [lead.vin && `VIN ${lead.vin}`, lead.stockNumber && `stock number ${lead.stockNumber}`]
        .filter(Boolean)
        .join(' and ');
      throw new AppError('NOT_FOUND', `No vehicle with ${named} in this store's inventory.`);
    }
    const [row] = await tx
      .insert(marketplaceLeads)
      .values({
        organizationId: feed.organizationId,
        feedId,
        vehicleId: vehicle.id,
        deliveryId,
        customerName: lead.customer.name,
        customerEmail: lead.customer.email || null,
        customerPhone: lead.customer.phone || null,
        message: lead.message,
        listingUrl: lead.listingUrl ?? null,
        receivedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError(
        'CONFLICT',
        `Delivery ${deliveryId} was received already; a new lead needs a new X-Lotwise-Delivery.`,
      );
    // Who the customer is stays in the lead: the audit log names the lead, not the person.
    await recordAudit({
      db: tx,
      viewer: null,
      organizationId: feed.organizationId,
      action: 'marketplace_lead.received',
      targetType: 'vehicle',
      targetId: vehicle.id,
      after: { leadId: row.id, feedId, marketplace: feed.name, deliveryId },
    });
    const data = { leadId: row.id, vehicleId: vehicle.id, source: 'marketplace' } as const;
    await emit('event.occurred', {
      tx,
      event: { organizationId: feed.organizationId, type: 'lead.created', subject: 'lead', subjectId: row.id, data },
    });
    return { ...row, vin: vehicle.vin, stockNumber: vehicle.stockNumber };
  });
}
