// The public sales-packet route (issue 20), an unauthenticated surface: one purpose (the packet of
// the link's own vehicle), bodies refused (413), guessed tokens store nothing, a link's token is no
// API token, and the answers are never cached nor leak the token in a Referer.
import { describe, expect, it } from 'vitest';
import { SHARED_PACKET_BODY_LIMIT_BYTES } from '../../../server/http/shared-packet';
import { attempt, bearer, codeOf, gql, ids, KB, main, must, request, session, useSecuritySuite } from './support';

useSecuritySuite();

const packetApi = (token: string) => `${main.baseUrl}/api/sales-packets/${encodeURIComponent(token)}`;

async function shareLink(): Promise<string> {
  const owner = await session('owner@demo.test');
  const created = must(
    await gql(
      'mutation ($input: CreateSalesPacketLinkInput!) { createSalesPacketLink(input: $input) { url } }',
      { input: { vehicleId: ids.demoVehicle } },
      owner,
    ),
    'createSalesPacketLink',
  );
  return new URL((created.createSalesPacketLink as { url: string }).url).pathname.split('/').pop()!;
}

describe('the public sales-packet route', () => {
  it('refuses a body over 1 KB, and a streamed body without a length, with 413', async () => {
    const sized = await attempt('oversized body GET-only /api/sales-packets/<token> (2 KB)', () =>
      request(packetApi('A'.repeat(43)), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(SHARED_PACKET_BODY_LIMIT_BYTES + KB),
      }),
    );
    expect([sized.answer.status, sized.stored]).toEqual([413, 0]);
    const chunk = new TextEncoder().encode('x'.repeat(KB));
    const streamed = await attempt('streamed body /packet/<token>', () =>
      request(`${main.baseUrl}/packet/${'A'.repeat(43)}`, {
        method: 'POST',
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
  });

  it('answers guessed tokens 404 and stores nothing', async () => {
    for (const token of ['A'.repeat(43), '../../api/graphql', "' OR 1=1 --", 'x'.repeat(500)]) {
      const { answer, stored } = await attempt(`guessed packet token ${token.slice(0, 20)}`, () =>
        request(packetApi(token)),
      );
      expect([answer.status, stored]).toEqual([404, 0]);
    }
  });

  it('a link answers only its packet, uncached, without a Referer; its token is no API token', async () => {
    const token = await shareLink();
    const { answer } = await attempt('open a share link', () => request(packetApi(token)));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer)).toEqual(expect.arrayContaining(['packet', 'expiresAt']));
    expect(answer.body).not.toMatch(/costCents|organizationId|tokenHash|"links"/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/);
    const asToken = await attempt('share-link token as an API bearer token', () =>
      gql('{ me { id } }', {}, bearer(token)),
    );
    expect(codeOf(asToken.answer)).toBe('UNAUTHENTICATED');
    expect(asToken.stored).toBe(0);
  });
});
