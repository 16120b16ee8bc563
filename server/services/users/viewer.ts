import { sql } from 'drizzle-orm';
import { accessUserOf, apiTokenCapability, type AccessUser } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { isUuid } from '../ids';
import type { GroupRow, OrganizationRow, UserRow } from '../../db/schema';

/**
 * Who is asking, with everything the access rules look at, loaded in one query. A request
 * made with an API token (`token` set) acts as the organization: `user` is the person who
 * created the token (writes are attributed to them) and `permissions` are their sections, but
 * the access rules see a member with the token's capability (see `toAccessUser`).
 */
export type Viewer = {
  user: Omit<UserRow, 'passwordHash'>;
  organization: OrganizationRow;
  groups: GroupRow[];
  permissions: string[];
  token?: { id: string; scopes: readonly string[] };
};

function prepareViewerQuery(db: Database) {
  return db.query.users
    .findFirst({
      where: (user, { and, eq }) => and(eq(user.id, sql.placeholder('userId')), eq(user.active, true)),
      columns: { passwordHash: false },
      with: {
        organization: true,
        memberships: { columns: {}, with: { group: true } },
        permissions: { columns: { section: true } },
      },
    })
    .prepare('load_viewer');
}

// Every authenticated request runs this query: a named prepared statement skips building the
// SQL in JavaScript each time and lets PostgreSQL reuse its plan (planning cost more than running it).
const viewerQueries = new WeakMap<Database, ReturnType<typeof prepareViewerQuery>>();

/** Loads an active user's viewer; `null` for an unknown, malformed or deactivated id. */
export async function loadViewer({ db, userId }: { db: Database; userId: string }): Promise<Viewer | null> {
  if (!isUuid(userId)) return null;
  let query = viewerQueries.get(db);
  if (!query) {
    query = prepareViewerQuery(db);
    viewerQueries.set(db, query);
  }
  const row = await query.execute({ userId });
  if (!row) return null;
  const { organization, memberships, permissions, ...user } = row;
  return {
    user,
    organization,
    groups: memberships.map((membership) => membership.group),
    permissions: permissions.map((permission) => permission.section),
  };
}

/** The `users.getMe` shape of SPEC.md section 3, which the access rules take. */
export function toAccessUser(viewer: Viewer): AccessUser {
  const { user, organization, token } = viewer;
  // A token is a member of its organization with no personal flags, never more capable than its
  // creator is now (src/shared/access/api-token-access.ts); a stopped one is refused before it
  // gets here, and would hold nothing.
  const capability = token ? apiTokenCapability(token.scopes, { ...user, sections: viewer.permissions }) : undefined;
  const role = capability ? (capability.working ? capability.role : null) : user.role;
  const permissions = capability ? (capability.working ? capability.sections : []) : viewer.permissions;
  return accessUserOf({
    ...user,
    type: token ? 'user' : user.type,
    role,
    featureFlags: token ? [] : user.featureFlags,
    productFeatureFlags: token ? [] : user.productFeatureFlags,
    groups: viewer.groups,
    permissions: permissions.map((name) => ({ name })),
    organization,
  });
}
