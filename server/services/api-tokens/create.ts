import { API_TOKEN_PREFIX, API_TOKEN_SCOPES, type ApiTokenScope } from '../../../src/shared/organization/api-tokens';
import type { Database } from '../../db/client';
import { apiTokens, type ApiTokenRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import type { Viewer } from '../users/viewer';

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
  if (name.length < 1 || name.length > 100)
    throw new AppError('BAD_USER_INPUT', 'A token name has 1 to 100 characters.');
  const scopes = [...new Set(options.scopes)];
  if (
    scopes.length === 0 ||
    !scopes.every((scope): scope is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(scope))
  ) {
    throw new AppError('BAD_USER_INPUT', `Scopes must be one or more of ${API_TOKEN_SCOPES.join(', ')}.`);
  }
  // A carrier's token stands alone, so what it may do is exactly what the transport scope says.
  if (scopes.includes('transport') && scopes.length > 1)
    throw new AppError(
      'BAD_USER_INPUT',
      'The transport scope is given alone: create a separate token for reading or writing.',
    );
  if (options.expiresAt && options.expiresAt <= new Date())
    throw new AppError('BAD_USER_INPUT', 'The expiry must be in the future.');

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
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'api_token.created',
      targetType: 'api_token',
      targetId: apiToken!.id,
      after: { name, scopes, expiresAt: options.expiresAt ?? null },
    });
    return { apiToken: apiToken!, secret };
  });
}
