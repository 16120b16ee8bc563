// The needs-attention queue through the graph, on a fixed data set of its own organization (Queue
// Motors): each rule's items with their keys, since and assignee; mine and everyone; snooze (hidden
// until its day), dismiss (reason required) and reopen, each audited; bad input and keys outside
// the viewer's queue with nothing stored; who may read and act. Tokens: security/access-table.test.ts
// (a read token reads the queue, no token acts on it).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { DismissAttentionItemDocument } from '../../graphql/generated/operations/DismissAttentionItem';
import { DismissAttentionItemsDocument } from '../../graphql/generated/operations/DismissAttentionItems';
import { GetAttentionQueueDocument } from '../../graphql/generated/operations/GetAttentionQueue';
import { GetMyAttentionCountDocument } from '../../graphql/generated/operations/GetMyAttentionCount';
import { ReopenAttentionItemDocument } from '../../graphql/generated/operations/ReopenAttentionItem';
import { SnoozeAttentionItemDocument } from '../../graphql/generated/operations/SnoozeAttentionItem';
import { SnoozeAttentionItemsDocument } from '../../graphql/generated/operations/SnoozeAttentionItems';
import { UpdateOrganizationSettingDocument } from '../../graphql/generated/operations/UpdateOrganizationSetting';
import { hashPassword } from '../../server/auth/password';
import type { DatabaseHandle } from '../../server/db/client';
import {
  appraisals,
  attentionActions,
  auditLog,
  organizations,
  reconVehicles,
  repairOrderLines,
  repairOrders,
  userPermissions,
  users,
  vehicles,
} from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { attentionQueue } from '../../server/services/needs-attention/queue';
import { loadWorkflow } from '../../server/services/recon/workflow';
import { loadViewer } from '../../server/services/users/viewer';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

const OWNER = 'owner@queue.test';
const TECH = 'tech@queue.test';
const READER = 'reader@queue.test';
const OUTSIDER = 'outsider@queue.test';
const NARROW = 'narrow@queue.test';
const PRICER = 'pricer@queue.test';
const STOCK = 'stock@queue.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
let graph: InProcessGraph;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const now = Date.now();
const today = todayIso(new Date(now));
// Holding cost runs by the second ($40 a day: a cent each 21.6 s), so figures over hours allow for the test's own time.
const about = (cents: number) => expect.closeTo(cents + 4, -1);
const midnight = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();

const fixture = {} as {
  organizationId: string;
  ownerId: string;
  techId: string;
  fifty: string;
  seventy: string;
  inRecon: string;
  detailStage: string;
  enteredAt: Date;
  order: string;
  waitingSince: Date;
  appraisal: string;
  offeredAt: Date;
};

