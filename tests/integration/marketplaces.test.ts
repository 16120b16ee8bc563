// Classifieds marketplaces (issue 20, part 6): a feed per marketplace through the graph (settings +
// `marketplace_sales`, people only), the listing it serves without a session (CSV and XML that
// parse back to the front-line stock and never its cost, photos and packet links through the
// feed, 404/410/429), and the signed leads a marketplace posts back (stored and shown; every
// refusal answered before anything is stored), with who may read and move them.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeMarketplaceLeadStateDocument } from '../../graphql/generated/operations/ChangeMarketplaceLeadState';
import { CreateMarketplaceFeedDocument } from '../../graphql/generated/operations/CreateMarketplaceFeed';
import { ListMarketplaceFeedsDocument } from '../../graphql/generated/operations/ListMarketplaceFeeds';
import { ListMarketplaceLeadsDocument } from '../../graphql/generated/operations/ListMarketplaceLeads';
import { RevokeMarketplaceFeedDocument } from '../../graphql/generated/operations/RevokeMarketplaceFeed';
import {
  auditLog,
  marketplaceFeeds,
  marketplaceLeads,
  salesPacketLinks,
  users,
  vehiclePhotos,
  vehicles,
} from '../../server/db/schema';
import { MARKETPLACE_LEAD_MAX_BYTES } from '../../server/http/marketplace-leads';
import { open } from '../../server/services/secret-box';
import { writeAffectingViewers } from '../../server/services/users/viewer-changes';
import { LISTING_CSV_COLUMNS, PHOTO_URL_SEPARATOR } from '../../src/shared/marketplaces/listing';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { cookieHeaders, demoSessions } from './support/auth';
import { graphql } from './support/clients';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { demoOrganizationId, errorCode } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';
import { postDelivery } from './support/stand-in-dms';
import { childText, parseXml } from './support/xml';

const KEY = randomBytes(32);
// Pulls per feed token and address a minute in this file's server: each test pulls a feed of its own.
const FEED_RATE_LIMIT = 8;
const OWNER = 'owner@demo.test';
let server: TestServer;
let graph: InProcessGraph;
let demoId: string;
/** A front-line vehicle of this file, with a photo, and one in recon (never listed). */
let listed: { id: string; vin: string; stockNumber: string; photoId: string };
let inRecon: { id: string; vin: string };
const db = () => server.database.db;
const session = demoSessions(() => server.baseUrl);

