// The marketplace feed and its leads endpoint (issue 20, part 6), unauthenticated surfaces: a
// feed's token opens exactly its organization's front-line listing and those vehicles' photos,
// nothing else; guessed tokens and feed ids, bodies, other methods and unsigned or forged leads
// are refused and store nothing; a feed's token and lead secret are no API tokens.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketplaceFeeds, vehiclePhotos, vehicles } from '../../../server/db/schema';
import { MARKETPLACE_FEED_BODY_LIMIT_BYTES } from '../../../server/http/marketplace-feeds';
import { signedHeaders } from '../../../server/http/signed-inbound';
import { hashSecretToken, newSecretToken } from '../../../server/services/secret-tokens';
import { attempt, bearer, codeOf, database, gql, ids, KB, main, PAYLOADS, request, useSecuritySuite } from './support';

useSecuritySuite();

const feedUrl = (token: string, rest = 'listings.csv') =>
  `${main.baseUrl}/api/marketplace-feeds/${encodeURIComponent(token)}/${rest}`;
const leadsUrl = (feedId: string) => `${main.baseUrl}/api/marketplace-feeds/${encodeURIComponent(feedId)}/leads`;

/** A feed of `organizationId` made as the product makes one, its token kept for the attack. */
async function feedOf(organizationId: string, revoked = false) {
  const token = newSecretToken();
  const [feed] = await database.db
    .insert(marketplaceFeeds)
    .values({
      organizationId,
      name: 'Attacked feed',
      tokenHash: hashSecretToken(token),
      leadSecretCipher: null,
      revokedAt: revoked ? new Date() : null,
    })
    .returning();
  return { id: feed!.id, token };
}

const GUESSES = ['A'.repeat(43), '../../api/graphql', "' OR 1=1 --", 'x'.repeat(500), '%00', PAYLOADS[2]!];

