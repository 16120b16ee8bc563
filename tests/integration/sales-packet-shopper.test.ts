// The shopper's sales packet (issue 33 item 4): photos through the link's own token, the dealer's
// contact settings, "Check availability" becoming a lead on the vehicle (accepted, bad input
// refused with nothing stored, ended or unknown links refused, rate-limited per address), links
// e-mailed to a customer, and the alert to the salesperson who shared the link (a notification, once a day).
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  marketplaceLeads,
  notifications,
  organizations,
  salesPacketLinks,
  users,
  vehiclePhotos,
  vehicles,
} from '../../server/db/schema';
import { DEMO_DEALER_CONTACT } from '../../server/db/seed-sales-packet';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

type Mail = { to: string[]; subject: string; text: string };

let server: TestServer;
let smtp: SMTPServer;
const mails: Mail[] = [];
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const as = async (email: string) => cookieHeaders(await session(email));
// Lead attempts per address in this file's server (every test's attempts count, from one address).
const LEAD_RATE_LIMIT = 25;
let demoId: string;
let vehicleId: string;
let otherVehicleId: string;
const photoIds: string[] = [];
let otherPhotoId: string;

const CREATE =
  'mutation ($input: CreateSalesPacketLinkInput!) { createSalesPacketLink(input: $input) { url emailedTo textMessage link { id } } }';
const SETTING =
  'mutation ($input: UpdateOrganizationSettingInput!) { updateOrganizationSetting(input: $input) { id } }';
const LEADS =
  'query ($v: ID) { marketplaceLeads(vehicleId: $v) { totalCount edges { node { feedId marketplace customerName customerEmail customerPhone message vehicleId state } } } }';

type Created = {
  createSalesPacketLink: { url: string; emailedTo: string | null; textMessage: string; link: { id: string } };
};
async function createLink(input: Record<string, unknown> = {}, who = 'owner@demo.test') {
  const answer = await graphql<Created>(server.baseUrl, CREATE, { input: { vehicleId, ...input } }, await as(who));
  expect(answer.errors).toBeUndefined();
  const created = answer.data!.createSalesPacketLink;
  return {
    ...created,
    id: created.link.id,
    token: decodeURIComponent(new URL(created.url).pathname.split('/').pop()!),
  };
}
const openApi = (token: string) => fetch(`${server.baseUrl}/api/sales-packets/${encodeURIComponent(token)}`);
const sendLead = (token: string, body: unknown, contentType = 'application/json') =>
  fetch(`${server.baseUrl}/api/sales-packets/${encodeURIComponent(token)}/leads`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const GOOD_LEAD = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '',
  message: 'Is it still available? Could I drive it Saturday?',
};

