import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { cursorValue, keysetPager, type Connection } from '../pagination';
import type { Viewer } from '../users/viewer';

/**
 * The log, newest first. `organizationId` is the viewer's own unless `anyOrganization` (an
 * administrator), who may also read every organization's by passing none.
 */
export async function listAuditLog(options: {
  db: Database;
  viewer: Viewer;
  anyOrganization: boolean;
  organizationId?: string | null;
  action?: string | null;
  first: number;
  after?: string | null;
}): Promise<Connection<AuditLogRow>> {
  // The cursor is the last row's id; its (time, id) position is read in the database, at the
  // database's microsecond precision (a JavaScript Date would round it to milliseconds).
  const pager = keysetPager<AuditLogRow>(
    {
      keys: [
        { by: auditLog.createdAt, direction: 'DESC' },
        { by: auditLog.id, direction: 'DESC', of: (row) => row.id, accepts: cursorValue.uuid },
      ],
      seek: ([id]) => sql`(select created_at, id from ${auditLog} where id = ${id})`,
    },
    { first: options.first, max: 200 },
  );
  const conditions: SQL[] = [];
  if (options.anyOrganization) {
    if (options.organizationId) {
      if (!isUuid(options.organizationId)) throw new AppError('NOT_FOUND', 'No such organization.');
      conditions.push(eq(auditLog.organizationId, options.organizationId));
    }
  } else {
    conditions.push(eq(auditLog.organizationId, options.viewer.organization.id));
  }
  if (options.action) conditions.push(eq(auditLog.action, options.action));
  const after = pager.after(options.after || null);
  if (after) conditions.push(after);
  const rows = await options.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  return pager.connection(rows);
}
