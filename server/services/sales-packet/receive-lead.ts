import { randomUUID } from 'node:crypto';
import { checkPacketLead } from '../../../src/shared/sales-packet/lead';
import type { Database } from '../../db/client';
import { marketplaceLeads, type MarketplaceLeadRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { emit } from '../domain-events';
import { findSharedLink } from './open-shared';

const GONE = {
  expired: 'This sales packet link has expired: ask the dealership for a new one.',
  revoked: 'This sales packet link was revoked: ask the dealership for a new one.',
} as const;

/**
 * A shopper's "Check availability" sent from a shared packet: a lead on the link's own vehicle,
 * in the link's organization (listed with the marketplaces' leads, `feedId` null), audited
 * without an actor and without the shopper's details. Bad input is BAD_USER_INPUT naming each
 * field; an unknown token NOT_FOUND; an ended link GONE (`reason`). Nothing is stored by a refusal.
 */
export async function receivePacketLead({
  db,
  token,
  body,
  now = new Date(),
}: {
  db: Database;
  token: string;
  body: unknown;
  now?: Date;
}): Promise<MarketplaceLeadRow> {
  const found = await findSharedLink(db, token);
  if (found.status === 'not_found') throw new AppError('NOT_FOUND', 'No sales packet at this link.');
  if (found.status === 'gone') throw new GoneLinkError(found.reason, GONE[found.reason]);
  const checked = checkPacketLead(body);
  if (!checked.ok)
    throw new AppError('BAD_USER_INPUT', checked.issues.map((issue) => issue.message).join(' '), {
      issues: checked.issues,
    });
  const { link } = found;
  const { lead } = checked;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketplaceLeads)
      .values({
        organizationId: link.organizationId,
        feedId: null,
        salesPacketLinkId: link.id,
        vehicleId: link.vehicleId,
        // A packet lead has no sender's delivery id: its own id stands in (unique by construction).
        deliveryId: `packet:${randomUUID()}`,
        customerName: lead.name,
        customerEmail: lead.email || null,
        customerPhone: lead.phone || null,
        message: lead.message,
        receivedAt: now,
      })
      .returning();
    await recordAudit({
      db: tx,
      viewer: null,
      organizationId: link.organizationId,
      action: 'sales_packet_lead.received',
      targetType: 'vehicle',
      targetId: link.vehicleId,
      after: { leadId: row!.id, linkId: link.id },
    });
    const data = { leadId: row!.id, vehicleId: link.vehicleId, source: 'sales_packet' } as const;
    await emit('event.occurred', {
      tx,
      event: { organizationId: link.organizationId, type: 'lead.created', subject: 'lead', subjectId: row!.id, data },
    });
    return row!;
  });
}

/** A link that no longer opens its packet: HTTP 410 with its reason. */
export class GoneLinkError extends Error {
  constructor(
    readonly reason: 'expired' | 'revoked',
    message: string,
  ) {
    super(message);
    this.name = 'GoneLinkError';
  }
}