async function member(
  organizationId: string,
  email: string,
  role: 'OWNER' | 'EDITOR' | 'VIEWER' | 'USER',
  sections: string[],
) {
  const [user] = await db()
    .insert(users)
    .values({
      organizationId,
      email,
      firstName: email.split('@')[0]!,
      lastName: 'Queue',
      role,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  if (sections.length > 0)
    await db()
      .insert(userPermissions)
      .values(sections.map((section) => ({ userId: user!.id, section })));
  return user!;
}

let vin = 0;
async function vehicle(
  organizationId: string,
  acquiredDaysAgo: number,
  status: 'incoming' | 'in_recon' | 'frontline' | 'sold' = 'frontline',
) {
  vin += 1;
  const [row] = await db()
    .insert(vehicles)
    .values({
      organizationId,
      vin: `1QUEUE00000${String(vin).padStart(6, '0')}`,
      stockNumber: `Q${vin}`,
      year: 2021,
      make: 'Honda',
      model: 'Civic',
      mileage: 30_000,
      acquiredDate: shiftDate(today, acquiredDaysAgo),
      status,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  const [organization] = await db()
    .insert(organizations)
    .values({ name: 'Queue Motors', featureFlags: ['account'] })
    .returning();
  const organizationId = organization!.id;
  const owner = await member(organizationId, OWNER, 'OWNER', []);
  const tech = await member(organizationId, TECH, 'EDITOR', ['needs_attention', 'recon']);
  await member(organizationId, READER, 'VIEWER', ['needs_attention', 'inventory']);
  await member(organizationId, OUTSIDER, 'VIEWER', ['inventory']);
  await member(organizationId, NARROW, 'USER', ['needs_attention', 'inventory']);
  await member(organizationId, STOCK, 'EDITOR', ['needs_attention', 'inventory']);
  const fifty = await vehicle(organizationId, 50);
  const seventy = await vehicle(organizationId, 70);
  const inRecon = await vehicle(organizationId, 10, 'in_recon');
  await vehicle(organizationId, 100, 'sold');
  // Detail: a 4-hour target, overdue at 100 %; in it for 30 hours, assigned to the tech.
  const workflow = await loadWorkflow({ db: db(), organizationId });
  const detail = workflow.stages.find((stage) => stage.name === 'Detail')!;
  const enteredAt = new Date(now - 30 * HOUR);
  await db().insert(reconVehicles).values({
    vehicleId: inRecon,
    organizationId,
    stageId: detail.id,
    enteredStageAt: enteredAt,
    assigneeUserId: tech.id,
  });
  // One order waiting 30 hours (past 24), one 2 hours (not yet).
  const waitingSince = new Date(now - 30 * HOUR);
  const orders = [];
  for (const submittedAt of [waitingSince, new Date(now - 2 * HOUR)]) {
    const [order] = await db()
      .insert(repairOrders)
      .values({ organizationId, vehicleId: inRecon, status: 'awaiting_approval' })
      .returning();
    await db().insert(repairOrderLines).values({
      repairOrderId: order!.id,
      revision: 1,
      operation: 'Brakes',
      laborHundredths: 100,
      laborRateCents: 12_000,
      partsCents: 0,
      subletCostCents: 0,
      submittedAt,
    });
    orders.push(order!.id);
  }
  // Offered three days ago (past two) by the owner; offered yesterday; won long ago.
  const offeredAt = new Date(now - 3 * DAY);
  const draft = {
    organizationId,
    kind: 'trade_in',
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    mileage: 40_000,
    zip: '78745',
    appraiserUserId: owner.id,
  } as const;
  const [late] = await db()
    .insert(appraisals)
    .values({ ...draft, state: 'offered', offeredAt })
    .returning();
  await db()
    .insert(appraisals)
    .values({ ...draft, state: 'offered', offeredAt: new Date(now - DAY) });
  await db()
    .insert(appraisals)
    .values({ ...draft, state: 'won', offeredAt: new Date(now - 10 * DAY), closedAt: new Date(now - 9 * DAY) });
  Object.assign(fixture, {
    organizationId,
    ownerId: owner.id,
    techId: tech.id,
    fifty,
    seventy,
    inRecon,
    detailStage: detail.id,
    enteredAt,
    order: orders[0]!,
    waitingSince,
    appraisal: late!.id,
    offeredAt,
  });
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

const keys = {
  aging60: () => `vehicle_aging_60:${fixture.seventy}:${shiftDate(today, 70)}`,
  aging45: () => `vehicle_aging_45:${fixture.fifty}:${shiftDate(today, 50)}`,
  recon: () => `recon_stage_overdue:${fixture.inRecon}:${fixture.detailStage}:${fixture.enteredAt.getTime()}`,
  appraisal: () => `appraisal_without_outcome:${fixture.appraisal}:${fixture.offeredAt.getTime()}`,
  order: (revision = 1) => `repair_order_waiting:${fixture.order}:${revision}`,
};

const queue = (email: string, filter: Record<string, unknown> = {}) =>
  graph.run(email, GetAttentionQueueDocument, { filter });
const actionRows = () =>
  db().select().from(attentionActions).where(eq(attentionActions.organizationId, fixture.organizationId));
const auditRows = () =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, fixture.organizationId), eq(auditLog.targetType, 'attention_item')));

describe('the queue from fixed data', () => {
  it('lists every rule’s items for the OWNER, ranked by money at risk, with why, since when, for whom and where', async () => {
    const answer = await queue(OWNER);
    expect(answer.errors).toBeUndefined();
    const { items, countsByRule, mineOpen, inactiveRules } = answer.data!.attentionQueue;
    // $40 a day (the default holding cost): 70 and 50 days in stock; the order's one line has waited
    // 30 hours (1.25 days); Detail is 26 hours past its 4-hour mark; the offer has no money figure, last.
    expect(
      items.map((item) => [
        item.key,
        item.moneyAtRiskCents,
        item.since,
        item.assignee?.name ?? null,
        item.section,
        item.path,
        item.state,
      ]),
    ).toEqual([
      [
        keys.aging60(),
        280_000,
        midnight(shiftDate(today, 10)),
        null,
        'inventory',
        `/inventory/${fixture.seventy}`,
        'open',
      ],
      [
        keys.aging45(),
        200_000,
        midnight(shiftDate(today, 5)),
        null,
        'inventory',
        `/inventory/${fixture.fifty}`,
        'open',
      ],
      [
        keys.order(),
        about(5_000),
        new Date(fixture.waitingSince.getTime() + 24 * HOUR).toISOString(),
        null,
        'roapproval',
        '/ro-approval',
        'open',
      ],
      [
        keys.recon(),
        about(4_333),
        new Date(fixture.enteredAt.getTime() + 4 * HOUR).toISOString(),
        'tech Queue',
        'recon',
        `/inventory/${fixture.inRecon}`,
        'open',
      ],
      [
        keys.appraisal(),
        null,
        new Date(fixture.offeredAt.getTime() + 2 * DAY).toISOString(),
        'owner Queue',
        'appraisals',
        `/appraisals/${fixture.appraisal}`,
        'open',
      ],
    ]);
    expect(items.map((item) => [item.ruleLabel, item.reason])).toEqual([
      ['Over 60 days in stock', `70 days in stock; it reached 60 days on ${shiftDate(today, 10)}.`],
      ['Over 45 days in stock', `50 days in stock; it reached 45 days on ${shiftDate(today, 5)}.`],
      [
        'Repair order awaiting approval over 1 day',
        expect.stringMatching(/^Repair order awaiting approval for 1 day 6 hours; the limit is 1 day\.$/),
      ],
      ['Over target in a recon stage', expect.stringMatching(/^In Detail for 1 day 6 hours; target 4 hours\.$/)],
      [
        'Offer unanswered over 2 days',
        expect.stringMatching(/^Offered 3 days ago with no outcome; the limit is 2 days\.$/),
      ],
    ]);
    expect(items[0]!.vehicle).toMatchObject({
      id: fixture.seventy,
      stockNumber: expect.stringMatching(/^Q\d+$/),
      make: 'Honda',
    });
    // The groups: each rule's plain name, open count and money at risk added up.
    expect(countsByRule).toEqual([
      { rule: 'recon_stage_overdue', label: 'Over target in a recon stage', open: 1, moneyAtRiskCents: about(4_333) },
      {
        rule: 'repair_order_waiting',
        label: 'Repair order awaiting approval over 1 day',
        open: 1,
        moneyAtRiskCents: about(5_000),
      },
      { rule: 'vehicle_aging_45', label: 'Over 45 days in stock', open: 1, moneyAtRiskCents: 200_000 },
      { rule: 'vehicle_aging_60', label: 'Over 60 days in stock', open: 1, moneyAtRiskCents: 280_000 },
      { rule: 'appraisal_without_outcome', label: 'Offer unanswered over 2 days', open: 1, moneyAtRiskCents: 0 },
      { rule: 'transport_not_picked_up', label: 'Not picked up within 5 business days', open: 0, moneyAtRiskCents: 0 },
      { rule: 'transport_title_overdue', label: 'Auction title not received on time', open: 0, moneyAtRiskCents: 0 },
    ]);
    // Mine: everything unassigned plus the owner's appraisal; the tech's recon item is not.
    expect(mineOpen).toBe(4);
    expect(inactiveRules).toEqual([
      {
        rule: 'price_to_market_out_of_band',
        label: 'Priced outside 90–110 % of market',
        message: expect.stringContaining('Market pricing data'),
      },
    ]);
    expect((await graph.run(OWNER, GetMyAttentionCountDocument, {})).data).toEqual({ myAttentionCount: 4 });
  });

  it('gives the recon tech only the rules of their sections, theirs included in mine', async () => {
    const answer = await queue(TECH, { mine: true });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.attentionQueue.items.map((item) => item.key)).toEqual([keys.recon()]);
    expect(answer.data!.attentionQueue.countsByRule).toEqual([
      { rule: 'recon_stage_overdue', label: 'Over target in a recon stage', open: 1, moneyAtRiskCents: about(4_333) },
    ]);
    expect(answer.data!.attentionQueue.mineOpen).toBe(1);
  });

  it('counts on the badge exactly the open items the viewer may act on, per role', async () => {
    // OWNER: everything unassigned plus the appraisal assigned to them (not the tech's recon item);
    // the recon tech: their item; an EDITOR of inventory: the two aged units; a VIEWER and a USER
    // of the same sections read the same items but may act on none.
    const expected = { [OWNER]: 4, [TECH]: 1, [STOCK]: 2, [READER]: 0, [NARROW]: 0 };
    for (const [email, count] of Object.entries(expected)) {
      expect((await graph.run(email, GetMyAttentionCountDocument, {})).data, email).toEqual({
        myAttentionCount: count,
      });
      const mine = (await queue(email, { mine: true })).data!.attentionQueue;
      expect([mine.mineOpen, mine.items.length], email).toEqual([count, count]);
    }
    expect((await queue(READER)).data!.attentionQueue.items.map((item) => item.rule)).toEqual([
      'vehicle_aging_60',
      'vehicle_aging_45',
    ]);
  });

  it('filters by rule and by mine', async () => {
    const aging = await queue(OWNER, { rules: ['vehicle_aging_45', 'vehicle_aging_60'] });
    expect(aging.data!.attentionQueue.items.map((item) => item.key)).toEqual([keys.aging60(), keys.aging45()]);
    const mine = await queue(OWNER, { mine: true });
    expect(mine.data!.attentionQueue.items.map((item) => item.key)).toEqual([
      keys.aging60(),
      keys.aging45(),
      keys.order(),
      keys.appraisal(),
    ]);
    const oldest = await queue(OWNER, { mine: true, sort: 'oldest' });
    expect(oldest.data!.attentionQueue.items.map((item) => item.key)).toEqual([
      keys.aging60(),
      keys.aging45(),
      keys.appraisal(),
      keys.order(),
    ]);
  });

  it('follows the thresholds of the organization settings', async () => {
    const set = (key: string, value: number) =>
      graph.run(OWNER, UpdateOrganizationSettingDocument, { input: { key, value } });
    expect((await set('attention_aging_first_days', 55)).errors).toBeUndefined();
    expect((await set('attention_repair_order_wait_hours', 48)).errors).toBeUndefined();
    const answer = await queue(OWNER);
    expect(answer.data!.attentionQueue.items.map((item) => item.rule)).toEqual([
      'vehicle_aging_60',
      'recon_stage_overdue',
      'appraisal_without_outcome',
    ]);
    const refused = await set('attention_aging_first_days', 0);
    expect(code(refused)).toBe('BAD_USER_INPUT');
    expect((await set('attention_aging_first_days', 45)).errors).toBeUndefined();
    expect((await set('attention_repair_order_wait_hours', 24)).errors).toBeUndefined();
  });
});

describe('price-to-market', () => {
  it('lists a priced vehicle outside the band for a member with the market feature; a new list price or new market records count at once', async () => {
    const [narrow] = await db().select().from(users).where(eq(users.email, NARROW));
    const member = await db()
      .insert(users)
      .values({
        organizationId: fixture.organizationId,
        email: PRICER,
        firstName: 'pricer',
        lastName: 'Queue',
        role: 'EDITOR',
        featureFlags: ['market_pricing_data'],
        passwordHash: narrow!.passwordHash,
      })
      .returning();
    await db()
      .insert(userPermissions)
      .values(['needs_attention', 'pricing'].map((section) => ({ userId: member[0]!.id, section })));
    // Own sales at $30,000 make 78704 the home ZIP and the market average of this segment.
    const segment = {
      year: 2022,
      make: 'Queuemake',
      model: 'Coupe',
      mileage: 30_000,
      priceCents: 3_000_000,
      zip: '78704',
      channel: 'retail',
      source: 'own_sales',
    } as const;
    const added = await graph.run(PRICER, AddMarketRecordsDocument, {
      input: {
        records: [5, 10, 20].map((days) => ({
          ...segment,
          firstSeenOn: shiftDate(today, days + 20),
          soldOn: shiftDate(today, days),
        })),
      },
    });
    expect(added.errors).toBeUndefined();
    const [high] = await db()
      .insert(vehicles)
      .values({
        organizationId: fixture.organizationId,
        vin: '1QUEUE00000900001',
        stockNumber: 'QP1',
        year: 2022,
        make: 'Queuemake',
        model: 'Coupe',
        mileage: 30_000,
        acquiredDate: shiftDate(today, 10),
        listPriceCents: 3_600_000,
      })
      .returning();
    await db()
      .insert(vehicles)
      .values({
        organizationId: fixture.organizationId,
        vin: '1QUEUE00000900002',
        stockNumber: 'QP2',
        year: 2022,
        make: 'Queuemake',
        model: 'Coupe',
        mileage: 30_000,
        acquiredDate: shiftDate(today, 10),
        listPriceCents: 3_000_000,
      });
    const answer = await queue(PRICER, { rules: ['price_to_market_out_of_band'] });
    expect(answer.errors).toBeUndefined();
    // Money at risk: the gap to the $30,000 market for the one car.
    expect(
      answer.data!.attentionQueue.items.map((item) => [
        item.key,
        item.reason,
        item.since,
        item.section,
        item.moneyAtRiskCents,
      ]),
    ).toEqual([
      [
        `price_to_market_out_of_band:${high!.id}:3600000:high`,
        'Priced at 120.0 % of market, over the 90–110 % band.',
        midnight(shiftDate(today, 10)),
        'pricing',
        600_000,
      ],
    ]);
    expect(answer.data!.attentionQueue.inactiveRules).toEqual([]);
    await db().update(vehicles).set({ listPriceCents: 3_100_000 }).where(eq(vehicles.id, high!.id));
    expect((await queue(PRICER, { rules: ['price_to_market_out_of_band'] })).data!.attentionQueue.items).toEqual([]);
    await db().update(vehicles).set({ listPriceCents: 2_600_000 }).where(eq(vehicles.id, high!.id));
    expect(
      (await queue(PRICER, { rules: ['price_to_market_out_of_band'] })).data!.attentionQueue.items.map(
        (item) => item.key,
      ),
    ).toEqual([`price_to_market_out_of_band:${high!.id}:2600000:low`]);
    // New market records count at once too: as many sales at $22,000 on the same days make the market
    // $26,000, where the first car now sits and the second, at $30,000, is over the band.
    const cheaper = await graph.run(PRICER, AddMarketRecordsDocument, {
      input: {
        records: [5, 10, 20].map((days) => ({
          ...segment,
          priceCents: 2_200_000,
          firstSeenOn: shiftDate(today, days + 20),
          soldOn: shiftDate(today, days),
        })),
      },
    });
    expect(cheaper.errors).toBeUndefined();
    const [second] = await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, '1QUEUE00000900002'));
    expect(
      (await queue(PRICER, { rules: ['price_to_market_out_of_band'] })).data!.attentionQueue.items.map((item) => [
        item.key,
        item.reason,
      ]),
    ).toEqual([
      [
        `price_to_market_out_of_band:${second!.id}:3000000:high`,
        'Priced at 115.4 % of market, over the 90–110 % band.',
      ],
    ]);
  });
});