describe('the marketplace listing feed', () => {
  it('answers guessed tokens 404 for listings and photos, storing nothing', async () => {
    for (const token of GUESSES) {
      for (const rest of [token.length % 2 ? 'listings.csv' : 'listings.xml', `photos/${randomUUID()}`]) {
        const { answer, stored } = await attempt(
          `guessed feed token ${token.slice(0, 20)} /${rest.split('/')[0]}`,
          () => request(feedUrl(token, rest)),
        );
        expect([answer.status, stored], `${token} ${rest}`).toEqual([404, 0]);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('refuses a body over 1 KB, a streamed body, and every method but GET, storing nothing', async () => {
    const { token } = await feedOf(ids.demoOrganization);
    const sized = await attempt('oversized body /api/marketplace-feeds/<token>/listings.csv (2 KB)', () =>
      request(feedUrl(token), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(MARKETPLACE_FEED_BODY_LIMIT_BYTES + KB),
      }),
    );
    expect([sized.answer.status, codeOf(sized.answer), sized.stored]).toEqual([413, 'PAYLOAD_TOO_LARGE', 0]);
    const chunk = new TextEncoder().encode('x'.repeat(KB));
    const streamed = await attempt('streamed body /api/marketplace-feeds/<token>/listings.xml', () =>
      request(feedUrl(token, 'listings.xml'), {
        method: 'PUT',
        body: new ReadableStream<Uint8Array>({
          start: (controller) => {
            controller.enqueue(chunk);
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit),
    );
    expect([streamed.answer.status, streamed.stored]).toEqual([413, 0]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { answer, stored } = await attempt(`${method} /api/marketplace-feeds/<token>/listings.csv`, () =>
        request(feedUrl(token), { method }),
      );
      expect([answer.status, answer.headers.get('allow'), stored]).toEqual([405, 'GET, HEAD', 0]);
    }
  });

  it("a feed answers only its organization's front-line listing: no cost, no ids, uncached, unindexed; its token is no API token", async () => {
    const { token } = await feedOf(ids.demoOrganization);
    const { answer } = await attempt('pull a feed', () => request(feedUrl(token, 'listings.xml')));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<inventory dealer="Demo Motors"');
    expect(answer.body).not.toMatch(/cost|organization|token_hash|lead_secret|Rival/i);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const asToken = await attempt('feed token as an API bearer token', () =>
      gql('{ me { id } vehicles(first: 1) { edges { node { id } } } }', {}, bearer(token)),
    );
    expect([codeOf(asToken.answer), asToken.stored]).toEqual(['UNAUTHENTICATED', 0]);
  });

  it('reaches no photo of another organization or of a vehicle not on the front line', async () => {
    const { token } = await feedOf(ids.demoOrganization);
    const [rivalVehicle] = await database.db
      .insert(vehicles)
      .values({
        organizationId: ids.rivalOrganization,
        vin: '1FTFW1E50NFA91234',
        stockNumber: 'RIVALPH',
        year: 2022,
        make: 'Ford',
        model: 'F-150',
        mileage: 1,
        acquiredDate: '2026-10-01',
        status: 'frontline',
      })
      .returning();
    const photo = {
      position: 0,
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      image: Buffer.from('rival'),
      thumbnailContentType: 'image/webp',
      thumbnailWidth: 1,
      thumbnailHeight: 1,
      thumbnail: Buffer.from('rival'),
    };
    const [rivalPhoto] = await database.db
      .insert(vehiclePhotos)
      .values({ ...photo, organizationId: ids.rivalOrganization, vehicleId: rivalVehicle!.id })
      .returning();
    const [notListed] = await database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.organizationId, ids.demoOrganization))
      .limit(1);
    await database.db.update(vehicles).set({ status: 'in_recon' }).where(eq(vehicles.id, notListed!.id));
    const [demoPhoto] = await database.db
      .insert(vehiclePhotos)
      .values({ ...photo, organizationId: ids.demoOrganization, vehicleId: notListed!.id })
      .returning();
    for (const id of [rivalPhoto!.id, demoPhoto!.id]) {
      const { answer, stored } = await attempt('photo outside the feed through its token', () =>
        request(feedUrl(token, `photos/${id}`)),
      );
      expect([answer.status, stored]).toEqual([404, 0]);
      expect(answer.body).not.toContain('rival');
    }
  });

  it('a revoked feed answers 410 on every URL and stores nothing', async () => {
    const { token } = await feedOf(ids.demoOrganization, true);
    for (const rest of ['listings.csv', 'listings.xml', `photos/${randomUUID()}`]) {
      const { answer, stored } = await attempt(`revoked feed /${rest.split('/')[0]}`, () =>
        request(feedUrl(token, rest)),
      );
      expect([answer.status, codeOf(answer), stored]).toEqual([410, 'GONE', 0]);
    }
  });
});

describe('the marketplace leads endpoint', () => {
  const body = JSON.stringify({
    vin: '1HGCV1F30LA000001',
    customer: { name: 'Attacker', email: 'a@evil.test' },
    message: 'hi',
  });

  it('refuses unsigned, forged and unknown-feed deliveries with 401, storing nothing', async () => {
    const { id } = await feedOf(ids.demoOrganization);
    const json = { 'content-type': 'application/json' };
    const cases: [string, string, Record<string, string>][] = [
      ['unsigned lead', leadsUrl(id), json],
      [
        'lead signed with a guessed secret',
        leadsUrl(id),
        { ...json, ...signedHeaders('lwmkt_guess', body, 'attack-1') },
      ],
      [
        'lead with a forged signature',
        leadsUrl(id),
        { ...json, ...signedHeaders('x', body, 'attack-2'), 'X-Lotwise-Signature': `sha256=${'0'.repeat(64)}` },
      ],
      ...[randomUUID(), ...GUESSES].map((guess): [string, string, Record<string, string>] => [
        `lead to guessed feed ${guess.slice(0, 20)}`,
        leadsUrl(guess),
        { ...json, ...signedHeaders('x', body, 'attack-3') },
      ]),
    ];
    for (const [attack, url, headers] of cases) {
      const { answer, stored } = await attempt(attack, () => request(url, { method: 'POST', headers, body }));
      // A guessed id with a slash in it is another path: nobody answers it but the 404 page.
      expect([401, 404], attack).toContain(answer.status);
      expect(stored, attack).toBe(0);
    }
  });

  it('a revoked feed refuses every lead like a wrong signature', async () => {
    const { id } = await feedOf(ids.demoOrganization, true);
    const { answer, stored } = await attempt('lead to a revoked feed', () =>
      request(leadsUrl(id), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders('x', body, 'attack-4') },
        body,
      }),
    );
    expect([answer.status, codeOf(answer), stored]).toEqual([401, 'UNAUTHORIZED', 0]);
  });
});
