import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, type ApiTokenRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

export async function revokeApiToken({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<ApiTokenRow> {
  return db.transaction(async (tx) => {
    const [revoked] = isUuid(id)
      ? await tx
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(apiTokens.id, id),
              eq(apiTokens.organizationId, viewer.organization.id),
              isNull(apiTokens.revokedAt),
            ),
          )
          .returning()
      : [];
    if (!revoked) throw new AppError('NOT_FOUND', 'No active token with that id in your organization.');
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'api_token.revoked',
      targetType: 'api_token',
      targetId: id,
      before: { name: revoked.name },
    });
    return revoked;
  });
}
