import { asc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users, type OrganizationRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { memberColumns, type Member } from '../users/member';
import type { Viewer } from '../users/viewer';

// Administrators (users of type `admin`) act across organizations; the resolvers check that.
type Options = { db: Database; viewer: Viewer };

export async function unsafeFindOrganization({ db, id }: { db: Database; id: string }): Promise<OrganizationRow> {
  const [organization] = isUuid(id) ? await db.select().from(organizations).where(eq(organizations.id, id)) : [];
  if (!organization) throw new AppError('NOT_FOUND', 'No such organization.');
  return organization;
}

export async function unsafeFindUser({ db, id }: { db: Database; id: string }): Promise<Member> {
  const [user] = isUuid(id) ? await db.select(memberColumns).from(users).where(eq(users.id, id)) : [];
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  return user;
}

export async function listOrganizations({
  db,
  search,
}: Options & { search?: string | null }): Promise<OrganizationRow[]> {
  const term = search?.trim();
  const query = db.select().from(organizations).orderBy(asc(organizations.name)).limit(500);
  return term
    ? query.where(ilike(organizations.name, `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`))
    : query;
}

export async function listUsersOf({ db, organizationId }: Options & { organizationId: string }): Promise<Member[]> {
  await unsafeFindOrganization({ db, id: organizationId });
  return db
    .select(memberColumns)
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export const findUser = ({ db, id }: Options & { id: string }) => unsafeFindUser({ db, id });
