import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { packetScreenPath, VIEW_ALERT_INTERVAL_MS } from '../../../src/shared/sales-packet/packet';
import type { Database } from '../../db/client';
import { salesPacketLinks, users, vehicles, type SalesPacketLinkRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';

/**
 * E-mails the person who made a share link that a shopper opened it: at most once per link per
 * day (VIEW_ALERT_INTERVAL_MS), claimed by one conditional UPDATE so two views at the same moment
 * send one e-mail. Links a marketplace feed lists are not a salesperson's and alert no one.
 * Returns whether an e-mail went out; a failed send is logged, never the shopper's problem.
 */
export async function alertLinkViewed({
  db,
  mailer,
  appUrl,
  link,
  now = new Date(),
}: {
  db: Database;
  mailer: Mailer | undefined;
  appUrl: string;
  link: SalesPacketLinkRow;
  now?: Date;
}): Promise<boolean> {
  if (!mailer || !link.createdByUserId || link.marketplaceFeedId) return false;
  const since = new Date(now.getTime() - VIEW_ALERT_INTERVAL_MS);
  const claimed = await db
    .update(salesPacketLinks)
    .set({ viewAlertedAt: now })
    .where(
      and(
        eq(salesPacketLinks.id, link.id),
        or(isNull(salesPacketLinks.viewAlertedAt), lte(salesPacketLinks.viewAlertedAt, since)),
      ),
    )
    .returning({ id: salesPacketLinks.id });
  if (claimed.length === 0) return false;
  const [row] = await db
    .select({
      email: users.email,
      active: users.active,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      stockNumber: vehicles.stockNumber,
    })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.id, link.vehicleId))
    .where(and(eq(users.id, link.createdByUserId), eq(users.organizationId, link.organizationId)));
  if (!row?.active) return false;
  const title = `${row.year} ${row.make} ${row.model}`;
  try {
    await mailer.send({
      to: row.email,
      subject: `Your sales packet of the ${title} was opened`,
      text: `A shopper just opened the sales packet you shared of the ${title} (stock ${row.stockNumber})${link.label ? `, link "${link.label}"` : ''}.\n\nSee its views and leads: ${new URL(packetScreenPath(link.vehicleId), appUrl).toString()}\n\nYou hear of this link at most once a day.`,
    });
    return true;
  } catch (error) {
    logger('mail').error({ reason: (error as Error).message, linkId: link.id }, 'sales packet view alert failed');
    return false;
  }
}
