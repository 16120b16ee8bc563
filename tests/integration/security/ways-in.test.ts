// An organization's ways in once a feature is taken away (issue 31, item 4). Demo Motors loses
// `marketplace_sales`, `sales_packet` and `dms_configuration` (its own flags and every member's):
// its marketplace feed stops answering at once (listings, photos, leads) and answers again when the
// feature is back; and an OWNER still lists and revokes every way in (feeds with their lead secrets,
// the DMS feed secret, share links, API tokens), while everyone else stays refused, storing nothing.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dmsConnections,
  marketplaceFeeds,
  organizations,
  salesPacketLinks,
  users,
  vehiclePhotos,
} from '../../../server/db/schema';
import { signedHeaders } from '../../../server/http/signed-inbound';
import { seal } from '../../../server/services/secret-box';
import { hashSecretToken, newSecretToken } from '../../../server/services/secret-tokens';
import { writeAffectingViewers } from '../../../server/services/users/viewer-changes';
import type { TestServer } from '../support/server';
import {
  attempt,
  bearer,
  codeOf,
  database,
  gql,
  ids,
  must,
  request,
  secrets,
  session,
  startExtraServer,
  stopExtraServer,
  useSecuritySuite,
} from './support';

useSecuritySuite();

const KEY = randomBytes(32);
const FEATURES = ['marketplace_sales', 'sales_packet', 'dms_configuration'] as const;
const LEAD_SECRET = 'lwmkt_ways-in-secret';
const DMS_SECRET = 'lwdms_ways-in-secret';
let server: TestServer;
const target = {
  feed: '',
  feedToken: '',
  spareFeedToken: '',
  photo: '',
  connection: '',
  shareToken: '',
  shareLink: '',
};

