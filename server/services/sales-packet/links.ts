import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  DEFAULT_LINK_DAYS,
  MAX_LINK_DAYS,
  MIN_LINK_DAYS,
  isValidLinkDays,
  linkExpiry,
  linkState,
  packetPublicPath,
  packetTextMessage,
} from '../../../src/shared/sales-packet/packet';
import type { Database } from '../../db/client';
import { salesPacketLinks, salesPacketViews, type SalesPacketLinkRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import type { Viewer } from '../users/viewer';

export const LABEL_MAX = 120;
const MAX_VIEWS_SHOWN = 20;
const NOT_FOUND_MESSAGE = 'No share link with this id in your organization.';

export type SalesPacketLinkModel = SalesPacketLinkRow & {
  state: ReturnType<typeof linkState>;
  viewCount: number;
  views: { viewedAt: Date; browser: string | null; os: string | null; deviceType: string | null }[];
};

/** The links of a vehicle's packet with their views, newest first (the vehicle is the viewer's, checked by the caller). */
export async function listSalesPacketLinks({
  db,
  viewer,
  vehicleId,
}: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
}): Promise<SalesPacketLinkModel[]> {
  const links = await db
    .select()
    .from(salesPacketLinks)
    .where(and(eq(salesPacketLinks.organizationId, viewer.organization.id), eq(salesPacketLinks.vehicleId, vehicleId)))
    .orderBy(desc(salesPacketLinks.createdAt));
  return withViews(db, links);
}

/** At most this many open links are listed at once (a store shares a few dozen a month). */
export const OPEN_LINKS_LISTED = 200;

/** The organization's links that still open a packet (neither revoked nor expired), newest first: every such way in. */
export async function listOpenSalesPacketLinks({
  db,
  viewer,
  now = new Date(),
}: {
  db: Database;
  viewer: Viewer;
  now?: Date;
}): Promise<SalesPacketLinkModel[]> {
  const links = await db
    .select()
    .from(salesPacketLinks)
    .where(
      and(
        eq(salesPacketLinks.organizationId, viewer.organization.id),
        isNull(salesPacketLinks.revokedAt),
        gt(salesPacketLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(salesPacketLinks.createdAt))
    .limit(OPEN_LINKS_LISTED);
  return withViews(db, links);
}

async function withViews(db: Database, links: SalesPacketLinkRow[]): Promise<SalesPacketLinkModel[]> {
  if (links.length === 0) return [];
  const ids = links.map((link) => link.id);
  const [counts, views] = await Promise.all([
    db
      .select({ linkId: salesPacketViews.linkId, views: count() })
      .from(salesPacketViews)
      .where(inArray(salesPacketViews.linkId, ids))
      .groupBy(salesPacketViews.linkId),
    db
      .select()
      .from(salesPacketViews)
      .where(inArray(salesPacketViews.linkId, ids))
      .orderBy(desc(salesPacketViews.viewedAt)),
  ]);
  const countOf = new Map(counts.map((row) => [row.linkId, row.views]));
  const now = new Date();
  return links.map((link) => ({
    ...link,
    state: linkState(link, now),
    viewCount: countOf.get(link.id) ?? 0,
    views: views.filter((view) => view.linkId === link.id).slice(0, MAX_VIEWS_SHOWN),
  }));
}

type CreateInput = { vehicleId: string; days?: number | null; label?: string | null; sendTo?: string | null };

/**
 * A new share link of a vehicle's packet; the token is in `url` only, its hash in the table. With
 * `sendTo` the link is also e-mailed to that address (SERVICE_UNAVAILABLE without SMTP, before any
 * link is made); `textMessage` is the body a salesperson copies into a text message.
 */
export async function createSalesPacketLink(options: {
  db: Database;
  viewer: Viewer;
  appUrl: string;
  mailer?: Mailer;
  input: CreateInput;
}) {
  const { db, viewer, input } = options;
  const days = input.days ?? DEFAULT_LINK_DAYS;
  if (!isValidLinkDays(days))
    throw new AppError('BAD_USER_INPUT', `A share link lasts ${MIN_LINK_DAYS} to ${MAX_LINK_DAYS} whole days.`);
  const label = input.label?.trim() || null;
  if (label && label.length > LABEL_MAX)
    throw new AppError('BAD_USER_INPUT', `Keep the note to ${LABEL_MAX} characters.`);
  const sendTo = input.sendTo?.trim() || null;
  if (sendTo && !EMAIL.test(sendTo))
    throw new AppError('BAD_USER_INPUT', `"${sendTo.slice(0, 80)}" is not an e-mail address.`);
  if (sendTo && !options.mailer)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'This server sends no e-mail (SMTP_URL is not set): copy the link or the text message instead.',
    );
  const token = newSecretToken();
  const link = await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, viewer.organization.id, input.vehicleId);
    const [row] = await tx
      .insert(salesPacketLinks)
      .values({
        organizationId: viewer.organization.id,
        vehicleId: vehicle.id,
        tokenHash: hashSecretToken(token),
        label,
        createdByUserId: viewer.user.id,
        expiresAt: linkExpiry(new Date(), days),
      })
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'sales_packet_link.created',
      targetType: 'vehicle',
      targetId: vehicle.id,
      after: { linkId: row!.id, days },
    });
    return row!;
  });
  const [model] = await withViews(db, [link]);
  const url = new URL(packetPublicPath(token), options.appUrl).toString();
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, link.vehicleId);
  const textMessage = packetTextMessage(vehicle, url, viewer.organization.name);
  let emailedTo: string | null = null;
  if (sendTo && options.mailer) {
    try {
      await options.mailer.send({
        to: sendTo,
        subject: `The ${vehicle.year} ${vehicle.make} ${vehicle.model} at ${viewer.organization.name}`,
        text: `${textMessage}\n\n${viewer.user.firstName} ${viewer.user.lastName}, ${viewer.organization.name}\n\nThe link works until ${link.expiresAt.toUTCString()}.`,
      });
      emailedTo = sendTo;
    } catch (error) {
      logger('mail').error({ reason: (error as Error).message, linkId: link.id }, 'sales packet link e-mail failed');
    }
  }
  return { link: model!, url, emailedTo, textMessage };
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Revokes a link of the viewer's organization at once; a second revocation is a CONFLICT. */
export async function revokeSalesPacketLink({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<SalesPacketLinkModel> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const revoked = await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(salesPacketLinks)
      .where(and(eq(salesPacketLinks.id, id), eq(salesPacketLinks.organizationId, viewer.organization.id)))
      .for('update');
    if (!link) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (link.revokedAt) throw new AppError('CONFLICT', 'This share link is revoked already.');
    const [row] = await tx
      .update(salesPacketLinks)
      .set({ revokedAt: new Date() })
      .where(eq(salesPacketLinks.id, id))
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'sales_packet_link.revoked',
      targetType: 'vehicle',
      targetId: link.vehicleId,
      after: { linkId: id },
    });
    return row!;
  });
  const [model] = await withViews(db, [revoked]);
  return model!;
}
