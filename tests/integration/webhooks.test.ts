// Partner events (issue 38, docs/webhooks.md): the event log appended in each change's
// transaction, the feed as each role and token scope may read it, retention; webhook endpoints
// (OWNER only), signed deliveries to a receiver on loopback, retries, order, pausing, refusal of
// private addresses. One file: each costs seconds of set-up on this machine.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeVehiclePriceDocument } from '../../graphql/generated/operations/ChangeVehiclePrice';
import { CreateApiTokenDocument } from '../../graphql/generated/operations/CreateApiToken';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { CreateWebhookEndpointDocument } from '../../graphql/generated/operations/CreateWebhookEndpoint';
import { DeleteWebhookEndpointDocument } from '../../graphql/generated/operations/DeleteWebhookEndpoint';
import { GetEventsDocument } from '../../graphql/generated/operations/GetEvents';
import { GetWebhookEndpointsDocument } from '../../graphql/generated/operations/GetWebhookEndpoints';
import { ResendWebhookDeliveryDocument } from '../../graphql/generated/operations/ResendWebhookDelivery';
import { ResumeWebhookEndpointDocument } from '../../graphql/generated/operations/ResumeWebhookEndpoint';
import { UpdateOrganizationSettingDocument } from '../../graphql/generated/operations/UpdateOrganizationSetting';
import { verifySigned } from '../../server/http/signed-inbound';
import { isRefusedAddress, resolveTarget } from '../../server/services/webhooks/address';
import { deliverEndpoint, type DeliverySettings } from '../../server/services/webhooks/dispatch';
import type { DatabaseHandle } from '../../server/db/client';
import { organizationEvents, users, webhookEndpoints } from '../../server/db/schema';
import { pruneEvents } from '../../server/services/events/prune';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const SECRETS_KEY = Buffer.alloc(32, 7);
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
  graph = await startInProcessGraph(database, { secretsKey: SECRETS_KEY, webhookAllowPrivate: true });
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
  await createRivalOrganization(db());
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
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

// A partner's receiver on loopback: answers each request as `answers` says (a status, or 'hang'), 200 after them.
type Received = { headers: IncomingHttpHeaders; body: string };
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const answers: (number | 'hang')[] = [];

async function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer).end(answer === 200 ? 'thanks' : 'x'.repeat(3000));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
}

const SETTINGS: DeliverySettings = {
  timeoutMs: 300,
  retryBaseMs: 1_000,
  retryMaxMs: 10_000,
  failureWindowMs: 24 * 60 * 60_000,
  allowPrivate: true,
};
let clock = Date.now();
const mails: { to: string; subject: string }[] = [];
const deliver = (endpointId: string, settings: Partial<DeliverySettings> = {}) =>
  deliverEndpoint({
    db: db(),
    endpointId,
    secretsKey: SECRETS_KEY,
    settings: { ...SETTINGS, ...settings },
    mailer: { send: async (mail) => void mails.push(mail) },
    now: () => new Date(clock),
    random: () => 1,
  });

async function endpointFor(eventTypes: string[]): Promise<{ id: string; secret: string }> {
  const answer = await graph.run(OWNER, CreateWebhookEndpointDocument, { input: { url: receiverUrl, eventTypes } });
  expect(answer.errors).toBeUndefined();
  return { id: answer.data!.createWebhookEndpoint.endpoint.id, secret: answer.data!.createWebhookEndpoint.secret };
}

async function price(vehicleId: string, listPriceCents: number) {
  const answer = await graph.run(EDITOR, ChangeVehiclePriceDocument, { input: { id: vehicleId, listPriceCents } });
  expect(answer.errors).toBeUndefined();
}

const eventOf = (request: Received) =>
  JSON.parse(request.body) as { id: string; event: string; data: { toCents: number } };

