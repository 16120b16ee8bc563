import { bigint, bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, stringArray } from './common';
import { organizations } from './organizations';
import { users } from './users';

// Webhook endpoints (issue 38, docs/webhooks.md): an OWNER's https URL and the event types it
// follows. The signing secret is sealed under SECRETS_KEY (signing needs the secret itself).
// `cursor` is the last event of the log turned into a delivery; `leaseUntil` lets one process at a
// time deliver an endpoint's events, in order; `failingSince` is when its head delivery first failed.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventTypes: stringArray('event_types'),
    secretCipher: text('secret_cipher').notNull(),
    // 'active' or 'paused'; paused by an OWNER, or by Lotwise after a day of failures (`pausedReason`).
    state: text('state').notNull().default('active'),
    pausedReason: text('paused_reason'),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_organization_idx').on(table.organizationId, table.createdAt)],
);

// One delivery of one event to one endpoint; its id is the `X-Lotwise-Delivery` header. Sent in
// `sequence` order per endpoint: the first undelivered one holds back the rest while it is retried.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    // The exact body sent (signed as is), kept so a retry or a resend sends the same bytes.
    body: text('body').notNull(),
    // 'pending' (not yet sent or being retried), 'succeeded', 'failed' (given up: endpoint paused).
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    // The first 1 kB of the receiver's answer, or why there was none (timeout, refused address).
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.sequence),
    index('webhook_deliveries_pending_idx').on(table.endpointId, table.status, table.sequence),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
