import { isUuid } from '../ids';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { apiTokenCapability } from '../../../src/shared/access';
import { API_TOKEN_PREFIX, API_TOKEN_SCOPES, type ApiTokenScope } from '../../../src/shared/organization/api-tokens';
import type { Database } from '../../db/client';
import { apiTokens, organizations, userPermissions, users, type ApiTokenRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import type { Viewer } from '../users/viewer';

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
 * Who a bearer token acts as: the token's organization, attributed to the person who created it,
 * with their current sections (the token's capability follows them: src/access/api-token-access.ts).
 * Null for an unknown, revoked or expired token; UNAUTHENTICATED saying why for a token its
 * creator can no longer back (deactivated, or a role that reads nothing): offboarding or demoting
 * someone ends their integrations too.
 */
export async function unsafeAuthenticateApiToken(db: Database, secret: string): Promise<Viewer | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ token: apiTokens, organization: organizations, creator: users })
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, hashSecretToken(secret)), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))));
  if (!row) return null;
  const sections = row.creator
    ? (await db.select({ section: userPermissions.section }).from(userPermissions).where(eq(userPermissions.userId, row.creator.id))).map(
        (permission) => permission.section,
      )
    : [];
  const capability = apiTokenCapability(row.token.scopes, row.creator && { ...row.creator, sections });
  if (!capability.working) {
    throw new AppError('UNAUTHENTICATED', `This API token no longer works: ${capability.reason}. An OWNER can create a new token.`);
  }
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)))));
  }
  // A working capability has an active creator.
  const { passwordHash: _passwordHash, ...creator } = row.creator!;
  return {
    user: creator,
    organization: row.organization,
    groups: [],
    permissions: sections,
    token: { id: row.token.id, scopes: row.token.scopes },
  };
}
