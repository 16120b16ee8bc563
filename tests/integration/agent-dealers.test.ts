// Dealers, visits and tasks through the graph (issue 19): who may do what as each demo user, an
// agent's scope (their territories only), another organization's ids, bad input with nothing
// stored, the CSV import by line, and a check-in moving the due day. Tokens: agent-tokens.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddAgentTaskDocument } from '../../graphql/generated/operations/AddAgentTask';
import { CheckInDocument } from '../../graphql/generated/operations/CheckIn';
import { CompleteAgentTaskDocument } from '../../graphql/generated/operations/CompleteAgentTask';
import { CreateDealerDocument } from '../../graphql/generated/operations/CreateDealer';
import { DeleteDealerDocument } from '../../graphql/generated/operations/DeleteDealer';
import { GetDealerDocument } from '../../graphql/generated/operations/GetDealer';
import { GetDealersDocument } from '../../graphql/generated/operations/GetDealers';
import { ImportDealersDocument } from '../../graphql/generated/operations/ImportDealers';
import { UpdateDealerDocument } from '../../graphql/generated/operations/UpdateDealer';
import type { DealerInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, dealers, organizations, territories, users } from '../../server/db/schema';
import { DEMO_DEALER_COUNT, DEMO_TERRITORY_NAME } from '../../server/db/seed-dealers';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const AGENT = 'agent@demo.test';
const OTHER_AGENT = 'other-agent@demo.test';
const DEMO_USERS = [
  'owner@demo.test',
  'editor@demo.test',
  'viewer@demo.test',
  'user@demo.test',
  AGENT,
  'admin@demo.test',
] as const;
const today = todayIso();

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
let agentDealer: string;
let otherDealer: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const message = (answer: { errors?: readonly { message: string }[] }) => answer.errors?.[0]?.message;
const input = (change: Partial<DealerInput> = {}): DealerInput => ({
  name: 'Test Lane Motors',
  zip: '78704',
  priority: 'P2',
  ...change,
});

/** Runs `act` and expects it refused with `expected`, nothing stored anywhere (rows compared whole). */
type Answer = { errors?: readonly { message: string; extensions?: { code?: unknown } }[] };
async function refusedWithNothingStored<T extends Answer>(expected: string, act: () => Promise<T>): Promise<T> {
  const before = await rowCounts(db());
  const answer = await act();
  expect(code(answer), JSON.stringify(answer.errors)).toBe(expected);
  expect(changedRows(before, await rowCounts(db()))).toEqual({});
  return answer;
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
  const [agent] = await db().select().from(users).where(eq(users.email, AGENT));
  demoId = agent!.organizationId;
  // Territory insights is a product feature Demo Motors does not have by default (CONTRACTS.md).
  const [demo] = await db().select().from(organizations).where(eq(organizations.id, demoId));
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'territory_insights'] })
    .where(eq(organizations.id, demoId));
  const [other] = await db()
    .insert(users)
    .values({
      organizationId: demoId,
      email: OTHER_AGENT,
      firstName: 'Otto',
      lastName: 'Agent',
      type: 'agent',
      role: 'EDITOR',
    })
    .returning();
  const [otherTerritory] = await db()
    .insert(territories)
    .values({ organizationId: demoId, name: 'Other agent territory', postalCodes: ['78660'], agentUserId: other!.id })
    .returning();
  const [dealer] = await db()
    .insert(dealers)
    .values({
      organizationId: demoId,
      territoryId: otherTerritory!.id,
      name: 'Pflugerville Other Cars',
      matchName: 'pflugerville other cars',
      zip: '78660',
      latitude: 30.45,
      longitude: -97.6,
      priority: 'P1',
    })
    .returning();
  otherDealer = dealer!.id;
  const listed = await graph.run(AGENT, GetDealersDocument, {});
  agentDealer = listed.data!.dealers.find((row) => row.lastVisitOn === null)!.id;
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('the demo agent’s territory', () => {
  it('holds three dozen dealers, some due today, a visit history and open tasks', async () => {
    const listed = await graph.run(AGENT, GetDealersDocument, {});
    expect(listed.errors).toBeUndefined();
    const rows = listed.data!.dealers;
    expect(rows).toHaveLength(DEMO_DEALER_COUNT);
    expect(new Set(rows.map((row) => row.territory?.name))).toEqual(new Set([DEMO_TERRITORY_NAME]));
    const due = await graph.run(AGENT, GetDealersDocument, { dueBy: today });
    expect(due.data!.dealers.length).toBeGreaterThanOrEqual(5);
    expect(due.data!.dealers.length).toBeLessThan(DEMO_DEALER_COUNT);
    expect(due.data!.dealers.every((row) => row.nextDueOn <= today)).toBe(true);
    expect(rows.filter((row) => row.daysOverdue > 0).length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + row.openTasks, 0)).toBe(4);
    expect(new Set(rows.map((row) => row.priority))).toEqual(new Set(['P1', 'P2', 'P3']));
    const visited = rows.find((row) => row.lastVisitOn !== null)!;
    const one = await graph.run(AGENT, GetDealerDocument, { id: visited.id, visits: 50 });
    expect(one.data!.dealer!.visits[0]!.checkedInAt.slice(0, 10)).toBe(visited.lastVisitOn);
    expect(one.data!.dealer!.visits.every((visit) => visit.checkedInAt >= `${shiftDate(today, 200)}`)).toBe(true);
  });

  it('filters by search, priority and territory', async () => {
    const all = (await graph.run(AGENT, GetDealersDocument, {})).data!.dealers;
    const first = all[0]!;
    const searched = await graph.run(AGENT, GetDealersDocument, { search: first.name.slice(0, 6).toLowerCase() });
    expect(searched.data!.dealers.map((row) => row.id)).toContain(first.id);
    const p1 = await graph.run(AGENT, GetDealersDocument, { priority: 'P1' });
    expect(p1.data!.dealers.map((row) => row.id)).toEqual(
      all.filter((row) => row.priority === 'P1').map((row) => row.id),
    );
    const byZip = await graph.run(AGENT, GetDealersDocument, { search: first.zip });
    expect(
      byZip.data!.dealers.every(
        (row) => row.zip === first.zip || row.name.includes(first.zip) || row.city?.includes(first.zip),
      ),
    ).toBe(true);
  });
});

