// The sales packet (issue 20): the packet read, share links (only a hash stored, views recorded,
// revoked or expired → 410, nothing else of the organization reachable with a link's token), and
// who may do what: roles, API tokens, another organization, bad input with nothing stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspections,
  organizations,
  repairOrderLines,
  repairOrders,
  salesPacketLinks,
  salesPacketViews,
  users,
  vehicles,
} from '../../server/db/schema';
import { SHARED_PACKET_BODY_LIMIT_BYTES } from '../../server/http/shared-packet';
import { hashSecretToken } from '../../server/services/secret-tokens';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const as = async (email: string) => cookieHeaders(await session(email));
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
// Loads per address a minute in this file's server: every test's loads count, from one address.
const PACKET_RATE_LIMIT = 40;
let demoId: string;
let vehicleId: string;
let otherVehicleId: string;

const PACKET =
  'query ($v: ID!) { salesPacket(vehicleId: $v) { vehicleId vin listPriceCents certifiedAt vinManufacturer inspections { templateKey } repairs { operation } dealershipName links { id state viewCount views { browser os deviceType } } } }';
const CREATE =
  'mutation ($input: CreateSalesPacketLinkInput!) { createSalesPacketLink(input: $input) { url link { id state expiresAt } } }';
const REVOKE = 'mutation ($id: ID!) { revokeSalesPacketLink(id: $id) { id state revokedAt } }';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Created = { createSalesPacketLink: { url: string; link: { id: string; state: string; expiresAt: string } } };
async function createLink(vehicle = vehicleId, input: Record<string, unknown> = {}) {
  const answer = await graphql<Created>(
    server.baseUrl,
    CREATE,
    { input: { vehicleId: vehicle, ...input } },
    await as('owner@demo.test'),
  );
  expect(answer.errors).toBeUndefined();
  const { url, link } = answer.data!.createSalesPacketLink;
  return { url, id: link.id, token: decodeURIComponent(new URL(url).pathname.split('/').pop()!) };
}
const openApi = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/sales-packets/${encodeURIComponent(token)}`, { headers });

beforeAll(async () => {
  server = await startTestServer({ env: { SALES_PACKET_RATE_LIMIT: String(PACKET_RATE_LIMIT) } });
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  const [vehicle] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: '1HGCM82633A004352',
      stockNumber: 'PKT1',
      year: 2021,
      make: 'Honda',
      model: 'Accord',
      mileage: 31_000,
      acquiredDate: '2025-01-02',
      listPriceCents: 2_499_500,
      costCents: 1_900_000,
      status: 'frontline',
      certifiedAt: new Date('2025-02-01T00:00:00Z'),
    })
    .returning();
  vehicleId = vehicle!.id;
  const [other] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: '1FTFW1E50NFA00099',
      stockNumber: 'PKT2',
      year: 2022,
      make: 'Ford',
      model: 'F-150',
      mileage: 9_000,
      acquiredDate: '2025-01-02',
    })
    .returning();
  otherVehicleId = other!.id;
  await db()
    .insert(inspections)
    .values({
      organizationId: demoId,
      vehicleId,
      templateKey: 'cpo',
      outcome: 'passed',
      completedAt: new Date('2025-01-20T00:00:00Z'),
    });
  await db()
    .insert(inspections)
    .values({
      organizationId: demoId,
      vehicleId,
      templateKey: 'express',
      outcome: 'failed',
      completedAt: new Date('2025-01-10T00:00:00Z'),
    });
  const [closed] = await db()
    .insert(repairOrders)
    .values({ organizationId: demoId, vehicleId, status: 'closed' })
    .returning();
  const [draft] = await db()
    .insert(repairOrders)
    .values({ organizationId: demoId, vehicleId, status: 'draft' })
    .returning();
  const line = { revision: 1, laborHundredths: 100, laborRateCents: 12_000, partsCents: 4_000, subletCostCents: 0 };
  await db()
    .insert(repairOrderLines)
    .values([
      { ...line, repairOrderId: closed!.id, operation: 'Replace front brake pads', decision: 'approved' },
      { ...line, repairOrderId: closed!.id, operation: 'Declined wheel alignment', decision: 'declined' },
      { ...line, repairOrderId: draft!.id, operation: 'Pending detail', decision: 'pending' },
    ]);
});
afterAll(() => server.close());

describe('the packet', () => {
  it('shows the vehicle, its price, what the VIN says, passed inspections, finished reconditioning and CPO', async () => {
    const answer = await graphql<{ salesPacket: Record<string, unknown> }>(
      server.baseUrl,
      PACKET,
      { v: vehicleId },
      await as('owner@demo.test'),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.salesPacket).toMatchObject({
      vehicleId,
      vin: '1HGCM82633A004352',
      listPriceCents: 2_499_500,
      certifiedAt: '2025-02-01T00:00:00.000Z',
      vinManufacturer: 'Honda',
      inspections: [{ templateKey: 'cpo' }],
      repairs: [{ operation: 'Replace front brake pads' }],
      dealershipName: 'Demo Motors',
    });
  });

  it('is refused to a member without the feature, and to a read token until the organization has it', async () => {
    expect(errorCode(await graphql(server.baseUrl, PACKET, { v: vehicleId }, await as('user@demo.test')))).toBe(
      'FORBIDDEN',
    );
    const owner = await as('owner@demo.test');
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: 'packet reader', scopes: ['read', 'write'] } },
      owner,
    );
    const token = bearer(created.data!.createApiToken.secret);
    expect(errorCode(await graphql(server.baseUrl, PACKET, { v: vehicleId }, token))).toBe('FORBIDDEN');
    const [demo] = await db().select().from(organizations).where(eq(organizations.id, demoId));
    await db()
      .update(organizations)
      .set({ featureFlags: [...demo!.featureFlags, 'sales_packet'] })
      .where(eq(organizations.id, demoId));
    try {
      const read = await graphql<{ salesPacket: { vehicleId: string } }>(
        server.baseUrl,
        PACKET,
        { v: vehicleId },
        token,
      );
      expect(read.data!.salesPacket.vehicleId).toBe(vehicleId);
      // Links go to customers from people: a write token never makes one.
      const before = await rowCounts(db());
      expect(errorCode(await graphql(server.baseUrl, CREATE, { input: { vehicleId } }, token))).toBe('FORBIDDEN');
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    } finally {
      await db().update(organizations).set({ featureFlags: demo!.featureFlags }).where(eq(organizations.id, demoId));
    }
  });

  it('a VIEWER with the feature reads the packet but makes no link', async () => {
    await db()
      .update(users)
      .set({ featureFlags: ['sales_packet'] })
      .where(eq(users.email, 'viewer@demo.test'));
    const viewer = await as('viewer@demo.test');
    expect((await graphql(server.baseUrl, PACKET, { v: vehicleId }, viewer)).errors).toBeUndefined();
    const before = await rowCounts(db());
    expect(errorCode(await graphql(server.baseUrl, CREATE, { input: { vehicleId } }, viewer))).toBe('FORBIDDEN');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});

describe('share links', () => {
  it('stores only the hash of the token, and the public read answers the packet and records the view', async () => {
    const link = await createLink(vehicleId, { days: 3, label: 'Maria' });
    expect(new URL(link.url).pathname).toBe(`/packet/${link.token}`);
    const [row] = await db().select().from(salesPacketLinks).where(eq(salesPacketLinks.id, link.id));
    expect(row!.tokenHash).toBe(hashSecretToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3 * 24 * 3600 * 1000, -4);

    const response = await openApi(link.token, { 'user-agent': IPHONE });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { packet: Record<string, unknown> };
    expect(body.packet).toMatchObject({
      vehicleId,
      vin: '1HGCM82633A004352',
      repairs: [{ operation: 'Replace front brake pads' }],
    });
    // What the dealership paid, the link's note and the other links stay inside.
    expect(JSON.stringify(body)).not.toMatch(/costCents|1900000|Maria|links/);

    const views = await db().select().from(salesPacketViews).where(eq(salesPacketViews.linkId, link.id));
    expect(views).toEqual([expect.objectContaining({ browser: 'Mobile Safari', os: 'iOS', deviceType: 'mobile' })]);
    const packet = await graphql<{
      salesPacket: { links: { id: string; viewCount: number; views: { browser: string }[] }[] };
    }>(server.baseUrl, PACKET, { v: vehicleId }, await as('owner@demo.test'));
    expect(packet.data!.salesPacket.links.find((entry) => entry.id === link.id)).toMatchObject({
      viewCount: 1,
      views: [{ browser: 'Mobile Safari' }],
    });
  });

  it('a revoked link answers 410 at once and records nothing; revoking again is a CONFLICT', async () => {
    const link = await createLink();
    const revoked = await graphql<{ revokeSalesPacketLink: { state: string } }>(
      server.baseUrl,
      REVOKE,
      { id: link.id },
      await as('editor@demo.test'),
    );
    expect(revoked.data!.revokeSalesPacketLink.state).toBe('revoked');
    const before = await rowCounts(db());
    const response = await openApi(link.token);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: { code: 'GONE', reason: 'revoked' } });
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    expect(errorCode(await graphql(server.baseUrl, REVOKE, { id: link.id }, await as('owner@demo.test')))).toBe(
      'CONFLICT',
    );
  });

  it('an expired link answers 410; an unknown or malformed token 404', async () => {
    const link = await createLink();
    await db()
      .update(salesPacketLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(salesPacketLinks.id, link.id));
    const expired = await openApi(link.token);
    expect([expired.status, ((await expired.json()) as { error: { reason: string } }).error.reason]).toEqual([
      410,
      'expired',
    ]);
    expect((await openApi('A'.repeat(43))).status).toBe(404);
    expect((await openApi('not-a-token')).status).toBe(404);
  });

  it('a link token opens nothing else: not the graph, not another vehicle', async () => {
    const link = await createLink();
    const graphAnswer = await graphql(
      server.baseUrl,
      '{ vehicles(first: 1) { edges { node { id } } } }',
      {},
      bearer(link.token),
    );
    expect(errorCode(graphAnswer)).toBe('UNAUTHENTICATED');
    const body = (await (await openApi(link.token)).json()) as { packet: { vehicleId: string } };
    expect(body.packet.vehicleId).toBe(vehicleId);
    expect(JSON.stringify(body)).not.toContain(otherVehicleId);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const owner = await as('owner@demo.test');
    for (const input of [
      { vehicleId, days: 0 },
      { vehicleId, days: 91 },
      { vehicleId, days: 1.5 },
      { vehicleId, label: 'x'.repeat(121) },
      { vehicleId: 'nope' },
    ]) {
      const before = await rowCounts(db());
      const answer = await graphql(server.baseUrl, CREATE, { input }, owner);
      expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(errorCode(answer));
      expect(answer.errors![0]!.message.length).toBeGreaterThan(10);
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    }
  });

  it('without SMTP the packet says e-mail is off, and a link to e-mail is refused before anything is made', async () => {
    const owner = await as('owner@demo.test');
    const packet = await graphql<{ salesPacket: { emailAvailable: boolean } }>(
      server.baseUrl,
      'query ($v: ID!) { salesPacket(vehicleId: $v) { emailAvailable } }',
      { v: vehicleId },
      owner,
    );
    expect(packet.data!.salesPacket.emailAvailable).toBe(false);
    const before = await rowCounts(db());
    const answer = await graphql(
      server.baseUrl,
      CREATE,
      { input: { vehicleId, sendTo: 'shopper@example.com' } },
      owner,
    );
    expect(errorCode(answer)).toBe('SERVICE_UNAVAILABLE');
    expect(answer.errors![0]!.message).toMatch(/SMTP/);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('another organization’s OWNER with the feature gets NOT_FOUND for Demo Motors’ vehicle and links', async () => {
    const rival = await createRivalOrganization(db());
    await db()
      .update(users)
      .set({ featureFlags: ['sales_packet'] })
      .where(eq(users.id, rival.owner.id));
    const rivalOwner = await as(RIVAL_OWNER_EMAIL);
    const link = await createLink();
    const before = await rowCounts(db());
    expect(errorCode(await graphql(server.baseUrl, PACKET, { v: vehicleId }, rivalOwner))).toBe('NOT_FOUND');
    expect(errorCode(await graphql(server.baseUrl, CREATE, { input: { vehicleId } }, rivalOwner))).toBe('NOT_FOUND');
    expect(errorCode(await graphql(server.baseUrl, REVOKE, { id: link.id }, rivalOwner))).toBe('NOT_FOUND');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    expect((await openApi(link.token)).status).toBe(200);
  });
});

describe('the public route’s limits', () => {
  it('refuses a body over its limit with 413', async () => {
    const response = await fetch(`${server.baseUrl}/api/sales-packets/${'A'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(SHARED_PACKET_BODY_LIMIT_BYTES + 1),
    });
    expect(response.status).toBe(413);
  });

  it('is rate-limited per address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PACKET_RATE_LIMIT; index += 1) statuses.push((await openApi('B'.repeat(43))).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = await openApi('B'.repeat(43));
    expect([refused.status, Number(refused.headers.get('retry-after'))]).toEqual([429, expect.any(Number)]);
  });
});