async function untilAsync(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, smtpSession, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: smtpSession.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      SALES_PACKET_LEAD_RATE_LIMIT: String(LEAD_RATE_LIMIT),
    },
  });
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  const [vehicle] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: '2HKRW2H53MH000001',
      stockNumber: 'SHOP1',
      year: 2021,
      make: 'Honda',
      model: 'CR-V',
      mileage: 28_000,
      acquiredDate: '2025-01-02',
      listPriceCents: 2_799_500,
      status: 'frontline',
    })
    .returning();
  vehicleId = vehicle!.id;
  const [other] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: '1FTFW1E50NFA00123',
      stockNumber: 'SHOP2',
      year: 2022,
      make: 'Ford',
      model: 'F-150',
      mileage: 9_000,
      acquiredDate: '2025-01-02',
    })
    .returning();
  otherVehicleId = other!.id;
  const photo = (vehicle: string, position: number, isMain: boolean) => ({
    organizationId: demoId,
    vehicleId: vehicle,
    position,
    isMain,
    contentType: 'image/jpeg',
    width: 1600,
    height: 1200,
    image: Buffer.from(`photo-${vehicle}-${position}`),
    thumbnailContentType: 'image/jpeg',
    thumbnailWidth: 320,
    thumbnailHeight: 240,
    thumbnail: Buffer.from('thumb'),
  });
  // The main photo is the third by position: the packet shows it first.
  const rows = await db()
    .insert(vehiclePhotos)
    .values([photo(vehicleId, 0, false), photo(vehicleId, 1, false), photo(vehicleId, 2, true)])
    .returning({ id: vehiclePhotos.id });
  photoIds.push(...rows.map((row) => row.id));
  const [otherPhoto] = await db()
    .insert(vehiclePhotos)
    .values(photo(otherVehicleId, 0, true))
    .returning({ id: vehiclePhotos.id });
  otherPhotoId = otherPhoto!.id;
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('what the shopper sees', () => {
  it('the packet carries the photos, main photo first, and the dealership’s address, phone and hours', async () => {
    const link = await createLink();
    const body = (await (await openApi(link.token)).json()) as { packet: Record<string, unknown> };
    expect(body.packet).toMatchObject({
      dealershipName: 'Demo Motors',
      dealerAddress: DEMO_DEALER_CONTACT.dealer_address,
      dealerPhone: DEMO_DEALER_CONTACT.dealer_phone,
      dealerHours: DEMO_DEALER_CONTACT.dealer_hours,
      photos: [photoIds[2], photoIds[0], photoIds[1]].map((id) => ({ id, width: 1600, height: 1200 })),
    });
  });

  it('serves a photo of the link’s own vehicle only, and nothing once the link is revoked', async () => {
    const link = await createLink();
    const photo = (id: string) => fetch(`${server.baseUrl}/api/sales-packets/${link.token}/photos/${id}`);
    const own = await photo(photoIds[0]!);
    expect([own.status, own.headers.get('content-type'), Buffer.from(await own.arrayBuffer()).toString()]).toEqual([
      200,
      'image/jpeg',
      `photo-${vehicleId}-0`,
    ]);
    expect((await photo(otherPhotoId)).status).toBe(404);
    expect((await photo('not-a-uuid')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/sales-packets/${'A'.repeat(43)}/photos/${photoIds[0]}`)).status).toBe(
      404,
    );
    await db().update(salesPacketLinks).set({ revokedAt: new Date() }).where(eq(salesPacketLinks.id, link.id));
    expect((await photo(photoIds[0]!)).status).toBe(404);
  });

  it('a contact setting is validated by the shared registry: bad values refused with nothing stored, a VIEWER refused, empty leaves it out', async () => {
    const owner = await as('owner@demo.test');
    for (const input of [
      { key: 'dealer_phone', value: 'call us' },
      { key: 'dealer_phone', value: '12' },
      { key: 'dealer_address', value: 'x'.repeat(201) },
      { key: 'dealer_hours', value: 'Mon\nTue' },
      { key: 'dealer_hours', value: 42 },
    ]) {
      const before = await rowCounts(db());
      const answer = await graphql(server.baseUrl, SETTING, { input }, owner);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0]!.message).toContain(`'${input.key}' must be`);
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    }
    expect(
      errorCode(
        await graphql(
          server.baseUrl,
          SETTING,
          { input: { key: 'dealer_phone', value: '512 555 0199' } },
          await as('viewer@demo.test'),
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(
      (await graphql(server.baseUrl, SETTING, { input: { key: 'dealer_hours', value: '' } }, owner)).errors,
    ).toBeUndefined();
    const link = await createLink();
    const body = (await (await openApi(link.token)).json()) as { packet: Record<string, unknown> };
    expect(body.packet).toMatchObject({ dealerHours: null, dealerPhone: DEMO_DEALER_CONTACT.dealer_phone });
    await graphql(
      server.baseUrl,
      SETTING,
      { input: { key: 'dealer_hours', value: DEMO_DEALER_CONTACT.dealer_hours } },
      owner,
    );
  });
});

describe('"Check availability"', () => {
  it('becomes a new lead on the link’s vehicle, listed with the vehicle’s leads as from the sales packet', async () => {
    const link = await createLink({ label: 'Dana' });
    const response = await sendLead(link.token, GOOD_LEAD);
    expect(response.status).toBe(201);
    const { lead } = (await response.json()) as { lead: { id: string } };
    const [row] = await db().select().from(marketplaceLeads).where(eq(marketplaceLeads.id, lead.id));
    expect(row).toMatchObject({
      organizationId: demoId,
      vehicleId,
      feedId: null,
      salesPacketLinkId: link.id,
      customerName: 'Dana Whitfield',
      customerEmail: 'dana@example.com',
      customerPhone: null,
      state: 'new',
    });
    const listed = await graphql<{
      marketplaceLeads: { totalCount: number; edges: { node: Record<string, unknown> }[] };
    }>(server.baseUrl, LEADS, { v: vehicleId }, await as('editor@demo.test'));
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.marketplaceLeads.edges.map((edge) => edge.node)).toContainEqual(
      expect.objectContaining({
        feedId: null,
        marketplace: 'Sales packet',
        customerName: 'Dana Whitfield',
        message: GOOD_LEAD.message,
        vehicleId,
      }),
    );
    // Another organization does not see it.
    await createRivalOrganization(db());
    // (Both features at once: a session's viewer is cached, so later flag changes in the table would not reach it.)
    await db()
      .update(users)
      .set({ featureFlags: ['marketplace_sales', 'sales_packet'] })
      .where(eq(users.email, RIVAL_OWNER_EMAIL));
    const rival = await graphql<{ marketplaceLeads: { totalCount: number } }>(
      server.baseUrl,
      LEADS,
      { v: vehicleId },
      await as(RIVAL_OWNER_EMAIL),
    );
    expect(rival.data?.marketplaceLeads.totalCount ?? 0).toBe(0);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const link = await createLink();
    const cases: [unknown, string][] = [
      [{ ...GOOD_LEAD, name: '' }, 'name'],
      [{ ...GOOD_LEAD, email: '', phone: '' }, 'email'],
      [{ ...GOOD_LEAD, email: 'not-an-address' }, 'email'],
      [{ ...GOOD_LEAD, email: '', phone: '55' }, 'phone'],
      [{ ...GOOD_LEAD, message: '   ' }, 'message'],
      [{ ...GOOD_LEAD, message: 'x'.repeat(4001) }, 'message'],
      [{ ...GOOD_LEAD, name: 'Dana\u0000' }, 'name'],
      [[GOOD_LEAD], '(body)'],
    ];
    for (const [body, field] of cases) {
      const before = await rowCounts(db());
      const response = await sendLead(link.token, body);
      const answer = (await response.json()) as {
        error: { code: string; message: string; issues: { path: string }[] };
      };
      expect([response.status, answer.error.code]).toEqual([400, 'BAD_USER_INPUT']);
      expect(answer.error.issues.map((issue) => issue.path)).toContain(field);
      expect(answer.error.message.length).toBeGreaterThan(10);
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    }
    const before = await rowCounts(db());
    expect((await sendLead(link.token, 'name=Dana', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await sendLead(link.token, '{"name": "Dana",')).status).toBe(400);
    expect((await sendLead(link.token, { ...GOOD_LEAD, message: 'x'.repeat(20_000) })).status).toBe(413);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('an expired or revoked link answers 410, an unknown token 404, and nothing is stored', async () => {
    const expired = await createLink();
    await db()
      .update(salesPacketLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(salesPacketLinks.id, expired.id));
    const revoked = await createLink();
    await db().update(salesPacketLinks).set({ revokedAt: new Date() }).where(eq(salesPacketLinks.id, revoked.id));
    const before = await rowCounts(db());
    for (const [token, status, reason] of [
      [expired.token, 410, 'expired'],
      [revoked.token, 410, 'revoked'],
      ['A'.repeat(43), 404, undefined],
      ['nope', 404, undefined],
    ] as const) {
      const response = await sendLead(token, GOOD_LEAD);
      const body = (await response.json()) as { error: { reason?: string } };
      expect([response.status, body.error.reason]).toEqual([status, reason]);
    }
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('is rate-limited per address: past the limit 429 with Retry-After, and nothing stored', async () => {
    const link = await createLink();
    let refused: Response | null = null;
    for (let index = 0; index <= LEAD_RATE_LIMIT && !refused; index += 1) {
      const response = await sendLead(link.token, { ...GOOD_LEAD, name: '' });
      if (response.status === 429) refused = response;
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const before = await rowCounts(db());
    expect((await sendLead(link.token, GOOD_LEAD)).status).toBe(429);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});

describe('sending a link and hearing it was opened', () => {
  it('e-mails a new link to the customer with the text message; a bad address is refused with nothing stored', async () => {
    const link = await createLink({ sendTo: 'shopper@example.com', label: 'Shopper' }, 'editor@demo.test');
    expect(link.emailedTo).toBe('shopper@example.com');
    expect(link.textMessage).toBe(`Hi, here is the 2021 Honda CR-V we talked about: ${link.url} — Demo Motors`);
    await until(() => mails.some((mail) => mail.to.includes('shopper@example.com')), 'the customer’s e-mail');
    expect(mails.find((mail) => mail.to.includes('shopper@example.com'))!.text).toContain(link.url);

    // A VIEWER with the packet feature reads it but sends nothing.
    await db()
      .update(users)
      .set({ featureFlags: ['sales_packet'] })
      .where(eq(users.email, 'viewer@demo.test'));
    const before = await rowCounts(db());
    const bad = await graphql(
      server.baseUrl,
      CREATE,
      { input: { vehicleId, sendTo: 'not an address' } },
      await as('owner@demo.test'),
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    expect(
      errorCode(
        await graphql(
          server.baseUrl,
          CREATE,
          { input: { vehicleId, sendTo: 'shopper@example.com' } },
          await as('viewer@demo.test'),
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('tells the salesperson who shared the link when a shopper opens it, at most once a day per link', async () => {
    const link = await createLink({ label: 'Alert test' }, 'editor@demo.test');
    // The view alert is a `share_link_viewed` notification (docs/notifications.md): in the app, and
    // by the gathered e-mail, as the salesperson chose (both on by default).
    const alerts = () =>
      db()
        .select({ body: notifications.body, url: notifications.url, emailPending: notifications.emailPending })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.recipientUserId))
        .where(
          and(
            eq(notifications.kind, 'share_link_viewed'),
            eq(notifications.subjectId, vehicleId),
            eq(users.email, 'editor@demo.test'),
          ),
        );
    const seen = (await alerts()).length;
    const counted = async () => (await alerts()).length;
    expect((await openApi(link.token)).status).toBe(200);
    await untilAsync(async () => (await counted()) === seen + 1, 'the view alert');
    const [latest] = (await alerts()).slice(-1);
    expect(latest).toMatchObject({ url: `/inventory/${vehicleId}/packet`, emailPending: true });
    expect(latest!.body).toContain('Alert test');
    // Opened again the same day (the page itself too): no second alert.
    expect((await openApi(link.token)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/packet/${link.token}`)).status).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await counted()).toBe(seen + 1);
    // A day later, the next view alerts again.
    await db()
      .update(salesPacketLinks)
      .set({ viewAlertedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(salesPacketLinks.id, link.id));
    await openApi(link.token);
    await untilAsync(async () => (await counted()) === seen + 2, 'the next day’s view alert');
  });

  it('another organization’s OWNER (with the feature) cannot send a link of Demo Motors’ vehicle', async () => {
    const before = await rowCounts(db());
    expect(
      errorCode(
        await graphql(
          server.baseUrl,
          CREATE,
          { input: { vehicleId, sendTo: 'shopper@example.com' } },
          await as(RIVAL_OWNER_EMAIL),
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});

it('keeps the demo dealership’s settings apart from other organizations', async () => {
  const [demo] = await db()
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, demoId));
  expect(demo!.settings).toMatchObject(DEMO_DEALER_CONTACT);
});