describe('who may do what', () => {
  const READERS = [OWNER, AGENT, 'admin@demo.test'];
  it.each(DEMO_USERS)('reading dealers as %s', async (email) => {
    const answer = await graph.run(email, GetDealersDocument, {});
    if (READERS.includes(email)) expect(answer.errors).toBeUndefined();
    else expect(code(answer)).toBe('FORBIDDEN');
  });

  const MANAGERS = [OWNER, 'admin@demo.test'];
  it.each(DEMO_USERS)('creating a dealer as %s', async (email) => {
    const name = `Role Probe ${email.split('@')[0]} Motors`;
    if (!MANAGERS.includes(email)) {
      await refusedWithNothingStored('FORBIDDEN', () =>
        graph.run(email, CreateDealerDocument, { input: input({ name }) }),
      );
      return;
    }
    const created = await graph.run(email, CreateDealerDocument, { input: input({ name }) });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createDealer).toMatchObject({
      name,
      zip: '78704',
      priority: 'P2',
      nextDueOn: today,
      daysOverdue: 0,
      openTasks: 0,
    });
    const deleted = await graph.run(email, DeleteDealerDocument, { id: created.data!.createDealer.id });
    expect(deleted.data!.deleteDealer).toBe(created.data!.createDealer.id);
  });

  it.each(DEMO_USERS)('checking in as %s', async (email) => {
    const variables = {
      input: {
        dealerId: agentDealer,
        outcome: 'no_one_available' as const,
        at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      },
    };
    // Only the agent gets past access: and then the 40-day-old time is refused, so nothing is stored for anyone.
    await refusedWithNothingStored(email === AGENT ? 'BAD_USER_INPUT' : 'FORBIDDEN', () =>
      graph.run(email, CheckInDocument, variables),
    );
  });

  it('an agent does not edit dealers (settings holders do)', async () => {
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(AGENT, UpdateDealerDocument, { id: agentDealer, input: input() }),
    );
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(AGENT, ImportDealersDocument, { csv: 'name,zip,priority\nA,78704,P1' }),
    );
  });
});

describe('scope', () => {
  it('another agent of the organization does not reach the demo agent’s dealers', async () => {
    const listed = await graph.run(OTHER_AGENT, GetDealersDocument, {});
    expect(listed.data!.dealers.map((row) => row.id)).toEqual([otherDealer]);
    expect(code(await graph.run(OTHER_AGENT, GetDealerDocument, { id: agentDealer }))).toBe('NOT_FOUND');
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OTHER_AGENT, CheckInDocument, { input: { dealerId: agentDealer, outcome: 'met' } }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OTHER_AGENT, AddAgentTaskDocument, { input: { dealerId: agentDealer, title: 'Not mine' } }),
    );
    const [territory] = await db().select().from(territories).where(eq(territories.name, DEMO_TERRITORY_NAME));
    expect(code(await graph.run(OTHER_AGENT, GetDealersDocument, { territoryId: territory!.id }))).toBe('NOT_FOUND');
  });

  it('a settings holder reads every dealer of the organization', async () => {
    const listed = await graph.run(OWNER, GetDealersDocument, {});
    expect(listed.data!.dealers.map((row) => row.id)).toContain(otherDealer);
    expect(listed.data!.dealers.map((row) => row.id)).toContain(agentDealer);
  });

  it('another organization’s OWNER gets NOT_FOUND for Demo Motors’ dealers', async () => {
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetDealerDocument, { id: agentDealer }))).toBe('NOT_FOUND');
    expect((await graph.run(RIVAL_OWNER_EMAIL, GetDealersDocument, {})).data!.dealers).toEqual([]);
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, UpdateDealerDocument, { id: agentDealer, input: input() }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, DeleteDealerDocument, { id: agentDealer }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, GetDealerDocument, { id: 'not-an-id' }),
    );
  });
});

