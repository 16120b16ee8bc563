import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { apiTokens, groups, organizations, userPermissions, users, vehicles } from '../../../server/db/schema';
import { changedRows, describeChanges, rowChanges, rowCounts, totalChanged } from '../support/attack-log';
import { openTestDatabase } from '../support/database';

/*
 * The "stored: n" of every security log line: rows added, removed or changed in any table. A
 * refused call that UPDATEs a row must show as much as one that INSERTs.
 */

let database: DatabaseHandle;
let demoOrganizationId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const [demo] = await database.db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  demoOrganizationId = demo!.id;
});

afterAll(async () => {
  await database?.close();
});

async function changesOf(work: () => Promise<unknown>) {
  const before = await rowCounts(database.db);
  await work();
  const after = await rowCounts(database.db);
  return { changes: rowChanges(before, after), changed: changedRows(before, after) };
}

describe('comparing rows whole before and after an attack', () => {
  it('sees nothing when nothing was written', async () => {
    const { changes, changed } = await changesOf(() => database.db.select().from(vehicles));
    expect(changes).toEqual({});
    expect(totalChanged(changed)).toBe(0);
  });

  it('sees an UPDATE that leaves every count as it was', async () => {
    const [vehicle] = await database.db.select().from(vehicles).limit(1);
    const { changes, changed } = await changesOf(() =>
      database.db.update(vehicles).set({ notes: 'changed by a refused call' }).where(eq(vehicles.id, vehicle!.id)),
    );
    expect(changes).toEqual({ vehicles: { added: 0, removed: 0, changed: 1 } });
    expect(changed).toEqual({ vehicles: 1 });
    expect(totalChanged(changed)).toBe(1);
    expect(describeChanges(changes)).toBe('vehicles ~1');
  });

  it('sees an UPDATE of one jsonb key and of a row keyed by two columns', async () => {
    const [permission] = await database.db.select().from(userPermissions).limit(1);
    const samePermission = and(
      eq(userPermissions.userId, permission!.userId),
      eq(userPermissions.section, permission!.section),
    );
    const { changes } = await changesOf(async () => {
      await database.db
        .update(organizations)
        .set({ settings: sql`${organizations.settings} || '{"hide_vehicle_cost": true}'::jsonb` })
        .where(eq(organizations.id, demoOrganizationId));
      await database.db
        .update(userPermissions)
        .set({ createdAt: new Date('2001-01-01T00:00:00Z') })
        .where(samePermission);
    });
    expect(changes).toEqual({
      organizations: { added: 0, removed: 0, changed: 1 },
      userPermissions: { added: 0, removed: 0, changed: 1 },
    });
  });

  it('tells rows added, removed and changed apart, and counts them all as stored', async () => {
    const { changes, changed } = await changesOf(async () => {
      await database.db.insert(groups).values([
        { organizationId: demoOrganizationId, name: 'Added one' },
        { organizationId: demoOrganizationId, name: 'Added two' },
      ]);
      await database.db.delete(groups).where(eq(groups.name, 'Added one'));
      await database.db.update(groups).set({ name: 'Renamed' }).where(eq(groups.name, 'Added two'));
    });
    // Seen from outside, one group was added (its name is what it is afterwards).
    expect(changes).toEqual({ groups: { added: 1, removed: 0, changed: 0 } });
    const { changes: renamed } = await changesOf(() =>
      database.db.update(groups).set({ name: 'Renamed again' }).where(eq(groups.name, 'Renamed')),
    );
    expect(renamed).toEqual({ groups: { added: 0, removed: 0, changed: 1 } });
    const { changes: removed, changed: removedTotal } = await changesOf(() =>
      database.db.delete(groups).where(eq(groups.name, 'Renamed again')),
    );
    expect(removed).toEqual({ groups: { added: 0, removed: 1, changed: 0 } });
    expect(totalChanged(removedTotal)).toBe(1);
    expect(changed).toEqual({ groups: 1 });
  });

  it('ignores when an API token was last used (any request with the token records it), not its other columns', async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const [token] = await database.db
      .insert(apiTokens)
      .values({
        organizationId: demoOrganizationId,
        name: 'Reporting',
        tokenHash: 'hash',
        tokenPrefix: 'lw_abc',
        scopes: ['read'],
        createdBy: owner!.id,
      })
      .returning();
    const used = await changesOf(() =>
      database.db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, token!.id)),
    );
    expect(used.changes).toEqual({});
    const revoked = await changesOf(() =>
      database.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, token!.id)),
    );
    expect(revoked.changes).toEqual({ apiTokens: { added: 0, removed: 0, changed: 1 } });
  });
});
