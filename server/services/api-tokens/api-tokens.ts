import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { API_TOKEN_PREFIX, API_TOKEN_SCOPES, type ApiTokenScope } from '../../../src/organization/api-tokens';
import type { Database } from '../../db/client';
import { apiTokens, organizations, users, type ApiTokenRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import { isUuid, type Viewer } from '../users/viewer';

// How stale `last_used_at` may get: a busy token is written to at most once a minute.
const LAST_USED_RESOLUTION_MS = 60_000;

export async function listApiTokens(db: Database, viewer: Viewer): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.organizationId, viewer.organization.id)).orderBy(desc(apiTokens.createdAt));
}

/** Creates a token; the secret is returned here and never stored (only its SHA-256 hash). */
export async function createApiToken(options: {
  db: Database;
  viewer: Viewer;
  name: string;
  scopes: string[];
  expiresAt?: Date | null;
}): Promise<{ apiToken: ApiTokenRow; secret: string }> {
  const { db, viewer } = options;
  const name = options.name.trim();
  if (name.length < 1 || name.length > 100) throw new AppError('BAD_USER_INPUT', 'A token name has 1 to 100 characters.');
  const scopes = [...new Set(options.scopes)];
  if (scopes.length === 0 || !scopes.every((scope): scope is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(scope))) {
    throw new AppError('BAD_USER_INPUT', `Scopes must be one or more of ${API_TOKEN_SCOPES.join(', ')}.`);
  }
  if (options.expiresAt && options.expiresAt <= new Date()) throw new AppError('BAD_USER_INPUT', 'The expiry must be in the future.');

  const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
  return db.transaction(async (tx) => {
    const [apiToken] = await tx
      .insert(apiTokens)
      .values({
        organizationId: viewer.organization.id,
        name,
        tokenHash: hashSecretToken(secret),
        tokenPrefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
        scopes,
        createdBy: viewer.user.id,
        expiresAt: options.expiresAt ?? null,
      })
      .returning();
    await recordAudit(tx, viewer, {
      organizationId: viewer.organization.id,
      action: 'api_token.created',
      targetType: 'api_token',
      targetId: apiToken!.id,
      after: { name, scopes, expiresAt: options.expiresAt ?? null },
    });
    return { apiToken: apiToken!, secret };
  });
}

export async function revokeApiToken(db: Database, viewer: Viewer, id: string): Promise<ApiTokenRow> {
  return db.transaction(async (tx) => {
    const [revoked] = isUuid(id)
      ? await tx
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(apiTokens.id, id), eq(apiTokens.organizationId, viewer.organization.id), isNull(apiTokens.revokedAt)))
          .returning()
      : [];
    if (!revoked) throw new AppError('NOT_FOUND', 'No active token with that id in your organization.');
    await recordAudit(tx, viewer, {
      organizationId: viewer.organization.id,
      action: 'api_token.revoked',
      targetType: 'api_token',
      targetId: id,
      before: { name: revoked.name },
    });
    return revoked;
  });
}

/**
 * Who a bearer token acts as: the token's organization, with the token's scopes, attributed to
 * the active user who created it. Null for an unknown, revoked or expired token, and for a token
 * whose creator has been deactivated (offboarding someone ends their integrations too).
 */
export async function unsafeAuthenticateApiToken(db: Database, secret: string): Promise<Viewer | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ token: apiTokens, organization: organizations, creator: users })
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .innerJoin(users, and(eq(users.id, apiTokens.createdBy), eq(users.active, true)))
    .where(and(eq(apiTokens.tokenHash, hashSecretToken(secret)), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))));
  if (!row) return null;
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)))));
  }
  const { passwordHash: _passwordHash, ...creator } = row.creator;
  return {
    user: creator,
    organization: row.organization,
    groups: [],
    permissions: [],
    token: { id: row.token.id, scopes: row.token.scopes },
  };
}