describe('bad input stores nothing', () => {
  it.each([
    ['an unknown ZIP, named', input({ zip: '00000' }), "Unknown ZIP code '00000'"],
    ['a Canadian postal code', input({ zip: 'K1A 0B1' }), "Unknown ZIP code 'K1A 0B1'"],
    ['no name', input({ name: '  ' }), 'needs a name'],
    ['a contact without a name', input({ contacts: [{ name: '' }] }), 'Contact 1 needs a name'],
    ['a bad contact e-mail', input({ contacts: [{ name: 'Pat', email: 'pat-at-example' }] }), 'not an e-mail address'],
  ])('%s', async (_name, bad, reason) => {
    const answer = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, CreateDealerDocument, { input: bad }),
    );
    expect(message(answer)).toContain(reason);
  });

  it('a duplicate name (normalised) in the same ZIP is a CONFLICT', async () => {
    const created = await graph.run(OWNER, CreateDealerDocument, { input: input({ name: 'Duplicate Motors' }) });
    expect(created.errors).toBeUndefined();
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(OWNER, CreateDealerDocument, { input: input({ name: 'Duplicate Motors, Inc.' }) }),
    );
    const elsewhere = await graph.run(OWNER, CreateDealerDocument, {
      input: input({ name: 'Duplicate Motors', zip: '78701' }),
    });
    expect(elsewhere.errors).toBeUndefined();
  });

  it('an unknown territory or agent is NOT_FOUND', async () => {
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, CreateDealerDocument, { input: input({ territoryId: '00000000-0000-4000-8000-000000000000' }) }),
    );
    const [rivalOwner] = await db().select().from(users).where(eq(users.email, RIVAL_OWNER_EMAIL));
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, CreateDealerDocument, { input: input({ ownerAgentUserId: rivalOwner!.id }) }),
    );
  });
});

describe('placing a dealer', () => {
  it('goes to the territory whose postal codes hold its ZIP, else the circle holding it', async () => {
    const [coded] = await db()
      .insert(territories)
      .values({ organizationId: demoId, name: 'Downtown by code', postalCodes: ['78701'] })
      .returning();
    const byCode = await graph.run(OWNER, CreateDealerDocument, {
      input: input({ name: 'Placed By Code', zip: '78701' }),
    });
    expect(byCode.data!.createDealer.territory).toEqual({ id: coded!.id, name: 'Downtown by code' });
    const byCircle = await graph.run(OWNER, CreateDealerDocument, {
      input: input({ name: 'Placed By Circle', zip: '78748' }),
    });
    expect(byCircle.data!.createDealer.territory?.name).toBe(DEMO_TERRITORY_NAME);
    const nowhere = await graph.run(OWNER, CreateDealerDocument, {
      input: input({ name: 'Placed Nowhere', zip: '10001' }),
    });
    expect(nowhere.data!.createDealer.territory).toBeNull();
  });
});

