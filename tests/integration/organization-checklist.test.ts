import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminInviteUserDocument } from '../../graphql/generated/operations/AdminInviteUser';
import { ImportVehiclesDocument } from '../../graphql/generated/operations/ImportVehicles';
import { InviteUserDocument } from '../../graphql/generated/operations/InviteUser';
import type { VehicleImportRow } from '../../graphql/generated/types';
import { hashPassword } from '../../server/auth/password';
import { invitations, organizations, users, vehicles } from '../../server/db/schema';
import { DEMO_ORGANIZATION } from '../../server/db/seed';
import { writeAffectingViewers } from '../../server/services/users/viewer-changes';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphqlOperation, trpcClient } from './support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

// The setup checklist ticks `invite_team` and `import_inventory` itself when the step happens
// (issue 15), and the dealer's own tick or untick is kept. Asserted through users.getMe, the
// client contract, so the change is also seen at the very next request (cached viewers dropped).

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
const session = demoSessions(() => server.baseUrl);

const checklistSeenBy = async (email: string) =>
  (await trpcClient(server.baseUrl, await session(email)).users.getMe.query()).organization.setup_checklist_items;
const stored = async (organizationId: string) =>
  (await server.database.db.select().from(organizations).where(eq(organizations.id, organizationId)))[0]!
    .setupChecklistItems;

/** Sets the rival's checklist as a write the server's cached viewers hear of. */
const setRivalChecklist = (items: Record<string, unknown>) =>
  writeAffectingViewers(server.database.db, { organizationId: rival.organization.id }, (tx) =>
    tx.update(organizations).set({ setupChecklistItems: items }).where(eq(organizations.id, rival.organization.id)),
  );

const rivalInvites = async (email: string, input: { role?: 'VIEWER' | 'EDITOR'; sections?: string[] } = {}) =>
  graphqlOperation(
    server.baseUrl,
    InviteUserDocument,
    { input: { email, role: input.role ?? 'VIEWER', sections: input.sections } },
    cookieHeaders(await session(RIVAL_OWNER_EMAIL)),
  );

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(server.database.db);
});
afterAll(() => server.close());
beforeEach(() => setRivalChecklist({}));

describe('the demo organization', () => {
  it('starts with its team invited and its inventory imported, the other steps to do', async () => {
    expect(DEMO_ORGANIZATION.setupChecklistItems).toEqual({ invite_team: true, import_inventory: true });
    expect(await checklistSeenBy('owner@demo.test')).toEqual({ invite_team: true, import_inventory: true });
  });
});

