import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { apiTokens } from './api-tokens';
import { organizations } from './organizations';
import { users } from './users';

// Who changed what, from what, to what, when: team, settings, token and administration changes.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorTokenId: uuid('actor_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('audit_log_created_idx').on(table.createdAt, table.id),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