describe('CSV import', () => {
  const csv = [
    'Name,Street,City,State,ZIP,Priority,Contact Name,Contact Email',
    'Import Good Motors,1 Main St,Austin,TX,78704,P1,Jo Lee,jo@example.com',
    'Import Bad Zip Motors,,,,99999,P2,,',
    ',,,,78704,P2,,',
    'Import Bad Priority,,,,78704,P9,,',
    'Import Good Motors Inc,,,,78704,P3,,',
    'Import Second Good,,,,78745-1234,p2,,',
  ].join('\n');

  it('previews without storing, then stores good rows and reports bad ones by line, audited once', async () => {
    const before = await rowCounts(db());
    const preview = await graph.run(OWNER, ImportDealersDocument, { csv, preview: true });
    expect(preview.data!.importDealers).toEqual({
      created: 2,
      updated: 0,
      preview: true,
      rejected: [
        { line: 3, reason: "Unknown ZIP code '99999': give a five-digit US ZIP." },
        { line: 4, reason: 'A dealer needs a name with a letter or digit.' },
        { line: 5, reason: "Priority is P1, P2 or P3, not 'P9'." },
        { line: 6, reason: 'Repeats the dealer of line 2.' },
      ],
    });
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    const audits = async () =>
      (await db().select().from(auditLog).where(eq(auditLog.action, 'dealer.imported'))).length;
    const auditsBefore = await audits();
    const stored = await graph.run(OWNER, ImportDealersDocument, { csv });
    expect(stored.data!.importDealers).toMatchObject({ created: 2, updated: 0, preview: false });
    expect(await audits()).toBe(auditsBefore + 1);
    const rows = await db().select().from(dealers).where(eq(dealers.matchName, 'import second good'));
    expect(rows.map((row) => [row.zip, row.priority])).toEqual([['78745', 'P2']]);
  });

  it('updates a dealer already there by name and ZIP, keeping what an empty cell does not give', async () => {
    const again = await graph.run(OWNER, ImportDealersDocument, {
      csv: 'name,zip,priority\nImport Good Motors,78704,P3',
    });
    expect(again.data!.importDealers).toEqual({ created: 0, updated: 1, preview: false, rejected: [] });
    const [row] = await db().select().from(dealers).where(eq(dealers.matchName, 'import good motors'));
    expect(row).toMatchObject({
      priority: 'P3',
      street: '1 Main St',
      contacts: [{ name: 'Jo Lee', role: null, phone: null, email: 'jo@example.com' }],
    });
  });

  it('refuses a file without the required columns, storing nothing', async () => {
    const answer = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, ImportDealersDocument, { csv: 'name,city\nA,Austin' }),
    );
    expect(message(answer)).toContain('zip, priority');
  });
});

describe('visits and tasks', () => {
  it('a check-in moves the due day; an older one does not move it back', async () => {
    const before = (await graph.run(AGENT, GetDealerDocument, { id: agentDealer })).data!.dealer!;
    expect(before).toMatchObject({ lastVisitOn: null, nextDueOn: today, daysOverdue: 0 });
    const checked = await graph.run(AGENT, CheckInDocument, {
      input: { dealerId: agentDealer, outcome: 'interested', notes: ' Wants the report ', nextStep: 'Send it' },
    });
    expect(checked.errors).toBeUndefined();
    const weeks = { P1: 2, P2: 4, P3: 13 }[before.priority];
    expect(checked.data!.checkIn).toMatchObject({
      outcome: 'interested',
      notes: 'Wants the report',
      nextStep: 'Send it',
      dealer: { lastVisitOn: today, nextDueOn: shiftDate(today, -7 * weeks), daysOverdue: 0 },
    });
    const older = await graph.run(AGENT, CheckInDocument, {
      input: { dealerId: agentDealer, outcome: 'met', at: new Date(Date.now() - 3 * 86_400_000).toISOString() },
    });
    expect(older.data!.checkIn.dealer.lastVisitOn).toBe(today);
    const visits = (await graph.run(AGENT, GetDealerDocument, { id: agentDealer })).data!.dealer!.visits;
    expect(visits.map((visit) => visit.outcome)).toEqual(['interested', 'met']);
  });

  it.each([
    ['in the future', new Date(Date.now() + 3_600_000).toISOString()],
    ['older than 30 days', new Date(Date.now() - 31 * 86_400_000).toISOString()],
    ['not a time', 'yesterday'],
  ])('a check-in %s is refused', async (_name, at) => {
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(AGENT, CheckInDocument, { input: { dealerId: agentDealer, outcome: 'met', at } }),
    );
  });

  it('a task is added, completed once, and a second completion is a CONFLICT', async () => {
    const added = await graph.run(AGENT, AddAgentTaskDocument, {
      input: { dealerId: agentDealer, title: 'Bring brochures', dueOn: today },
    });
    expect(added.data!.addAgentTask).toMatchObject({
      title: 'Bring brochures',
      dueOn: today,
      state: 'open',
      completedAt: null,
      dealer: { id: agentDealer, openTasks: 1 },
    });
    const id = added.data!.addAgentTask.id;
    const done = await graph.run(AGENT, CompleteAgentTaskDocument, { id });
    expect(done.data!.completeAgentTask).toMatchObject({ state: 'done', dealer: { openTasks: 0 } });
    await refusedWithNothingStored('CONFLICT', () => graph.run(AGENT, CompleteAgentTaskDocument, { id }));
    await refusedWithNothingStored('NOT_FOUND', () => graph.run(OTHER_AGENT, CompleteAgentTaskDocument, { id }));
    await refusedWithNothingStored('FORBIDDEN', () => graph.run(OWNER, CompleteAgentTaskDocument, { id }));
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(AGENT, AddAgentTaskDocument, {
        input: { dealerId: agentDealer, title: 'Bad day', dueOn: '2026-02-30' },
      }),
    );
  });
});
