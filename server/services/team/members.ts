import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { cursorValue, keysetPager, type Connection } from '../pagination';
import { memberColumns, type Member } from '../users/member';
import type { Viewer } from '../users/viewer';

/** A user of the viewer's organization; NOT_FOUND for any other id, whatever organization it is in. */
export async function findMember({
  db,
  viewer,
  userId,
}: {
  db: Database;
  viewer: Viewer;
  userId: string;
}): Promise<Member> {
  const [member] = isUuid(userId)
    ? await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.organizationId, viewer.organization.id)))
    : [];
  if (!member) throw new AppError('NOT_FOUND', 'No such member of your organization.');
  return member;
}

export type MemberOrder = 'NAME' | 'EMAIL' | 'ROLE' | 'CREATED_AT';

// Each order is a sort key made of one text expression, then the id, so keyset pages stay stable.
const ORDER_KEYS: Record<MemberOrder, SQL<string>> = {
  NAME: sql<string>`lower(${users.lastName} || ' ' || ${users.firstName})`,
  EMAIL: sql<string>`${users.email}`,
  ROLE: sql<string>`${users.role}::text`,
  CREATED_AT: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
};

export async function listMembers(options: {
  db: Database;
  viewer: Viewer;
  search?: string | null;
  active?: boolean | null;
  role?: Role | null;
  orderBy: MemberOrder;
  first: number;
  after?: string | null;
}): Promise<Connection<Member> & { totalCount: number }> {
  const key = ORDER_KEYS[options.orderBy];
  const pager = keysetPager(
    {
      keys: [
        {
          by: key,
          direction: 'ASC',
          of: (row: Member & { sortKey: string }) => row.sortKey,
          accepts: cursorValue.text,
        },
        { by: users.id, direction: 'ASC', of: (row) => row.id, accepts: cursorValue.uuid, cast: 'uuid' },
      ],
    },
    { first: options.first, max: 100 },
  );
  const filters: SQL[] = [eq(users.organizationId, options.viewer.organization.id)];
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    filters.push(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
  }
  if (options.active !== null && options.active !== undefined) filters.push(eq(users.active, options.active));
  if (options.role) filters.push(eq(users.role, options.role));

  const page = [...filters, pager.after(options.after || null)];
  const [rows, [total]] = await Promise.all([
    options.db
      .select({ ...memberColumns, sortKey: key })
      .from(users)
      .where(and(...page))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    options.db
      .select({ value: count() })
      .from(users)
      .where(and(...filters)),
  ]);
  const connection = pager.connection(rows);
  return {
    edges: connection.edges.map(({ cursor, node: { sortKey: _sortKey, ...member } }) => ({ cursor, node: member })),
    pageInfo: connection.pageInfo,
    totalCount: total?.value ?? 0,
  };
}

/** Active OWNERs of an organization, locked until the transaction ends (guards the last-owner rule). */
export async function lockActiveOwners({
  db: tx,
  organizationId,
}: {
  db: Database;
  organizationId: string;
}): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'OWNER'), eq(users.active, true)))
    .orderBy(desc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
