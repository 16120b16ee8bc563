import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { apiTokenCapability } from '../../../src/shared/access';
import { API_TOKEN_PREFIX } from '../../../src/shared/organization/api-tokens';
import type { Database } from '../../db/client';
import { apiTokens, organizations, userPermissions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashSecretToken } from '../secret-tokens';
import type { Viewer } from '../users/viewer';

// How stale `last_used_at` may get: a busy token is written to at most once a minute.
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Who a bearer token acts as: the token's organization, attributed to the person who created it,
 * with their current sections (the token's capability follows them: src/access/api-token-access.ts).
 * Null for an unknown, revoked or expired token; UNAUTHENTICATED saying why for a token its
 * creator can no longer back (deactivated, or a role that reads nothing): offboarding or demoting
 * someone ends their integrations too.
 */
export async function unsafeAuthenticateApiToken({
  db,
  secret,
}: {
  db: Database;
  secret: string;
}): Promise<Viewer | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ token: apiTokens, organization: organizations, creator: users })
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(
      and(
        eq(apiTokens.tokenHash, hashSecretToken(secret)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  if (!row) return null;
  const sections = row.creator
    ? (
        await db
          .select({ section: userPermissions.section })
          .from(userPermissions)
          .where(eq(userPermissions.userId, row.creator.id))
      ).map((permission) => permission.section)
    : [];
  const capability = apiTokenCapability(row.token.scopes, row.creator && { ...row.creator, sections });
  if (!capability.working) {
    throw new AppError(
      'UNAUTHENTICATED',
      `This API token no longer works: ${capability.reason}. An OWNER can create a new token.`,
    );
  }
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.token.id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS))),
        ),
      );
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
