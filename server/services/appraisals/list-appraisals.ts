import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppraisalState } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { decodeCursor, pageSize, toConnection, type Connection } from '../pagination';
import type { Viewer } from '../users/viewer';
import { selectRecords, toRecord, type AppraisalRecord } from './records';

export const MAX_APPRAISAL_PAGE = 200;

export type AppraisalFilter = { states?: AppraisalState[] | null; appraiserId?: string | null; search?: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filterConditions(organizationId: string, filter: AppraisalFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [eq(appraisals.organizationId, organizationId)];
  if (filter.states && filter.states.length > 0) conditions.push(inArray(appraisals.state, filter.states));
  if (filter.appraiserId) {
    // An id that is no one's finds nothing, like a member without appraisals.
    conditions.push(isUuid(filter.appraiserId) ? eq(appraisals.appraiserUserId, filter.appraiserId) : sql`false`);
  }
  const term = filter.search?.trim();
  if (term) {
    if (term.length > 100) throw new AppError('BAD_USER_INPUT', 'The search must be at most 100 characters.');
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(appraisals.vin, pattern), ilike(appraisals.make, pattern), ilike(appraisals.model, pattern), ilike(appraisals.customerName, pattern)));
  }
  return conditions;
}

/** The organization's appraisals, newest first, with keyset paging and the filter's total. */
export async function listAppraisals(options: {
  db: Database;
  viewer: Viewer;
  filter?: AppraisalFilter;
  first: number;
  after?: string | null;
}): Promise<Connection<AppraisalRecord> & { totalCount: number }> {
  const { db, viewer, filter = {} } = options;
  const first = pageSize(options.first, MAX_APPRAISAL_PAGE);
  const conditions = filterConditions(viewer.organization.id, filter);
  const pageConditions = [...conditions];
  if (options.after) {
    const [at, id] = decodeCursor(options.after, 2);
    if (typeof at !== 'string' || typeof id !== 'string' || !isUuid(id) || Number.isNaN(Date.parse(at))) {
      throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
    }
    pageConditions.push(sql`(${appraisals.createdAt}, ${appraisals.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(and(...pageConditions))
      .orderBy(desc(appraisals.createdAt), desc(appraisals.id))
      .limit(first + 1),
    db.select({ value: count() }).from(appraisals).where(and(...conditions)),
  ]);
  const page = toConnection(rows, first, (row) => [row.createdAtText, row.row.id]);
  return { ...page, edges: page.edges.map((edge) => ({ ...edge, node: toRecord(edge.node) })), totalCount: total?.value ?? 0 };
}