describe('snooze, dismiss and reopen', () => {
  it('snoozes until a day: hidden and audited, open again from that day', async () => {
    const until = shiftDate(today, -1);
    const snoozed = await graph.run(OWNER, SnoozeAttentionItemDocument, {
      input: { key: keys.aging45(), until, reason: 'Price cut Friday' },
    });
    expect(snoozed.errors).toBeUndefined();
    expect(snoozed.data!.snoozeAttentionItem).toMatchObject({
      key: keys.aging45(),
      state: 'snoozed',
      snoozedUntil: until,
      lastAction: { state: 'snoozed', reason: 'Price cut Friday', by: { id: fixture.ownerId } },
    });
    const open = await queue(OWNER);
    expect(open.data!.attentionQueue.items.map((item) => item.key)).not.toContain(keys.aging45());
    expect(open.data!.attentionQueue.mineOpen).toBe(3);
    const listed = await queue(OWNER, { states: ['snoozed'] });
    expect(listed.data!.attentionQueue.items.map((item) => item.key)).toEqual([keys.aging45()]);
    // On the day it comes back it is open again (the stored snooze is the last action).
    const viewer = (await loadViewer({ db: db(), userId: fixture.ownerId }))!;
    const tomorrow = await attentionQueue({ db: db(), viewer, now: new Date(`${until}T08:00:00Z`) });
    expect(tomorrow.items.find((item) => item.key === keys.aging45())).toMatchObject({
      state: 'open',
      snoozedUntil: null,
      lastAction: { state: 'snoozed' },
    });
    expect((await auditRows()).map((row) => [row.action, row.targetId, row.actorUserId, row.after])).toEqual([
      [
        'needs_attention.snoozed',
        keys.aging45(),
        fixture.ownerId,
        { state: 'snoozed', snoozedUntil: until, reason: 'Price cut Friday' },
      ],
    ]);
  });

  it('dismisses with a reason, audited; reopens, audited', async () => {
    const dismissed = await graph.run(OWNER, DismissAttentionItemDocument, {
      input: { key: keys.aging60(), reason: '  Going to auction Tuesday ' },
    });
    expect(dismissed.data!.dismissAttentionItem).toMatchObject({
      state: 'dismissed',
      snoozedUntil: null,
      lastAction: { state: 'dismissed', reason: 'Going to auction Tuesday' },
    });
    expect((await queue(OWNER, { states: ['dismissed'] })).data!.attentionQueue.items.map((item) => item.key)).toEqual([
      keys.aging60(),
    ]);
    const reopened = await graph.run(OWNER, ReopenAttentionItemDocument, { key: keys.aging60() });
    expect(reopened.data!.reopenAttentionItem).toMatchObject({
      state: 'open',
      lastAction: { state: 'open', reason: null },
    });
    const again = await graph.run(OWNER, ReopenAttentionItemDocument, { key: keys.aging60() });
    expect(code(again)).toBe('BAD_USER_INPUT');
    expect((await auditRows()).map((row) => row.action)).toEqual([
      'needs_attention.snoozed',
      'needs_attention.dismissed',
      'needs_attention.reopened',
    ]);
  });

  it('keeps a dismissal to its fact: a new revision of the order is a new item', async () => {
    const dismissed = await graph.run(OWNER, DismissAttentionItemDocument, {
      input: { key: keys.order(), reason: 'Parts on order' },
    });
    expect(dismissed.errors).toBeUndefined();
    await db().update(repairOrders).set({ revision: 2 }).where(eq(repairOrders.id, fixture.order));
    const items = (await queue(OWNER, { rules: ['repair_order_waiting'], states: ['open', 'dismissed'] })).data!
      .attentionQueue.items;
    expect(items.map((item) => [item.key, item.state])).toEqual([[keys.order(2), 'open']]);
    await db().update(repairOrders).set({ revision: 1 }).where(eq(repairOrders.id, fixture.order));
  });

  it('refuses bad input and keys outside the viewer’s queue, storing nothing', async () => {
    const attempts = [
      [OWNER, SnoozeAttentionItemDocument, { input: { key: keys.recon(), until: today } }, 'BAD_USER_INPUT'],
      [
        OWNER,
        SnoozeAttentionItemDocument,
        { input: { key: keys.recon(), until: shiftDate(today, -91) } },
        'BAD_USER_INPUT',
      ],
      [OWNER, SnoozeAttentionItemDocument, { input: { key: keys.recon(), until: 'someday' } }, 'BAD_USER_INPUT'],
      [
        OWNER,
        SnoozeAttentionItemDocument,
        { input: { key: keys.recon(), until: shiftDate(today, -1), reason: 'x'.repeat(501) } },
        'BAD_USER_INPUT',
      ],
      [OWNER, DismissAttentionItemDocument, { input: { key: keys.recon(), reason: '   ' } }, 'BAD_USER_INPUT'],
      [
        OWNER,
        DismissAttentionItemDocument,
        { input: { key: keys.recon(), reason: 'x'.repeat(501) } },
        'BAD_USER_INPUT',
      ],
      // Not an item of any rule; an item of no fact; another organization's vehicle; a section the tech does not hold.
      [OWNER, DismissAttentionItemDocument, { input: { key: 'nonsense', reason: 'Probe' } }, 'NOT_FOUND'],
      [
        OWNER,
        DismissAttentionItemDocument,
        { input: { key: `vehicle_aging_60:${fixture.fifty}:${shiftDate(today, 50)}`, reason: 'Probe' } },
        'NOT_FOUND',
      ],
      [
        'owner@demo.test',
        DismissAttentionItemDocument,
        { input: { key: keys.aging60(), reason: 'Probe' } },
        'NOT_FOUND',
      ],
      [TECH, DismissAttentionItemDocument, { input: { key: keys.aging60(), reason: 'Probe' } }, 'NOT_FOUND'],
      ['owner@demo.test', ReopenAttentionItemDocument, { key: keys.aging45() }, 'NOT_FOUND'],
    ] as const;
    for (const [email, document, variables, expected] of attempts) {
      const before = await rowCounts(db());
      const actionsBefore = await actionRows();
      const answer = await graph.run(email, document as typeof DismissAttentionItemDocument, variables as never);
      expect(code(answer), JSON.stringify(variables)).toBe(expected);
      expect(answer.data ?? null).toBeNull();
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
      expect(await actionRows()).toEqual(actionsBefore);
    }
  });
});

