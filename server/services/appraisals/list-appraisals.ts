import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppraisalState } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { cursorValue, keysetPager, type Connection, type Keyset } from '../pagination';
import type { Viewer } from '../users/viewer';
import { selectRecords, toRecord, type AppraisalRecord } from './records';

export const MAX_APPRAISAL_PAGE = 200;

export type AppraisalFilter = { states?: AppraisalState[] | null; appraiserId?: string | null; search?: string | null };

type AppraisalJoin = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

// Newest first: by created_at as PostgreSQL writes it, then id.
const NEWEST_FIRST: Keyset<AppraisalJoin> = {
  keys: [
    {
      by: appraisals.createdAt,
      direction: 'DESC',
      of: (row) => row.createdAtText,
      accepts: cursorValue.timestamp,
      cast: 'timestamptz',
    },
    { by: appraisals.id, direction: 'DESC', of: (row) => row.row.id, accepts: cursorValue.uuid, cast: 'uuid' },
  ],
};

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
    conditions.push(
      or(
        ilike(appraisals.vin, pattern),
        ilike(appraisals.make, pattern),
        ilike(appraisals.model, pattern),
        ilike(appraisals.customerName, pattern),
      ),
    );
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
  const pager = keysetPager(NEWEST_FIRST, { first: options.first, max: MAX_APPRAISAL_PAGE });
  const conditions = filterConditions(viewer.organization.id, filter);
  const pageConditions = [...conditions, pager.after(options.after || null)];
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(and(...pageConditions))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    db
      .select({ value: count() })
      .from(appraisals)
      .where(and(...conditions)),
  ]);
  const page = pager.connection(rows);
  return {
    ...page,
    edges: page.edges.map((edge) => ({ ...edge, node: toRecord(edge.node) })),
    totalCount: total?.value ?? 0,
  };
}
