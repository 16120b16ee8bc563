import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { decodeCursor, pageSize, toConnection, type Connection } from '../pagination';
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
  const first = pageSize(options.first, 200);
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
  if (options.after) {
    // The cursor is the last row's id; its (time, id) position is read in the database, at
    // the database's microsecond precision (a JavaScript Date would round it to milliseconds).
    const [id] = decodeCursor(options.after, 1);
    if (typeof id !== 'string' || !isUuid(id)) throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (select created_at, id from ${auditLog} where id = ${id})`,
    );
  }
  const rows = await options.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(first + 1);
  return toConnection(rows, first, (row) => [row.id]);
}
