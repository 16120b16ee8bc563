import express from 'express';
import { PACKET_LEAD_BODY_LIMIT_BYTES } from '../../src/shared/sales-packet/lead';
import type { Database } from '../db/client';
import { ERROR_CODES, isAppError } from '../errors';
import type { RateLimiter } from '../rate-limit';
import { GoneLinkError, receivePacketLead } from '../services/sales-packet/receive-lead';
import { clientIp, refuseTooMany } from './rate-limit-middleware';

/**
 * POST /api/sales-packets/:token/leads: a shopper's "Check availability" from a shared packet
 * (docs/sales-packet.md), JSON `{ name, email, phone, message }`. 201 `{ lead: { id } }`; 400
 * naming each field; 404 for an unknown token, 410 for an ended link; 415 for anything but JSON;
 * 413 over 16 KB; 429 with Retry-After past PACKET_LEAD_RATE per address (every attempt counts).
 * Never cached, never indexed, the token never leaves in a Referer.
 */
export function createSharedPacketLeadsRouter({ db, limiter }: { db: Database; limiter: RateLimiter }): express.Router {
  const router = express.Router();
  router.post(
    '/sales-packets/:token/leads',
    async (req, res, next) => {
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' });
      const decision = await limiter.consume(`ip:${clientIp(req)}`);
      if (!decision.allowed) {
        refuseTooMany(res, decision.retryAfterSeconds, {
          error: {
            code: 'TOO_MANY_REQUESTS',
            message: `Too many messages from here. Try again in ${Math.ceil(decision.retryAfterSeconds / 60)} min.`,
          },
        });
        return;
      }
      if (!req.is('application/json')) {
        res
          .status(415)
          .json({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the form as application/json.' } });
        return;
      }
      next();
    },
    express.json({ limit: PACKET_LEAD_BODY_LIMIT_BYTES }),
    async (req, res) => {
      try {
        const lead = await receivePacketLead({ db, token: String(req.params.token), body: req.body });
        res.status(201).json({ lead: { id: lead.id } });
      } catch (error) {
        if (error instanceof GoneLinkError) {
          res.status(410).json({ error: { code: 'GONE', reason: error.reason, message: error.message } });
        } else if (isAppError(error)) {
          res
            .status(ERROR_CODES[error.code].http)
            .json({ error: { code: error.code, message: error.message, issues: error.issues } });
        } else {
          throw error;
        }
      }
    },
  );
  return router;
}
