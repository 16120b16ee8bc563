// Partner events (issue 38, docs/webhooks.md): the event log appended in each change's
// transaction, the feed as each role and token scope may read it, retention; webhook endpoints
// (OWNER only), signed deliveries to a receiver on loopback, retries, order, pausing, refusal of
// private addresses. One file: each costs seconds of set-up on this machine.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeVehiclePriceDocument,
  CreateApiTokenDocument,
  CreateVehicleDocument,
  GetEventsDocument,
  UpdateOrganizationSettingDocument,
} from '../../graphql/generated/client/graphql';
import type { DatabaseHandle } from '../../server/db/client';
import { organizationEvents, users } from '../../server/db/schema';
import { pruneEvents } from '../../server/services/events/prune';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const VIEWER = 'viewer@demo.test';

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

type FeedEvent = { id: string; type: string; subjectId: string; data: Record<string, unknown> };
async function feed(email: string, variables: { after?: string; types?: string[]; first?: number } = {}) {
  const answer = await graph.run(email, GetEventsDocument, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.events.edges.map((edge) => edge.node as FeedEvent);
}

async function createVehicle(overrides: Record<string, unknown> = {}, email = EDITOR): Promise<string> {
  const answer = await graph.run(email, CreateVehicleDocument, { input: freshVehicle(overrides) as never });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createVehicle.id;
}

async function tokenOf(scopes: string[]): Promise<string> {
  const answer = await graph.run(OWNER, CreateApiTokenDocument, { input: { name: scopes.join('+'), scopes } as never });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createApiToken.secret;
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database, { secretsKey: Buffer.alloc(32, 7) });
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
  await createRivalOrganization(db());
});

afterAll(async () => {
  await graph?.close();
  await database?.close();
});

describe('the event log and the feed', () => {
  it('appends a change’s events in its transaction, oldest first, and pages by the event id', async () => {
    const [last] = (await feed(OWNER)).slice(-1);
    const vehicleId = await createVehicle({ status: 'incoming' });
    const priced = await graph.run(EDITOR, ChangeVehiclePriceDocument, {
      input: { id: vehicleId, listPriceCents: 2_399_500, reason: 'market' },
    });
    expect(priced.errors).toBeUndefined();
    const events = await feed(OWNER, { after: last?.id });
    expect(events.map((event) => event.type)).toEqual(['vehicle.created', 'recon.moved', 'vehicle.priced']);
    expect(events.every((event) => event.subjectId === vehicleId)).toBe(true);
    expect(events[0]!.data).toMatchObject({ vehicle: { id: vehicleId, costCents: 2_150_000, costWithheld: false } });
    expect(events[2]!.data).toEqual({ vehicleId, fromCents: 2_499_500, toCents: 2_399_500, reason: 'market' });
    const ids = events.map((event) => Number(event.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const second = await graph.run(OWNER, GetEventsDocument, { after: events[0]!.id, first: 1 });
    expect(second.data!.events.edges.map((edge) => edge.node.type)).toEqual(['recon.moved']);
    expect(second.data!.events.pageInfo).toEqual({ hasNextPage: true, endCursor: events[1]!.id });
  });

  it('gives each reader only what they read: sections, token scopes, cost withheld, never another organization', async () => {
    const before = (await feed(OWNER)).at(-1)!.id;
    await graph.run(OWNER, UpdateOrganizationSettingDocument, { input: { key: 'hide_vehicle_cost', value: true } });
    const vehicleId = await createVehicle({ status: 'incoming' }, OWNER);
    const asOwner = await feed(OWNER, { after: before });
    expect(asOwner.map((event) => event.type)).toEqual(['vehicle.created', 'recon.moved']);
    expect(asOwner[0]!.data).toMatchObject({ vehicle: { id: vehicleId, costCents: 2_150_000 } });
    // The viewer holds inventory but not recon: the move is not in their feed, and cost is hidden from them.
    const asViewer = await feed(VIEWER, { after: before });
    expect(asViewer.map((event) => event.type)).toEqual(['vehicle.created']);
    expect(asViewer[0]!.data).toMatchObject({ vehicle: { id: vehicleId, costCents: null, costWithheld: true } });
    await graph.run(OWNER, UpdateOrganizationSettingDocument, { input: { key: 'hide_vehicle_cost', value: false } });
    const readToken = await tokenOf(['read']);
    const asToken = await graph.runWithToken(readToken, GetEventsDocument, { after: before });
    expect(asToken.data!.events.edges.map((edge) => edge.node.type)).toEqual(['vehicle.created', 'recon.moved']);
    const transportToken = await tokenOf(['transport']);
    expect(code(await graph.runWithToken(transportToken, GetEventsDocument, {}))).toBe('FORBIDDEN');
    expect(await feed(RIVAL_OWNER_EMAIL)).toEqual([]);
    expect(await feed(OWNER, { after: before, types: ['recon.moved'] })).toHaveLength(1);
  });

  it('refuses an unknown type, a bad cursor or page size, and a refused change leaves no event', async () => {
    for (const variables of [{ types: ['vehicle.exploded'] }, { after: 'abc' }, { first: 0 }, { first: 201 }]) {
      const answer = await graph.run(OWNER, GetEventsDocument, variables);
      expect(code(answer)).toBe('BAD_USER_INPUT');
    }
    const counts = await rowCounts(db());
    const refused = await graph.run(EDITOR, CreateVehicleDocument, { input: freshVehicle({ year: 1700 }) as never });
    expect(code(refused)).toBe('BAD_USER_INPUT');
    expect(changedRows(counts, await rowCounts(db()))).toEqual({});
  });

  it('prunes events older than the organization’s retention, default 30 days', async () => {
    const keep = await db()
      .insert(organizationEvents)
      .values([
        { organizationId: demoId, type: 'vehicle.sold', subjectType: 'vehicle', subjectId: demoId, data: {} },
        {
          organizationId: demoId,
          type: 'vehicle.sold',
          subjectType: 'vehicle',
          subjectId: demoId,
          data: {},
          occurredAt: sql`now() - interval '29 days'`,
        },
        {
          organizationId: demoId,
          type: 'vehicle.sold',
          subjectType: 'vehicle',
          subjectId: demoId,
          data: {},
          occurredAt: sql`now() - interval '31 days'`,
        },
      ])
      .returning({ id: organizationEvents.id });
    expect(await pruneEvents({ db: db() })).toBe(1);
    await graph.run(OWNER, UpdateOrganizationSettingDocument, { input: { key: 'event_retention_days', value: 7 } });
    expect(await pruneEvents({ db: db() })).toBe(1);
    const left = await db().select({ id: organizationEvents.id }).from(organizationEvents);
    expect(left.map((row) => row.id)).toContain(keep[0]!.id);
    const refused = await graph.run(OWNER, UpdateOrganizationSettingDocument, {
      input: { key: 'event_retention_days', value: 0 },
    });
    expect(code(refused)).toBe('BAD_USER_INPUT');
  });
});