describe('invite_team', () => {
  it('ticks itself at the first invitation, seen by getMe at the next request', async () => {
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({});
    const invited = await rivalInvites('first.hire@rival.test');
    expect(invited.errors).toBeUndefined();
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({ invite_team: true });
  });

  it('is not ticked by a refused invitation (bad input, an unknown section, an existing member)', async () => {
    expect(errorCode(await rivalInvites('not-an-email'))).toBe('BAD_USER_INPUT');
    expect(errorCode(await rivalInvites('x@rival.test', { sections: ['wash_cars'] }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await rivalInvites(RIVAL_OWNER_EMAIL))).toBe('CONFLICT');
    expect(await stored(rival.organization.id)).toEqual({});
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({});
  });

  it('keeps a dealer’s untick: a later invitation does not tick it again', async () => {
    const owner = trpcClient(server.baseUrl, await session(RIVAL_OWNER_EMAIL));
    await owner.organizations.updateChecklistItems.mutate({
      checklist_item_key: 'invite_team',
      checklist_item_value: false,
    });
    expect((await rivalInvites('second.hire@rival.test')).errors).toBeUndefined();
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({ invite_team: false });
    await owner.organizations.updateChecklistItems.mutate({
      checklist_item_key: 'invite_team',
      checklist_item_value: true,
    });
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({ invite_team: true });
  });

  it('is not ticked by an administrator inviting an organization’s first owner', async () => {
    const invited = await graphqlOperation(
      server.baseUrl,
      AdminInviteUserDocument,
      { organizationId: rival.organization.id, input: { email: 'new.owner@rival.test', role: 'OWNER' } },
      cookieHeaders(await session('admin@demo.test')),
    );
    expect(invited.errors).toBeUndefined();
    expect(await stored(rival.organization.id)).toEqual({});
  });
});

describe('import_inventory', () => {
  const row = (line: number, vin: string): VehicleImportRow => ({
    line,
    vin,
    stockNumber: `R-${line}`,
    year: '2021',
    make: 'Ford',
    model: 'F-150',
    mileage: '38120',
    acquiredDate: '2025-03-04',
    listPrice: '36995',
    status: 'frontline',
  });
  const rivalImports = async (rows: VehicleImportRow[]) =>
    graphqlOperation(
      server.baseUrl,
      ImportVehiclesDocument,
      { input: { rows } },
      cookieHeaders(await session(RIVAL_OWNER_EMAIL)),
    );

  it('is not ticked by an import that wrote no vehicle', async () => {
    const result = await rivalImports([{ line: 2, vin: 'NOT-A-VIN' }]);
    expect(result.data?.importVehicles).toMatchObject({ created: 0, updated: 0 });
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({});
  });

  it('ticks itself at the first import that creates a vehicle, and an update-only import ticks it too', async () => {
    const vin = withCheckDigit('1FTFW1E50NFA10001');
    const created = await rivalImports([row(2, vin)]);
    expect(created.data?.importVehicles).toMatchObject({ created: 1, rejected: [] });
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({ import_inventory: true });

    await setRivalChecklist({});
    const updated = await rivalImports([{ ...row(2, vin), listPrice: '35995' }]);
    expect(updated.data?.importVehicles).toMatchObject({ created: 0, updated: 1 });
    expect(await checklistSeenBy(RIVAL_OWNER_EMAIL)).toEqual({ import_inventory: true });
    await server.database.db.delete(vehicles).where(eq(vehicles.organizationId, rival.organization.id));
  });

  it('keeps a dealer’s untick on later imports', async () => {
    await setRivalChecklist({ import_inventory: false });
    const created = await rivalImports([row(2, withCheckDigit('1FTFW1E50NFA10002'))]);
    expect(created.data?.importVehicles).toMatchObject({ created: 1 });
    expect(await stored(rival.organization.id)).toEqual({ import_inventory: false });
  });
});

describe('the backfill of organizations from before the checklist ticked itself', () => {
  const BACKFILL = new URL('../../server/db/migrations/0008_checklist_backfill.sql', import.meta.url);
  const runBackfill = async () => {
    for (const statement of readFileSync(BACKFILL, 'utf8').split('--> statement-breakpoint'))
      await server.database.db.execute(sql.raw(statement));
  };

  it('ticks what each organization already did, keeps what a dealer set by hand, and leaves admin-made first owners alone', async () => {
    const { db } = server.database;
    const passwordHash = await hashPassword('not-used-to-sign-in');
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const made = await db
      .insert(organizations)
      .values([
        { name: 'Team In' },
        { name: 'Owner Invited' },
        { name: 'Stock In' },
        { name: 'Unticked By Hand', setupChecklistItems: { invite_team: false } },
      ])
      .returning();
    const [teamIn, ownerInvited, stockIn, untickedByHand] = made as [
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
    ];
    const member = (organizationId: string, email: string) => ({
      organizationId,
      email,
      firstName: 'A',
      lastName: 'B',
      role: 'VIEWER' as const,
      passwordHash,
    });
    await db
      .insert(users)
      .values([
        member(teamIn.id, 'one@team-in.test'),
        member(teamIn.id, 'two@team-in.test'),
        member(untickedByHand.id, 'one@unticked.test'),
        member(untickedByHand.id, 'two@unticked.test'),
      ]);
    const expiresAt = new Date(Date.now() + 60_000);
    await db.insert(invitations).values({
      organizationId: ownerInvited.id,
      email: 'first@owner-invited.test',
      role: 'OWNER',
      tokenHash: 'backfill-test',
      invitedBy: admin!.id,
      expiresAt,
    });
    await db.insert(vehicles).values({
      organizationId: stockIn.id,
      vin: withCheckDigit('1FTFW1E50NFA10009'),
      stockNumber: 'B-1',
      year: 2021,
      make: 'Ford',
      model: 'F-150',
      mileage: 1,
      acquiredDate: '2025-01-01',
      status: 'frontline',
    });

    await runBackfill();
    const after = await db
      .select()
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          made.map((row) => row.id),
        ),
      );
    const itemsOf = (id: string) => after.find((row) => row.id === id)!.setupChecklistItems;
    expect(itemsOf(teamIn.id)).toEqual({ invite_team: true });
    expect(itemsOf(ownerInvited.id)).toEqual({});
    expect(itemsOf(stockIn.id)).toEqual({ import_inventory: true });
    expect(itemsOf(untickedByHand.id)).toEqual({ invite_team: false });
    const [invitation] = await db.select().from(invitations).where(eq(invitations.organizationId, ownerInvited.id));
    expect(invitation!.sections).toEqual(['dashboard']);
  });
});