describe('who may read and act', () => {
  it('refuses the queue and the count to a member without the section (FORBIDDEN)', async () => {
    expect(code(await queue(OUTSIDER))).toBe('FORBIDDEN');
    expect(code(await graph.run(OUTSIDER, GetMyAttentionCountDocument, {}))).toBe('FORBIDDEN');
  });

  it('lets a VIEWER and a USER with the section read, never act', async () => {
    for (const email of [READER, NARROW]) {
      const read = await queue(email);
      expect(read.errors).toBeUndefined();
      expect(read.data!.attentionQueue.items.map((item) => item.rule)).toEqual(['vehicle_aging_60']);
      const before = await rowCounts(db());
      for (const answer of [
        await graph.run(email, SnoozeAttentionItemDocument, {
          input: { key: keys.aging60(), until: shiftDate(today, -1) },
        }),
        await graph.run(email, DismissAttentionItemDocument, { input: { key: keys.aging60(), reason: 'Probe' } }),
        await graph.run(email, ReopenAttentionItemDocument, { key: keys.aging45() }),
      ]) {
        expect(code(answer)).toBe('FORBIDDEN');
      }
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    }
  });
});

describe('a group snoozed or dismissed at once', () => {
  const bulkSnooze = (email: string, keyList: readonly string[], until = shiftDate(today, -7)) =>
    graph.run(email, SnoozeAttentionItemsDocument, {
      input: { keys: [...keyList], until, reason: 'Auction run next week' },
    });
  const bulkDismiss = (email: string, keyList: readonly string[], reason = 'Wholesaling the lot') =>
    graph.run(email, DismissAttentionItemsDocument, { input: { keys: [...keyList], reason } });

  it('refuses roles that cannot act, keys outside the queue (another organization’s too) and bad input, storing nothing', async () => {
    const [demo] = await db()
      .select({ id: vehicles.id, acquiredDate: vehicles.acquiredDate })
      .from(vehicles)
      .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
      .where(eq(organizations.name, 'Demo Motors'))
      .limit(1);
    const demoKey = `vehicle_aging_60:${demo!.id}:${demo!.acquiredDate}`;
    const attempts = [
      [READER, () => bulkSnooze(READER, [keys.aging60()]), 'FORBIDDEN'],
      [NARROW, () => bulkDismiss(NARROW, [keys.aging60()]), 'FORBIDDEN'],
      [TECH, () => bulkSnooze(TECH, [keys.recon(), keys.aging60()]), 'NOT_FOUND'],
      [OWNER, () => bulkSnooze(OWNER, [keys.recon(), demoKey]), 'NOT_FOUND'],
      [OWNER, () => bulkDismiss(OWNER, [keys.appraisal(), 'nonsense']), 'NOT_FOUND'],
      ['owner@demo.test', () => bulkDismiss('owner@demo.test', [keys.aging60()]), 'NOT_FOUND'],
      [OWNER, () => bulkSnooze(OWNER, []), 'BAD_USER_INPUT'],
      [OWNER, () => bulkSnooze(OWNER, [keys.recon(), keys.recon()]), 'BAD_USER_INPUT'],
      [OWNER, () => bulkSnooze(OWNER, [keys.recon()], today), 'BAD_USER_INPUT'],
      [
        OWNER,
        () =>
          bulkSnooze(
            OWNER,
            Array.from({ length: 501 }, (_value, index) => `vehicle_aging_60:${index}:x`),
          ),
        'BAD_USER_INPUT',
      ],
      [OWNER, () => bulkDismiss(OWNER, [keys.recon(), keys.aging60()], '  '), 'BAD_USER_INPUT'],
    ] as const;
    for (const [email, attempt, expected] of attempts) {
      const before = await rowCounts(db());
      const actionsBefore = await actionRows();
      const answer = await attempt();
      expect(code(answer), email).toBe(expected);
      expect(answer.errors?.[0]?.message).toBeTruthy();
      expect(answer.data ?? null).toBeNull();
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
      expect(await actionRows()).toEqual(actionsBefore);
    }
  });

  it('snoozes a rule’s group: one stored action and one audit entry per item; the badge drops by the group', async () => {
    // The owner's open aged units: the 60-day one (the 45-day one is snoozed above); with the recon item, two rules at once.
    const before = (await graph.run(OWNER, GetMyAttentionCountDocument, {})).data!.myAttentionCount;
    const auditsBefore = (await auditRows()).length;
    const group = [keys.aging60(), keys.recon()];
    const until = shiftDate(today, -7);
    const answer = await bulkSnooze(OWNER, group, until);
    expect(answer.errors).toBeUndefined();
    expect(
      answer.data!.snoozeAttentionItems.map((item) => [
        item.key,
        item.state,
        item.snoozedUntil,
        item.lastAction?.reason,
      ]),
    ).toEqual(group.map((key) => [key, 'snoozed', until, 'Auction run next week']));
    const audits = (await auditRows()).slice(auditsBefore);
    expect(audits.map((row) => [row.action, row.targetId, row.actorUserId])).toEqual(
      group.map((key) => ['needs_attention.snoozed', key, fixture.ownerId]),
    );
    // The recon item is the tech's, not the owner's: the owner's badge drops by one.
    expect((await graph.run(OWNER, GetMyAttentionCountDocument, {})).data!.myAttentionCount).toBe(before - 1);
    expect((await graph.run(TECH, GetMyAttentionCountDocument, {})).data!.myAttentionCount).toBe(0);
  });

  it('dismisses a group with one reason, each audited', async () => {
    const auditsBefore = (await auditRows()).length;
    const answer = await bulkDismiss(OWNER, [keys.appraisal(), keys.aging60()], ' Sold to a wholesaler ');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dismissAttentionItems.map((item) => [item.key, item.state, item.lastAction?.reason])).toEqual([
      [keys.appraisal(), 'dismissed', 'Sold to a wholesaler'],
      [keys.aging60(), 'dismissed', 'Sold to a wholesaler'],
    ]);
    expect((await auditRows()).slice(auditsBefore).map((row) => [row.action, row.targetId])).toEqual([
      ['needs_attention.dismissed', keys.appraisal()],
      ['needs_attention.dismissed', keys.aging60()],
    ]);
    expect(
      (await queue(OWNER, { states: ['dismissed'], sort: 'oldest' })).data!.attentionQueue.items.map(
        (item) => item.key,
      ),
    ).toEqual(expect.arrayContaining([keys.aging60(), keys.appraisal()]));
  });
});