/** An answer's data, after checking it carries no error. */
function dataOf<T>(answer: { data?: T | null; errors?: unknown }): T {
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** Sets a user's own flags as the product does, so cached viewers see them at once. */
const setFlags = (email: string, featureFlags: string[]) =>
  writeAffectingViewers(db(), { everyone: true }, (tx) =>
    tx.update(users).set({ featureFlags }).where(eq(users.email, email)),
  );

type Feed = { id: string; csvUrl: string; xmlUrl: string; leadSecret: string; leadsUrl: string; token: string };

async function createFeed(name = 'Cars.com', as = OWNER): Promise<Feed> {
  const created = dataOf(await graph.run(as, CreateMarketplaceFeedDocument, { name })).createMarketplaceFeed;
  // The graph's URLs name the in-process graph's origin; the same paths on this file's server.
  const local = (url: string) => `${server.baseUrl}${new URL(url).pathname}`;
  return {
    id: created.feed.id,
    csvUrl: local(created.csvUrl),
    xmlUrl: local(created.xmlUrl),
    leadSecret: created.leadSecret,
    leadsUrl: local(created.feed.leadsUrl),
    token: decodeURIComponent(new URL(created.csvUrl).pathname.split('/')[3]!),
  };
}

const lead = (overrides: Record<string, unknown> = {}) => ({
  vin: listed.vin,
  customer: { name: 'Dana Whitfield', email: 'dana@example.com', phone: '512-555-0161' },
  message: 'Is it still available?',
  listingUrl: 'https://www.cars.com/vehicledetail/123/',
  ...overrides,
});

const postLead = (
  feed: Feed,
  body: unknown,
  options: { deliveryId?: string; signedAt?: number; secret?: string; contentType?: string } = {},
) =>
  postDelivery({
    url: feed.leadsUrl,
    secret: options.secret ?? feed.leadSecret,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    contentType: options.contentType ?? 'application/json',
    deliveryId: options.deliveryId,
    signedAt: options.signedAt,
  });

/** Every row a lead could write, whole: a refused delivery leaves all of them as they were. */
async function stored() {
  return {
    leads: await db().select().from(marketplaceLeads).orderBy(asc(marketplaceLeads.id)),
    audit: (await db().select({ id: auditLog.id }).from(auditLog)).length,
  };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { SECRETS_KEY: KEY.toString('base64'), MARKETPLACE_FEED_RATE_LIMIT: String(FEED_RATE_LIMIT) },
  });
  graph = await startInProcessGraph(server.database, { secretsKey: KEY });
  demoId = await demoOrganizationId(server);
  const [vehicle] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: withCheckDigit('1HGCV1F30LA900001'),
      stockNumber: 'MKT1',
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      trim: '=HYPERLINK("http://evil")',
      bodyStyle: 'Sedan',
      exteriorColor: 'Blue & <Gray>',
      mileage: 31_000,
      acquiredDate: '2026-10-01',
      costCents: 1_234_500,
      listPriceCents: 2_399_500,
      status: 'frontline',
    })
    .returning();
  const [photo] = await db()
    .insert(vehiclePhotos)
    .values({
      organizationId: demoId,
      vehicleId: vehicle!.id,
      position: 0,
      isMain: true,
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      image: Buffer.from('listed-photo-bytes'),
      thumbnailContentType: 'image/webp',
      thumbnailWidth: 1,
      thumbnailHeight: 1,
      thumbnail: Buffer.from('thumb'),
    })
    .returning();
  listed = { id: vehicle!.id, vin: vehicle!.vin, stockNumber: vehicle!.stockNumber, photoId: photo!.id };
  const [recon] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: withCheckDigit('1HGCV1F30LA900002'),
      stockNumber: 'MKT2',
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      mileage: 1,
      acquiredDate: '2026-10-01',
      status: 'in_recon',
    })
    .returning();
  inRecon = { id: recon!.id, vin: recon!.vin };
});
afterAll(async () => {
  await graph.close();
  await server.close();
});

