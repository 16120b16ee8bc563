import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, stringArray } from './common';
import { organizations } from './organizations';
import { users } from './users';

// Tokens for internal tools and partners: stored as a SHA-256 hash, shown once when created.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    // The first characters of the token, shown in lists so people can tell tokens apart.
    tokenPrefix: text('token_prefix').notNull(),
    scopes: stringArray('scopes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash),
    index('api_tokens_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