const graph = async (email: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(query, variables, await session(email, server), server);
const feedUrl = (token: string, rest: string) => `${server.baseUrl}/api/marketplace-feeds/${token}/${rest}`;
const feedRows = () =>
  database.db
    .select()
    .from(marketplaceFeeds)
    .where(eq(marketplaceFeeds.organizationId, ids.demoOrganization))
    .orderBy(marketplaceFeeds.id);
const linkRows = () =>
  database.db
    .select()
    .from(salesPacketLinks)
    .where(eq(salesPacketLinks.organizationId, ids.demoOrganization))
    .orderBy(salesPacketLinks.id);
const connectionRows = () =>
  database.db.select().from(dmsConnections).where(eq(dmsConnections.organizationId, ids.demoOrganization));

function postLead() {
  const body = JSON.stringify({
    vin: ids.demoVin,
    customer: { name: 'Late shopper', email: 'late@example.com' },
    message: 'Still there?',
  });
  return request(`${server.baseUrl}/api/marketplace-feeds/${target.feed}/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(LEAD_SECRET, body, `late-${Date.now()}-${Math.random()}`),
    },
    body,
  });
}

function postInventory() {
  const body = 'VIN,Stock No\n1HGCV1F30LA000001,LATE1\n';
  return request(`${server.baseUrl}/api/dms/${target.connection}/inventory`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...signedHeaders(DMS_SECRET, body, `late-${Date.now()}-${Math.random()}`) },
    body,
  });
}

/** Takes the features from Demo Motors and every member (or gives them back), as an administrator's change would. */
async function setFeatures(held: boolean) {
  await writeAffectingViewers(database.db, { organizationId: ids.demoOrganization }, async (tx) => {
    for (const flag of FEATURES) {
      const change = (column: typeof organizations.featureFlags | typeof users.featureFlags) =>
        held ? sql`array_append(array_remove(${column}, ${flag}), ${flag})` : sql`array_remove(${column}, ${flag})`;
      await tx
        .update(organizations)
        .set({ featureFlags: change(organizations.featureFlags) })
        .where(eq(organizations.id, ids.demoOrganization));
      // Given back to the OWNER only; taken from everyone.
      await tx
        .update(users)
        .set({ featureFlags: change(users.featureFlags) })
        .where(held ? eq(users.email, 'owner@demo.test') : eq(users.organizationId, ids.demoOrganization));
    }
  });
}

beforeAll(async () => {
  server = await startExtraServer({ SECRETS_KEY: KEY.toString('base64') });
  target.feedToken = newSecretToken();
  target.spareFeedToken = newSecretToken();
  const [feed] = await database.db
    .insert(marketplaceFeeds)
    .values({
      organizationId: ids.demoOrganization,
      name: 'Leaked feed',
      tokenHash: hashSecretToken(target.feedToken),
      leadSecretCipher: seal(KEY, LEAD_SECRET),
    })
    .returning();
  target.feed = feed!.id;
  await database.db.insert(marketplaceFeeds).values({
    organizationId: ids.demoOrganization,
    name: 'Spare feed',
    tokenHash: hashSecretToken(target.spareFeedToken),
    leadSecretCipher: null,
  });
  const [photo] = await database.db
    .select()
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.organizationId, ids.demoOrganization))
    .limit(1);
  target.photo = photo!.id;
  const [connection] = await database.db
    .update(dmsConnections)
    .set({ feedSecretCipher: seal(KEY, DMS_SECRET), feedSecretCreatedAt: new Date() })
    .where(eq(dmsConnections.organizationId, ids.demoOrganization))
    .returning();
  target.connection = connection!.id;
  const shared = must(
    await graph(
      'owner@demo.test',
      'mutation ($input: CreateSalesPacketLinkInput!) { createSalesPacketLink(input: $input) { url link { id } } }',
      { input: { vehicleId: ids.demoVehicle } },
    ),
    'share link',
  );
  const created = shared.createSalesPacketLink as { url: string; link: { id: string } };
  target.shareToken = new URL(created.url).pathname.split('/').pop()!;
  target.shareLink = created.link.id;
  // Each way in answers while the features are held.
  expect((await request(feedUrl(target.feedToken, 'listings.csv'))).status).toBe(200);
  expect((await postLead()).status).toBe(201);
  await setFeatures(false);
});

afterAll(() => stopExtraServer(server));

describe('a marketplace feed once its organization loses marketplace_sales', () => {
  it('stops answering: listings and photos 403, leads 401, storing nothing', async () => {
    for (const rest of ['listings.csv', 'listings.xml', `photos/${target.photo}`]) {
      const { answer, stored } = await attempt(`feed without its feature /${rest.split('/')[0]}`, () =>
        request(feedUrl(target.feedToken, rest)),
      );
      expect([answer.status, codeOf(answer), stored], rest).toEqual([403, 'FORBIDDEN', 0]);
      expect(answer.body).not.toContain(ids.demoVin);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const lead = await attempt('signed lead to a feed without its feature', postLead);
    expect([lead.answer.status, codeOf(lead.answer), lead.stored]).toEqual([401, 'UNAUTHORIZED', 0]);
  });

  it('nobody but an OWNER lists or revokes it, storing nothing', async () => {
    const before = await feedRows();
    for (const [who, run] of [
      ['an EDITOR', () => graph('editor@demo.test', '{ marketplaceFeeds { id } }')],
      [
        'an EDITOR',
        () =>
          graph('editor@demo.test', 'mutation ($id: ID!) { revokeMarketplaceFeed(id: $id) { id } }', {
            id: target.feed,
          }),
      ],
      ['a read token', () => gql('{ marketplaceFeeds { id } }', {}, bearer(secrets.demoReadToken), server)],
    ] as const) {
      const { answer, stored } = await attempt(`feeds without the feature, as ${who}`, run);
      expect([codeOf(answer), stored]).toEqual(['FORBIDDEN', 0]);
    }
    expect(await feedRows()).toEqual(before);
  });
});

describe('an OWNER, whatever the features, lists and revokes every way in', () => {
  it('marketplace feeds (and their lead secrets): listed, revoked, then 410', async () => {
    const listed = must(await graph('owner@demo.test', '{ marketplaceFeeds { id name state } }'), 'marketplaceFeeds');
    expect(listed.marketplaceFeeds).toEqual(
      expect.arrayContaining([{ id: target.feed, name: 'Leaked feed', state: 'active' }]),
    );
    const revoked = must(
      await graph('owner@demo.test', 'mutation ($id: ID!) { revokeMarketplaceFeed(id: $id) { id state } }', {
        id: target.feed,
      }),
      'revokeMarketplaceFeed',
    );
    expect(revoked.revokeMarketplaceFeed).toEqual({ id: target.feed, state: 'revoked' });
    expect((await request(feedUrl(target.feedToken, 'listings.csv'))).status).toBe(410);
  });

  it('the DMS connection: read, its feed secret revoked, then deliveries 401', async () => {
    const before = await attempt('DMS delivery once the acting OWNER lost dms_configuration', postInventory);
    expect([before.answer.status, before.stored]).toEqual([409, 0]);
    const read = must(await graph('owner@demo.test', '{ dmsConnection { id feedSecretSet } }'), 'dmsConnection');
    expect(read.dmsConnection).toEqual({ id: target.connection, feedSecretSet: true });
    const refused = await attempt('revokeDmsFeedSecret as an EDITOR', () =>
      graph('editor@demo.test', 'mutation { revokeDmsFeedSecret { id } }'),
    );
    expect([codeOf(refused.answer), refused.stored]).toEqual(['FORBIDDEN', 0]);
    const revoked = must(
      await graph('owner@demo.test', 'mutation { revokeDmsFeedSecret { id feedSecretSet } }'),
      'revokeDmsFeedSecret',
    );
    expect(revoked.revokeDmsFeedSecret).toEqual({ id: target.connection, feedSecretSet: false });
    expect((await connectionRows())[0]).toMatchObject({ feedSecretCipher: null, feedSecretCreatedAt: null });
    const after = await attempt('DMS delivery after its feed secret was revoked', postInventory);
    expect([after.answer.status, codeOf(after.answer), after.stored]).toEqual([401, 'UNAUTHORIZED', 0]);
  });

  it('share links: listed (open ones only), revoked, then 410', async () => {
    const before = await linkRows();
    const refused = await attempt('openSalesPacketLinks as an EDITOR without sales_packet', () =>
      graph('editor@demo.test', '{ openSalesPacketLinks { id } }'),
    );
    expect([codeOf(refused.answer), refused.stored]).toEqual(['FORBIDDEN', 0]);
    const revokedByEditor = await attempt('revokeSalesPacketLink as an EDITOR without sales_packet', () =>
      graph('editor@demo.test', 'mutation ($id: ID!) { revokeSalesPacketLink(id: $id) { id } }', {
        id: target.shareLink,
      }),
    );
    expect([codeOf(revokedByEditor.answer), revokedByEditor.stored]).toEqual(['FORBIDDEN', 0]);
    expect(await linkRows()).toEqual(before);
    const listed = must(
      await graph('owner@demo.test', '{ openSalesPacketLinks { id vehicleId state } }'),
      'openSalesPacketLinks',
    );
    expect(listed.openSalesPacketLinks).toEqual(
      expect.arrayContaining([{ id: target.shareLink, vehicleId: ids.demoVehicle, state: 'active' }]),
    );
    expect((listed.openSalesPacketLinks as { state: string }[]).every((link) => link.state === 'active')).toBe(true);
    const revoked = must(
      await graph('owner@demo.test', 'mutation ($id: ID!) { revokeSalesPacketLink(id: $id) { id state } }', {
        id: target.shareLink,
      }),
      'revokeSalesPacketLink',
    );
    expect(revoked.revokeSalesPacketLink).toEqual({ id: target.shareLink, state: 'revoked' });
    expect((await request(`${server.baseUrl}/api/sales-packets/${target.shareToken}`)).status).toBe(410);
    const after = must(await graph('owner@demo.test', '{ openSalesPacketLinks { id } }'), 'openSalesPacketLinks');
    expect(after.openSalesPacketLinks).not.toContainEqual({ id: target.shareLink });
  });

  it('API tokens: listed and revoked', async () => {
    const listed = must(await graph('owner@demo.test', '{ apiTokens { id } }'), 'apiTokens');
    expect(listed.apiTokens).toContainEqual({ id: ids.demoApiToken });
    must(
      await graph('owner@demo.test', 'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', {
        id: ids.demoApiToken,
      }),
      'revokeApiToken',
    );
    const { answer } = await attempt('a revoked read token', () =>
      gql('{ me { id } }', {}, bearer(secrets.demoReadToken), server),
    );
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });
});

describe('a feed once the feature is given back', () => {
  it('answers again while not revoked; the revoked one stays 410', async () => {
    await setFeatures(true);
    expect((await request(feedUrl(target.spareFeedToken, 'listings.csv'))).status).toBe(200);
    expect((await request(feedUrl(target.feedToken, 'listings.csv'))).status).toBe(410);
  });
});