describe('webhook endpoints and deliveries', () => {
  beforeAll(startReceiver);

  it('lets only an OWNER, signed in, manage endpoints; bad input and other organizations’ ids store nothing', async () => {
    const input = { url: receiverUrl, eventTypes: ['vehicle.priced'] };
    expect(code(await graph.run(EDITOR, CreateWebhookEndpointDocument, { input }))).toBe('FORBIDDEN');
    const writeToken = await tokenOf(['read', 'write']);
    expect(code(await graph.runWithToken(writeToken, CreateWebhookEndpointDocument, { input }))).toBe('FORBIDDEN');
    expect(code(await graph.runWithToken(writeToken, GetWebhookEndpointsDocument, {}))).toBe('FORBIDDEN');
    const counts = await rowCounts(db());
    for (const bad of [
      { ...input, url: 'ftp://example.com/hooks' },
      { ...input, url: 'not a url' },
      { ...input, eventTypes: [] },
      { ...input, eventTypes: ['vehicle.exploded'] },
    ]) {
      const answer = await graph.run(OWNER, CreateWebhookEndpointDocument, { input: bad });
      expect(code(answer)).toBe('BAD_USER_INPUT');
    }
    expect(changedRows(counts, await rowCounts(db()))).toEqual({});
    const { id } = await endpointFor(['vehicle.priced']);
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, DeleteWebhookEndpointDocument, { id }))).toBe('NOT_FOUND');
    expect((await graph.run(RIVAL_OWNER_EMAIL, GetWebhookEndpointsDocument, {})).data!.webhookEndpoints).toEqual([]);
    expect((await graph.run(OWNER, DeleteWebhookEndpointDocument, { id })).data!.deleteWebhookEndpoint).toBe(id);
  });

  it('POSTs each event signed with the endpoint’s secret, in the pinned headers and body, and logs it', async () => {
    const { id, secret } = await endpointFor(['vehicle.priced']);
    const vehicleId = await createVehicle();
    await price(vehicleId, 2_000_000);
    received.length = 0;
    expect(await deliver(id)).toEqual({ retryAt: null, sent: 1 });
    const [request] = received;
    const parts = {
      timestamp: request!.headers['x-lotwise-timestamp'] as string,
      deliveryId: request!.headers['x-lotwise-delivery'] as string,
      signature: request!.headers['x-lotwise-signature'] as string,
    };
    expect(verifySigned(secret, parts, Buffer.from(request!.body), clock)).toEqual({
      ok: true,
      deliveryId: parts.deliveryId,
    });
    expect(request!.headers['x-lotwise-event']).toBe('vehicle.priced');
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['id', 'event', 'occurredAt', 'organizationId', 'data']);
    expect(body).toMatchObject({
      event: 'vehicle.priced',
      organizationId: demoId,
      data: { vehicleId, toCents: 2_000_000 },
    });
    const log = await graph.run(OWNER, GetWebhookEndpointsDocument, {});
    const endpoint = log.data!.webhookEndpoints.find((row) => row.id === id)!;
    expect(endpoint.deliveries[0]).toMatchObject({
      id: parts.deliveryId,
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'thanks',
    });
    // Sent again: the same body under a new delivery id.
    const resent = await graph.run(OWNER, ResendWebhookDeliveryDocument, { id: parts.deliveryId });
    expect(resent.data!.resendWebhookDelivery.status).toBe('pending');
    await deliver(id);
    expect(received[1]!.body).toBe(request!.body);
    expect(received[1]!.headers['x-lotwise-delivery']).toBe(resent.data!.resendWebhookDelivery.id);
    await graph.run(OWNER, DeleteWebhookEndpointDocument, { id });
  });

  it('retries after a 500 and after a timeout with back-off, holding later events back, in order', async () => {
    const { id } = await endpointFor(['vehicle.priced']);
    const vehicleId = await createVehicle();
    await price(vehicleId, 1_900_000);
    await price(vehicleId, 1_800_000);
    received.length = 0;
    answers.push(500, 'hang');
    const first = await deliver(id);
    expect(first.sent).toBe(0);
    expect(first.retryAt!.getTime()).toBe(clock + 1_000);
    expect(await deliver(id)).toEqual({ retryAt: first.retryAt, sent: 0 });
    clock += 1_000;
    const second = await deliver(id);
    expect(second.retryAt!.getTime()).toBe(clock + 2_000);
    clock += 2_000;
    expect(await deliver(id)).toEqual({ retryAt: null, sent: 2 });
    expect(received.map((request) => eventOf(request).data.toCents)).toEqual([
      1_900_000, 1_900_000, 1_900_000, 1_800_000,
    ]);
    const log = await graph.run(OWNER, GetWebhookEndpointsDocument, {});
    const older = log.data!.webhookEndpoints.find((row) => row.id === id)!.deliveries[1]!;
    expect(older).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200 });
    await graph.run(OWNER, DeleteWebhookEndpointDocument, { id });
  });

  it('pauses an endpoint failing for 24 hours and tells its OWNERs; resuming sends what waited', async () => {
    const { id } = await endpointFor(['vehicle.priced']);
    const vehicleId = await createVehicle();
    await price(vehicleId, 1_700_000);
    received.length = 0;
    answers.push(500, 500);
    await deliver(id);
    clock += 24 * 60 * 60_000;
    expect(await deliver(id)).toEqual({ retryAt: null, sent: 0 });
    const [paused] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(paused).toMatchObject({ state: 'paused', pausedReason: 'failing' });
    expect(mails.map((mail) => mail.to)).toContain(OWNER);
    expect(await deliver(id)).toEqual({ retryAt: null, sent: 0 });
    await graph.run(OWNER, ResumeWebhookEndpointDocument, { id });
    clock += 60 * 60_000;
    expect(await deliver(id)).toEqual({ retryAt: null, sent: 1 });
    expect(received).toHaveLength(3);
    await graph.run(OWNER, DeleteWebhookEndpointDocument, { id });
  });

  it('refuses loopback and private addresses at delivery unless WEBHOOK_ALLOW_PRIVATE', async () => {
    const { id } = await endpointFor(['vehicle.priced']);
    const vehicleId = await createVehicle();
    await price(vehicleId, 1_600_000);
    received.length = 0;
    const refused = await deliver(id, { allowPrivate: false });
    expect(refused.sent).toBe(0);
    expect(received).toEqual([]);
    const log = await graph.run(OWNER, GetWebhookEndpointsDocument, {});
    const delivery = log.data!.webhookEndpoints.find((row) => row.id === id)!.deliveries[0]!;
    expect(delivery).toMatchObject({ status: 'retrying', responseStatus: null });
    expect(delivery.responseBody).toMatch(/^Refused/);
    // After resolution, every address of the name is checked; the connection goes to the checked one.
    expect(await resolveTarget('localhost', false)).toMatchObject({ ok: false });
    expect(await resolveTarget('127.0.0.1', true)).toEqual({ ok: true, address: '127.0.0.1', family: 4 });
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
    expect(isRefusedAddress('93.184.216.34')).toBe(false);
    await graph.run(OWNER, DeleteWebhookEndpointDocument, { id });
  });
});
