import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Viewer } from '../users/viewer';

export type AuditEntry = {
  organizationId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Records one change, in the caller's transaction: who (user or API token), what, before, after. */
export async function recordAudit({
  db,
  viewer,
  ...entry
}: { db: Database; viewer: Viewer | null } & AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: viewer?.token ? null : (viewer?.user.id ?? null),
    actorTokenId: viewer?.token?.id ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
