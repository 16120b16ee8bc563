import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { packetScreenPath, VIEW_ALERT_INTERVAL_MS } from '../../../src/shared/sales-packet/packet';
import type { Database } from '../../db/client';
import { salesPacketLinks, vehicles, type SalesPacketLinkRow } from '../../db/schema';
import { notify } from '../notifications/create';
import { shareLinkViewed } from '../notifications/messages';

/**
 * Tells the person who made a share link that a shopper opened it, as a `share_link_viewed`
 * notification (in the app, by gathered e-mail, in the shell: as they chose; docs/notifications.md):
 * at most once per link per day (VIEW_ALERT_INTERVAL_MS), claimed by one conditional UPDATE in the
 * notification's transaction so two views at the same moment tell once. Links a marketplace feed
 * lists are not a salesperson's and tell no one. Returns whether a notification was made.
 */
export async function alertLinkViewed({
  db,
  link,
  now = new Date(),
}: {
  db: Database;
  link: SalesPacketLinkRow;
  now?: Date;
}): Promise<boolean> {
  const createdBy = link.createdByUserId;
  if (!createdBy || link.marketplaceFeedId) return false;
  const since = new Date(now.getTime() - VIEW_ALERT_INTERVAL_MS);
  return db.transaction(async (tx) => {
    const claimed = await tx
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
    const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, link.vehicleId));
    if (!vehicle) return false;
    const created = await notify({
      tx,
      organizationId: link.organizationId,
      recipientUserIds: [createdBy],
      kind: 'share_link_viewed',
      subjectType: 'vehicle',
      subjectId: link.vehicleId,
      occasion: `${link.id}:${now.toISOString()}`,
      url: packetScreenPath(link.vehicleId),
      ...shareLinkViewed({ vehicle, label: link.label }),
    });
    return created.length > 0;
  });
}
