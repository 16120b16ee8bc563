import type express from 'express';
import type { Database } from '../db/client';
import { deliveryFormatOf, dmsDeliverySeen, dmsFeedSecret, receiveDmsDelivery } from '../services/dms/deliveries';
import type { RateLimiter } from '../rate-limit';
import { createSignedInboundRouter } from './signed-inbound';

/** Deliveries per connection and address per minute: a DMS posts its feed every few minutes at most. */
export const DMS_DELIVERY_RATE = { points: 30, windowSeconds: 60 } as const;
/** The importer reads CSV files up to 5 MB (CSV_LIMITS); JSON spells the same rows out a little longer. */
export const DMS_DELIVERY_MAX_BYTES = 8 * 1024 * 1024;

/**
 * POST /api/dms/:connectionId/inventory: a DMS's inventory, CSV or JSON, signed with the
 * connection's feed secret (docs/dms.md). Imported inline, so the DMS's answer carries the counts
 * and every rejected line: 200 `{ delivery }`.
 */
export function createDmsInventoryRouter({
  db,
  key,
  limiter,
}: {
  db: Database;
  key: Buffer | undefined;
  limiter: RateLimiter;
}): express.Router {
  return createSignedInboundRouter('/dms/:sourceId/inventory', {
    name: 'dms-inventory',
    limiter,
    maxBytes: DMS_DELIVERY_MAX_BYTES,
    secretOf: (connectionId) => dmsFeedSecret({ db, connectionId, key }),
    seen: (connectionId, deliveryId) => dmsDeliverySeen({ db, connectionId, deliveryId }),
    async handle({ req, res, sourceId, deliveryId, body }) {
      const delivery = await receiveDmsDelivery({
        db,
        connectionId: sourceId,
        deliveryId,
        format: deliveryFormatOf(req.get('content-type')),
        body,
      });
      res.set('Cache-Control', 'no-store');
      res.json({
        delivery: {
          id: delivery.id,
          deliveryId: delivery.deliveryId,
          format: delivery.format,
          rows: delivery.rowCount,
          created: delivery.created,
          updated: delivery.updated,
          unchanged: delivery.unchanged,
          rejected: delivery.rejected,
          durationMs: delivery.durationMs,
        },
      });
    },
  });
}
