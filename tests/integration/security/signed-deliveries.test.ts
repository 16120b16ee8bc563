// Signed inbound posts (issue 31, item 1): the DMS inventory feed and a marketplace's leads. The
// signature covers the delivery id, so a captured request sent again under any other id, in any
// case, is a forgery (401); sent again as it was, it is a replay (409); sent by many at once, it is
// accepted exactly once (the unique index decides, as it would between processes). A signature of
// the old form (timestamp and body only) is refused with a message naming the new form. Every
// refusal stores nothing.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dmsConnections, dmsDeliveries, marketplaceFeeds, marketplaceLeads } from '../../../server/db/schema';
import { SIGNED_HEADERS, signedHeaders } from '../../../server/http/signed-inbound';
import { seal } from '../../../server/services/secret-box';
import { hashSecretToken, newSecretToken } from '../../../server/services/secret-tokens';
import { withCheckDigit } from '../../../src/shared/inventory/vin';
import { dmsCsv } from '../support/stand-in-dms';
import type { TestServer } from '../support/server';
import {
  attempt,
  codeOf,
  database,
  ids,
  pool,
  request,
  startExtraServer,
  stopExtraServer,
  tally,
  useSecuritySuite,
  type Answer,
} from './support';

useSecuritySuite();

const KEY = randomBytes(32);
let server: TestServer;

type Endpoint = {
  name: string;
  url: string;
  secret: string;
  contentType: string;
  body: () => string;
  accepted: number;
  rows: () => Promise<unknown[]>;
};
const endpoints: Endpoint[] = [];

let serial = 0;
const leadBody = () =>
  JSON.stringify({
    vin: ids.demoVin,
    customer: { name: `Captured ${++serial}`, email: 'shopper@example.com' },
    message: 'Is it available?',
  });
const inventoryBody = () =>
  dmsCsv([
    {
      vin: withCheckDigit(`1HGCV1F30LA${String(700_000 + ++serial).padStart(6, '0')}`),
      stockNumber: `SIG${serial}`,
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      mileage: 31_000,
      listPrice: 23_995,
      acquiredDate: '2026-10-01',
    },
  ]);

beforeAll(async () => {
  server = await startExtraServer({ SECRETS_KEY: KEY.toString('base64') });
  const leadSecret = 'lwmkt_signed-deliveries-secret';
  const [feed] = await database.db
    .insert(marketplaceFeeds)
    .values({
      organizationId: ids.demoOrganization,
      name: 'Signed leads',
      tokenHash: hashSecretToken(newSecretToken()),
      leadSecretCipher: seal(KEY, leadSecret),
    })
    .returning();
  const feedSecret = 'lwdms_signed-deliveries-secret';
  const [connection] = await database.db
    .update(dmsConnections)
    .set({ feedSecretCipher: seal(KEY, feedSecret), feedSecretCreatedAt: new Date() })
    .where(eq(dmsConnections.organizationId, ids.demoOrganization))
    .returning();
  endpoints.push(
    {
      name: 'lead',
      url: `${server.baseUrl}/api/marketplace-feeds/${feed!.id}/leads`,
      secret: leadSecret,
      contentType: 'application/json',
      body: leadBody,
      accepted: 201,
      rows: () => database.db.select().from(marketplaceLeads).where(eq(marketplaceLeads.feedId, feed!.id)),
    },
    {
      name: 'DMS delivery',
      url: `${server.baseUrl}/api/dms/${connection!.id}/inventory`,
      secret: feedSecret,
      contentType: 'text/csv',
      body: inventoryBody,
      accepted: 200,
      rows: () => database.db.select().from(dmsDeliveries).where(eq(dmsDeliveries.connectionId, connection!.id)),
    },
  );
});

afterAll(() => stopExtraServer(server));

const post = (endpoint: Endpoint, headers: Record<string, string>, body: string, contentType = endpoint.contentType) =>
  request(endpoint.url, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });

/** A request as its sender signed it, to be captured and sent again. */
function captured(endpoint: Endpoint, deliveryId: string) {
  const body = endpoint.body();
  return { body, headers: signedHeaders(endpoint.secret, body, deliveryId) };
}