describe('the listing feed', () => {
  it('serves the front-line stock as CSV that parses back: every front-line vehicle, nothing else, never cost', async () => {
    const feed = await createFeed();
    const response = await fetch(feed.csvUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const text = await response.text();
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...LISTING_CSV_COLUMNS]);
    const frontline = await db()
      .select({ vin: vehicles.vin })
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, demoId), eq(vehicles.status, 'frontline')));
    expect(parsed.data.map((row) => row.VIN).sort()).toEqual(frontline.map((row) => row.vin).sort());
    expect(text).not.toContain(inRecon.vin);
    expect(text).not.toMatch(/12345\.00|cost/i);
    const row = parsed.data.find((candidate) => candidate.VIN === listed.vin)!;
    expect(row).toMatchObject({
      'Stock Number': 'MKT1',
      Year: '2020',
      Make: 'Honda',
      Price: '23995.00',
      Mileage: '31000',
      'Exterior Color': 'Blue & <Gray>',
      Certified: 'No',
      'VIN Manufacturer': 'Honda',
      'In Stock Since': '2026-10-01',
    });
    // A cell a spreadsheet would run is written with a leading apostrophe.
    expect(row.Trim).toBe('\'=HYPERLINK("http://evil")');
    expect(row['Photo URLs']!.split(PHOTO_URL_SEPARATOR)).toEqual([
      `${server.baseUrl}/api/marketplace-feeds/${feed.token}/photos/${listed.photoId}`,
    ]);
    // The pull is recorded on the feed.
    const [pulled] = await db().select().from(marketplaceFeeds).where(eq(marketplaceFeeds.id, feed.id));
    expect(pulled).toMatchObject({ pullCount: 1, lastPullRows: frontline.length });
    expect(pulled!.lastPulledAt).not.toBeNull();
  });

  it('serves the same stock as XML that parses back, escaped', async () => {
    const feed = await createFeed('AutoTrader');
    const response = await fetch(feed.xmlUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const inventory = parseXml(await response.text());
    expect(inventory.name).toBe('inventory');
    expect(inventory.attributes.dealer).toBe('Demo Motors');
    const vehicle = inventory.children.find((child) => childText(child, 'vin') === listed.vin)!;
    expect(childText(vehicle, 'exterior_color')).toBe('Blue & <Gray>');
    expect(childText(vehicle, 'trim')).toBe('=HYPERLINK("http://evil")');
    expect(childText(vehicle, 'price')).toBe('23995.00');
    expect(
      vehicle.children.find((child) => child.name === 'photos')!.children.map((photo) => photo.attributes.url),
    ).toEqual([`${server.baseUrl}/api/marketplace-feeds/${feed.token}/photos/${listed.photoId}`]);
    expect(vehicle.children.map((child) => child.name)).not.toContain('cost');
    expect(inventory.children.map((child) => childText(child, 'vin'))).not.toContain(inRecon.vin);
    expect(Number(inventory.attributes.count)).toBe(inventory.children.length);
  });

  it('lists each vehicle with a packet link that opens its packet, kept from pull to pull, revoked with the feed', async () => {
    const feed = await createFeed('CarGurus');
    const packetOf = async () => {
      const rows = Papa.parse<Record<string, string>>(await (await fetch(feed.csvUrl)).text(), {
        header: true,
        skipEmptyLines: true,
      }).data;
      return rows.find((row) => row.VIN === listed.vin)!['Packet URL']!;
    };
    const first = await packetOf();
    expect(first).toMatch(new RegExp(`^${server.baseUrl}/packet/[A-Za-z0-9_-]{43}$`));
    expect(await packetOf()).toBe(first);
    const token = first.split('/').pop()!;
    const opened = await fetch(`${server.baseUrl}/api/sales-packets/${token}`);
    expect(opened.status).toBe(200);
    const packet = ((await opened.json()) as { packet: { vin: string; listPriceCents: number } }).packet;
    expect(packet).toMatchObject({ vin: listed.vin, listPriceCents: 2_399_500 });
    expect(JSON.stringify(packet)).not.toContain('1234500');
    // Only hashes are stored: the link's token is nowhere in the database.
    const links = await db().select().from(salesPacketLinks).where(eq(salesPacketLinks.marketplaceFeedId, feed.id));
    expect(links.filter((link) => link.vehicleId === listed.id)).toHaveLength(1);
    expect(JSON.stringify(links)).not.toContain(token);
    // A link that is about to end is replaced by the next pull; the old one still opens until it ends.
    await db()
      .update(salesPacketLinks)
      .set({ expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
      .where(eq(salesPacketLinks.marketplaceFeedId, feed.id));
    const renewed = await packetOf();
    expect(renewed).not.toBe(first);
    expect((await fetch(`${server.baseUrl}/api/sales-packets/${token}`)).status).toBe(200);
    dataOf(await graph.run(OWNER, RevokeMarketplaceFeedDocument, { id: feed.id }));
    for (const url of [first, renewed])
      expect((await fetch(`${server.baseUrl}/api/sales-packets/${url.split('/').pop()}`)).status).toBe(410);
  });

  it("serves a listed vehicle's photo through the feed, and nothing else", async () => {
    const feed = await createFeed('Photo feed');
    const url = `${server.baseUrl}/api/marketplace-feeds/${feed.token}/photos/${listed.photoId}`;
    const photo = await fetch(url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).toString()).toBe('listed-photo-bytes');
    expect((await fetch(url, { headers: { 'if-none-match': photo.headers.get('etag')! } })).status).toBe(304);
    // A photo of a vehicle that is not front-line, or of another organization, is not found.
    const [other] = await db()
      .insert(vehiclePhotos)
      .values({
        organizationId: demoId,
        vehicleId: inRecon.id,
        position: 0,
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        image: Buffer.from('x'),
        thumbnailContentType: 'image/webp',
        thumbnailWidth: 1,
        thumbnailHeight: 1,
        thumbnail: Buffer.from('x'),
      })
      .returning();
    expect((await fetch(url.replace(listed.photoId, other!.id))).status).toBe(404);
    expect((await fetch(url.replace(listed.photoId, 'not-a-uuid'))).status).toBe(404);
    // The product's own photo URL still needs a session.
    expect((await fetch(`${server.baseUrl}/api/photos/${listed.photoId}`)).status).toBe(401);
  });

  it('answers an unknown token 404 and a revoked feed 410 with a JSON reason, at once', async () => {
    const feed = await createFeed('Revoked soon');
    expect((await fetch(feed.csvUrl)).status).toBe(200);
    const unknown = await fetch(`${server.baseUrl}/api/marketplace-feeds/${'A'.repeat(43)}/listings.csv`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    const revoked = dataOf(
      await graph.run(OWNER, RevokeMarketplaceFeedDocument, { id: feed.id }),
    ).revokeMarketplaceFeed;
    expect(revoked.state).toBe('revoked');
    for (const url of [
      feed.csvUrl,
      feed.xmlUrl,
      `${server.baseUrl}/api/marketplace-feeds/${feed.token}/photos/${listed.photoId}`,
    ]) {
      const gone = await fetch(url);
      expect(gone.status).toBe(410);
      expect(gone.headers.get('cache-control')).toBe('no-store');
      expect(await gone.json()).toMatchObject({ error: 'GONE', message: expect.stringContaining('revoked') });
    }
    expect(errorCode(await graph.run(OWNER, RevokeMarketplaceFeedDocument, { id: feed.id }))).toBe('CONFLICT');
  });

  it('limits pulls per token and address (429 with Retry-After), refuses bodies (413) and other methods (405)', async () => {
    const url = `${server.baseUrl}/api/marketplace-feeds/${'B'.repeat(43)}/listings.xml`;
    const statuses: number[] = [];
    for (let index = 0; index <= FEED_RATE_LIMIT; index += 1) statuses.push((await fetch(url)).status);
    expect(statuses).toEqual([...Array(FEED_RATE_LIMIT).fill(404), 429]);
    const limited = await fetch(url);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token from the same address is counted apart.
    expect((await fetch(url.replace('B'.repeat(43), 'C'.repeat(43)))).status).toBe(404);
    const body = await fetch(url.replace('B'.repeat(43), 'D'.repeat(43)), { method: 'POST', body: 'x'.repeat(4096) });
    expect(body.status).toBe(413);
    expect((await fetch(url.replace('B'.repeat(43), 'D'.repeat(43)), { method: 'DELETE' })).status).toBe(405);
  });
});

describe('leads a marketplace posts back', () => {
  let feed: Feed;
  beforeAll(async () => {
    feed = await createFeed('Leads feed');
  });

  it('stores a signed lead on the vehicle and shows it to sales staff, audited without the customer', async () => {
    const answer = await postLead(feed, lead({ receivedAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(answer.status).toBe(201);
    expect(answer.body.lead).toMatchObject({
      vin: listed.vin,
      stockNumber: 'MKT1',
      state: 'new',
      deliveryId: answer.deliveryId,
    });
    const leads = dataOf(
      await graph.run('editor@demo.test', ListMarketplaceLeadsDocument, { vehicleId: listed.id }),
    ).marketplaceLeads;
    expect(leads.totalCount).toBe(1);
    expect(leads.edges[0]!.node).toMatchObject({
      marketplace: 'Leads feed',
      customerName: 'Dana Whitfield',
      customerEmail: 'dana@example.com',
      message: 'Is it still available?',
      state: 'new',
      vin: listed.vin,
    });
    const [audited] = await db().select().from(auditLog).where(eq(auditLog.action, 'marketplace_lead.received'));
    expect(audited).toMatchObject({ actorUserId: null, targetId: listed.id });
    expect(JSON.stringify(audited)).not.toContain('Dana');
    // By stock number too; both given must name the same vehicle.
    expect((await postLead(feed, lead({ vin: undefined, stockNumber: 'MKT1' }))).status).toBe(201);
    const [feedRow] = dataOf(await graph.run(OWNER, ListMarketplaceFeedsDocument, {})).marketplaceFeeds.filter(
      (row) => row.id === feed.id,
    );
    expect(feedRow!.leadCount).toBe(2);
  });

  it('refuses a wrong signature, an unknown feed and no signature with 401, storing nothing', async () => {
    const before = await stored();
    expect((await postLead(feed, lead(), { secret: 'lwmkt_guess' })).status).toBe(401);
    const forged = await postDelivery({
      url: feed.leadsUrl,
      secret: feed.leadSecret,
      body: JSON.stringify(lead()),
      contentType: 'application/json',
      signature: `sha256=${'0'.repeat(64)}`,
    });
    expect(forged).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
    expect((await postLead({ ...feed, leadsUrl: feed.leadsUrl.replace(feed.id, randomUUID()) }, lead())).status).toBe(
      401,
    );
    const unsigned = await fetch(feed.leadsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead()),
    });
    expect(unsigned.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses a replayed delivery id (409) and a stale timestamp (401)', async () => {
    const first = await postLead(feed, lead());
    expect(first.status).toBe(201);
    const before = await stored();
    const replay = await postLead(feed, lead({ message: 'Again' }), { deliveryId: first.deliveryId });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toContain(first.deliveryId);
    const stale = await postLead(feed, lead(), { signedAt: Date.now() - 6 * 60_000 });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toContain('minutes');
    expect(await stored()).toEqual(before);
  });

  it('refuses an oversized body (413), another media type (415), bad JSON and bad fields (400 naming the field), storing nothing', async () => {
    const before = await stored();
    const huge = await postLead(feed, lead({ message: 'x'.repeat(MARKETPLACE_LEAD_MAX_BYTES) }));
    expect(huge).toMatchObject({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('64 KB') },
    });
    expect((await postLead(feed, lead(), { contentType: 'text/plain' })).status).toBe(415);
    const notJson = await postLead(feed, '{"vin": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('not JSON');
    const cases: [unknown, string][] = [
      [lead({ vin: undefined }), 'vin'],
      [lead({ vin: 'NOT-A-VIN' }), 'vin'],
      [lead({ customer: { name: '', phone: '512-555-0100' } }), 'customer.name'],
      [lead({ customer: { name: 'No Way To Answer' } }), 'customer.email'],
      [lead({ customer: { name: 'Bad Mail', email: 'not-mail' } }), 'customer.email'],
      [lead({ message: '' }), 'message'],
      [lead({ listingUrl: 'javascript:alert(1)' }), 'listingUrl'],
      [lead({ receivedAt: 'yesterday' }), 'receivedAt'],
      [lead({ receivedAt: new Date(Date.now() + 3_600_000).toISOString() }), 'receivedAt'],
      [[lead()], '(body)'],
    ];
    for (const [body, field] of cases) {
      const answer = await postLead(feed, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body.issues as { path: string }[]).map((issue) => issue.path)).toContain(field);
      expect(answer.body.message).toContain(field === '(body)' ? 'JSON object' : field);
    }
    expect(await stored()).toEqual(before);
  });

  it("answers 404 for a vehicle not in the feed's organization, storing nothing", async () => {
    const rival = await createRivalOrganization(db());
    const [rivalVehicle] = await db()
      .insert(vehicles)
      .values({
        organizationId: rival.organization.id,
        vin: withCheckDigit('1FTFW1E50NFA90001'),
        stockNumber: 'RIVAL1',
        year: 2022,
        make: 'Ford',
        model: 'F-150',
        mileage: 1,
        acquiredDate: '2026-10-01',
        status: 'frontline',
      })
      .returning();
    const before = await stored();
    const answer = await postLead(feed, lead({ vin: rivalVehicle!.vin }));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain(rivalVehicle!.vin);
    expect((await postLead(feed, lead({ stockNumber: 'RIVAL1' }))).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses every lead once the feed is revoked (401)', async () => {
    const doomed = await createFeed('Doomed');
    expect((await postLead(doomed, lead())).status).toBe(201);
    dataOf(await graph.run(OWNER, RevokeMarketplaceFeedDocument, { id: doomed.id }));
    const before = await stored();
    expect((await postLead(doomed, lead())).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('leads in the graph', () => {
  let leadId: string;
  beforeAll(async () => {
    const feed = await createFeed('State feed');
    leadId = (
      (await postLead(feed, lead({ customer: { name: 'State Mover', phone: '512-555-0199' } }))).body.lead as {
        id: string;
      }
    ).id;
  });

  it('moves new → contacted → closed with scope 2; out of order is a CONFLICT changing nothing; each move audited', async () => {
    const moved = dataOf(
      await graph.run('editor@demo.test', ChangeMarketplaceLeadStateDocument, { id: leadId, state: 'contacted' }),
    ).changeMarketplaceLeadState;
    expect(moved.state).toBe('contacted');
    const backwards = await graph.run('editor@demo.test', ChangeMarketplaceLeadStateDocument, {
      id: leadId,
      state: 'new',
    });
    expect(errorCode(backwards)).toBe('CONFLICT');
    expect(backwards.errors![0]!.message).toContain('can become closed');
    dataOf(await graph.run(OWNER, ChangeMarketplaceLeadStateDocument, { id: leadId, state: 'closed' }));
    expect(
      errorCode(await graph.run(OWNER, ChangeMarketplaceLeadStateDocument, { id: leadId, state: 'contacted' })),
    ).toBe('CONFLICT');
    expect(
      errorCode(await graph.run(OWNER, ChangeMarketplaceLeadStateDocument, { id: 'not-a-uuid', state: 'closed' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await graph.run(OWNER, RevokeMarketplaceFeedDocument, { id: randomUUID() }))).toBe('NOT_FOUND');
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'marketplace_lead.state_changed'), eq(auditLog.targetId, listed.id)));
    expect(audited.map((entry) => (entry.after as { state: string }).state)).toEqual(['contacted', 'closed']);
  });

  it('filters by state and pages by cursor', async () => {
    const closed = dataOf(
      await graph.run(OWNER, ListMarketplaceLeadsDocument, { state: 'closed', first: 100 }),
    ).marketplaceLeads;
    expect(closed.edges.every((edge) => edge.node.state === 'closed')).toBe(true);
    const all = dataOf(await graph.run(OWNER, ListMarketplaceLeadsDocument, { first: 100 })).marketplaceLeads;
    const first = dataOf(await graph.run(OWNER, ListMarketplaceLeadsDocument, { first: 2 })).marketplaceLeads;
    const second = dataOf(
      await graph.run(OWNER, ListMarketplaceLeadsDocument, { first: 2, after: first.pageInfo.endCursor }),
    ).marketplaceLeads;
    expect([...first.edges, ...second.edges].map((edge) => edge.node.id)).toEqual(
      all.edges.slice(0, 4).map((edge) => edge.node.id),
    );
    expect(first.totalCount).toBe(all.totalCount);
    expect(errorCode(await graph.run(OWNER, ListMarketplaceLeadsDocument, { first: 101 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await graph.run(OWNER, ListMarketplaceLeadsDocument, { first: 2, after: 'nonsense' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('reads leads with inventory + marketplace_sales, moves them with scope 2; others are refused', async () => {
    expect(errorCode(await graph.run('viewer@demo.test', ListMarketplaceLeadsDocument, {}))).toBe('FORBIDDEN');
    expect(errorCode(await graph.run('user@demo.test', ListMarketplaceLeadsDocument, {}))).toBe('FORBIDDEN');
    expect(errorCode(await graph.run(null, ListMarketplaceLeadsDocument, {}))).toBe('UNAUTHENTICATED');
    const [viewer] = await db().select().from(users).where(eq(users.email, 'viewer@demo.test'));
    await setFlags('viewer@demo.test', ['marketplace_sales']);
    try {
      expect(
        dataOf(await graph.run('viewer@demo.test', ListMarketplaceLeadsDocument, {})).marketplaceLeads.totalCount,
      ).toBeGreaterThan(0);
      const before = await stored();
      expect(
        errorCode(
          await graph.run('viewer@demo.test', ChangeMarketplaceLeadStateDocument, { id: leadId, state: 'closed' }),
        ),
      ).toBe('FORBIDDEN');
      expect(await stored()).toEqual(before);
    } finally {
      await setFlags('viewer@demo.test', viewer!.featureFlags);
    }
  });

  it("shows another organization none of Demo Motors' leads or feeds: its ids are NOT_FOUND", async () => {
    await setFlags(RIVAL_OWNER_EMAIL, ['marketplace_sales']);
    const rivalLeads = dataOf(
      await graph.run(RIVAL_OWNER_EMAIL, ListMarketplaceLeadsDocument, { vehicleId: listed.id }),
    ).marketplaceLeads;
    expect(rivalLeads.totalCount).toBe(0);
    expect(dataOf(await graph.run(RIVAL_OWNER_EMAIL, ListMarketplaceFeedsDocument, {})).marketplaceFeeds).toEqual([]);
    const before = await stored();
    expect(
      errorCode(
        await graph.run(RIVAL_OWNER_EMAIL, ChangeMarketplaceLeadStateDocument, { id: leadId, state: 'closed' }),
      ),
    ).toBe('NOT_FOUND');
    const [demoFeed] = await db()
      .select()
      .from(marketplaceFeeds)
      .where(and(eq(marketplaceFeeds.organizationId, demoId), eq(marketplaceFeeds.name, 'State feed')));
    expect(errorCode(await graph.run(RIVAL_OWNER_EMAIL, RevokeMarketplaceFeedDocument, { id: demoFeed!.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      (await db().select().from(marketplaceFeeds).where(eq(marketplaceFeeds.id, demoFeed!.id)))[0]!.revokedAt,
    ).toBeNull();
    expect(await stored()).toEqual(before);
  });
});

describe('feeds in the graph', () => {
  it('makes a feed: the token stored only hashed, the lead secret sealed, both shown this once', async () => {
    const feed = await createFeed('  TrueCar  ');
    const [row] = await db().select().from(marketplaceFeeds).where(eq(marketplaceFeeds.id, feed.id));
    expect(row!.name).toBe('TrueCar');
    expect(JSON.stringify(row)).not.toContain(feed.token);
    expect(open(KEY, row!.leadSecretCipher!)).toBe(feed.leadSecret);
    expect(feed.leadSecret).toMatch(/^lwmkt_[A-Za-z0-9_-]{43}$/);
    const listedFeeds = await graph.run(OWNER, ListMarketplaceFeedsDocument, {});
    expect(JSON.stringify(listedFeeds)).not.toContain(feed.token);
    expect(JSON.stringify(listedFeeds)).not.toContain(feed.leadSecret);
    expect(dataOf(listedFeeds).marketplaceFeeds.find((candidate) => candidate.id === feed.id)).toMatchObject({
      name: 'TrueCar',
      state: 'active',
      createdBy: 'Olivia Owens',
      pullCount: 0,
      leadCount: 0,
    });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'marketplace_feed.created'), eq(auditLog.targetId, feed.id)));
    expect(audited).toBeDefined();
  });

  it('refuses a bad name, and a server without SECRETS_KEY, storing nothing', async () => {
    const before = await db().select().from(marketplaceFeeds);
    for (const name of ['', '   ', 'x'.repeat(81), 'Tab\u0000Name']) {
      const answer = await graph.run(OWNER, CreateMarketplaceFeedDocument, { name });
      expect(errorCode(answer), name).toBe('BAD_USER_INPUT');
    }
    const keyless = await startInProcessGraph(server.database);
    try {
      const answer = await keyless.run(OWNER, CreateMarketplaceFeedDocument, { name: 'Keyless' });
      expect(errorCode(answer)).toBe('SERVICE_UNAVAILABLE');
      expect(answer.errors![0]!.message).toContain('SECRETS_KEY');
    } finally {
      await keyless.close();
    }
    expect(await db().select().from(marketplaceFeeds)).toEqual(before);
  });

  it('is for settings holders with marketplace_sales, people only: editors and API tokens are refused', async () => {
    expect(errorCode(await graph.run('editor@demo.test', ListMarketplaceFeedsDocument, {}))).toBe('FORBIDDEN');
    expect(errorCode(await graph.run('admin@demo.test', CreateMarketplaceFeedDocument, { name: 'No feature' }))).toBe(
      'FORBIDDEN',
    );
    const owner = cookieHeaders(await session(OWNER));
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: 'Marketplace probe', scopes: ['read', 'write'] } },
      owner,
    );
    const bearer = { authorization: `Bearer ${created.data!.createApiToken.secret}` };
    const before = await db().select().from(marketplaceFeeds);
    const answer = await graphql(
      server.baseUrl,
      'mutation { createMarketplaceFeed(name: "Token feed") { leadSecret } }',
      {},
      bearer,
    );
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(await db().select().from(marketplaceFeeds)).toEqual(before);
    // Nor do a feed's token and lead secret open the graph.
    const feed = await createFeed('Not an API token');
    for (const secret of [feed.token, feed.leadSecret]) {
      expect(errorCode(await graphql(server.baseUrl, '{ me { id } }', {}, { authorization: `Bearer ${secret}` }))).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});
