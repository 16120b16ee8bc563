import type express from 'express';
import type { Database } from '../db/client';
import type { RateLimiter } from '../rate-limit';
import {
  marketplaceLeadSecret,
  marketplaceLeadSeen,
  readLeadBody,
  receiveMarketplaceLead,
} from '../services/marketplaces/receive-lead';
import { createSignedInboundRouter } from './signed-inbound';

/** Leads per feed and address a minute: a marketplace forwards leads as they come, one per request. */
export const MARKETPLACE_LEAD_RATE = { points: 60, windowSeconds: 60 } as const;
/** One lead is a name, two ways to answer, a message of at most 4,000 characters and a URL: 64 KB is plenty. */
export const MARKETPLACE_LEAD_MAX_BYTES = 64 * 1024;

/**
 * POST /api/marketplace-feeds/:feedId/leads: a lead a marketplace posts back, JSON, signed with the
 * feed's lead secret exactly like the DMS feed (docs/marketplaces.md "Leads"): 201 `{ lead }`.
 * A revoked or unknown feed answers like a wrong signature (401).
 */
export function createMarketplaceLeadsRouter({
  db,
  key,
  limiter,
}: {
  db: Database;
  key: Buffer | undefined;
  limiter: RateLimiter;
}): express.Router {
  return createSignedInboundRouter('/marketplace-feeds/:sourceId/leads', {
    name: 'marketplace-leads',
    limiter,
    maxBytes: MARKETPLACE_LEAD_MAX_BYTES,
    secretOf: (feedId) => marketplaceLeadSecret({ db, feedId, key }),
    seen: (feedId, deliveryId) => marketplaceLeadSeen({ db, feedId, deliveryId }),
    async handle({ req, res, sourceId, deliveryId, body }) {
      const lead = await receiveMarketplaceLead({
        db,
        feedId: sourceId,
        deliveryId,
        body: readLeadBody(req.get('content-type'), body),
      });
      res.set('Cache-Control', 'no-store');
      res.status(201).json({
        lead: {
          id: lead.id,
          deliveryId: lead.deliveryId,
          vin: lead.vin,
          stockNumber: lead.stockNumber,
          state: lead.state,
          receivedAt: lead.receivedAt.toISOString(),
        },
      });
    },
  });
}