/** Runs a refused attempt: its status and code, nothing stored anywhere. */
async function refused(attack: string, run: () => Promise<Answer>, status: number, code: string) {
  const { answer, stored } = await attempt(attack, run);
  expect([answer.status, codeOf(answer), stored], attack).toEqual([status, code, 0]);
  return answer;
}

describe.each(['lead', 'DMS delivery'])('a captured %s', (name) => {
  const endpoint = () => endpoints.find((candidate) => candidate.name === name)!;

  it('is accepted once; sent again as it was it is a replay (409)', async () => {
    const { body, headers } = captured(endpoint(), 'inv-original');
    const first = await attempt(`${name}: the original`, () => post(endpoint(), headers, body));
    expect(first.answer.status).toBe(endpoint().accepted);
    const rows = await endpoint().rows();
    await refused(`${name}: the same request again`, () => post(endpoint(), headers, body), 409, 'CONFLICT');
    expect(await endpoint().rows()).toEqual(rows);
  });

  it('sent again under any other delivery id is a forgery (401), storing nothing', async () => {
    const { body, headers } = captured(endpoint(), 'lead-1');
    expect((await post(endpoint(), headers, body)).status).toBe(endpoint().accepted);
    const rows = await endpoint().rows();
    for (const deliveryId of ['lead-1-again', 'x', 'LEAD-1', 'lead-1.', randomUUID()]) {
      const answer = await refused(
        `${name}: replayed as ${deliveryId}`,
        () => post(endpoint(), { ...headers, [SIGNED_HEADERS.delivery]: deliveryId }, body),
        401,
        'UNAUTHORIZED',
      );
      expect(answer.message).toContain('<timestamp>.<delivery id>.<raw body>');
    }
    expect(await endpoint().rows()).toEqual(rows);
  });

  it('sent again with other unsigned headers changed is still the same delivery (409)', async () => {
    const { body, headers } = captured(endpoint(), `headers-${randomUUID()}`);
    expect((await post(endpoint(), headers, body)).status).toBe(endpoint().accepted);
    const variants: [string, Record<string, string>, string][] = [
      [
        'another content type',
        headers,
        endpoint().contentType === 'text/csv' ? 'text/plain' : 'application/json; charset=utf-8',
      ],
      [
        'extra headers',
        { ...headers, 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'replay' },
        endpoint().contentType,
      ],
    ];
    for (const [variant, changed, contentType] of variants) {
      await refused(
        `${name}: replayed with ${variant}`,
        () => post(endpoint(), changed, body, contentType),
        409,
        'CONFLICT',
      );
    }
  });

  it('posted by many at once is accepted exactly once', async () => {
    const { body, headers } = captured(endpoint(), `burst-${randomUUID()}`);
    const before = (await endpoint().rows()).length;
    const statuses: string[] = [];
    await pool(
      Array.from({ length: 6 }, (_, index) => index),
      6,
      async () => {
        statuses.push(String((await post(endpoint(), headers, body)).status));
      },
    );
    expect(tally(statuses.sort())).toBe(`${endpoint().accepted} ×1, 409 ×5`);
    expect((await endpoint().rows()).length).toBe(before + 1);
  });

  it('signed in the old form (timestamp and body, no delivery id) is refused naming the new form, storing nothing', async () => {
    const body = endpoint().body();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const oldForm = `sha256=${createHmac('sha256', endpoint().secret).update(`${timestamp}.${body}`).digest('hex')}`;
    const headers = {
      [SIGNED_HEADERS.timestamp]: timestamp,
      [SIGNED_HEADERS.delivery]: `old-${randomUUID()}`,
      [SIGNED_HEADERS.signature]: oldForm,
    };
    const answer = await refused(
      `${name}: signed in the old form`,
      () => post(endpoint(), headers, body),
      401,
      'UNAUTHORIZED',
    );
    expect(answer.message).toBe(
      'The signature is of the old form <timestamp>.<raw body>, which no longer verifies: sign <timestamp>.<delivery id>.<raw body>, the X-Lotwise-Delivery value included.',
    );
  });
});
