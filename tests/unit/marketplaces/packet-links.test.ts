import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linksToCreate, packetTokenOf } from '../../../server/services/marketplaces/packet-links';
import { FEED_PACKET_LINK_DAYS, feedLinkLabel, leadsPath, listingsPath } from '../../../src/shared/marketplaces/feed';

const FEED_TOKEN = 'A'.repeat(43);
const VEHICLE = '11111111-1111-4111-8111-111111111111';
const LINK = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-11-02T15:00:00Z');
const FEED = {
  id: '33333333-3333-4333-8333-333333333333',
  organizationId: '44444444-4444-4444-8444-444444444444',
  name: 'Cars.com',
};

describe('the packet token a feed lists', () => {
  it('is base64url(HMAC-SHA256(feed token, "packet:" + vehicle + ":" + link)), 43 characters like any share link', () => {
    const token = packetTokenOf(FEED_TOKEN, VEHICLE, LINK);
    expect(token).toBe(createHmac('sha256', FEED_TOKEN).update(`packet:${VEHICLE}:${LINK}`).digest('base64url'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(packetTokenOf(FEED_TOKEN, VEHICLE, LINK)).toBe(token);
  });

  it('differs per feed token, vehicle and link', () => {
    const token = packetTokenOf(FEED_TOKEN, VEHICLE, LINK);
    expect(packetTokenOf('B'.repeat(43), VEHICLE, LINK)).not.toBe(token);
    expect(packetTokenOf(FEED_TOKEN, LINK, VEHICLE)).not.toBe(token);
    expect(packetTokenOf(FEED_TOKEN, VEHICLE, VEHICLE)).not.toBe(token);
  });
});

describe('which link each vehicle carries', () => {
  it('keeps a running link (the first listed) and makes one for a vehicle without, storing only its hash', () => {
    const other = '55555555-5555-4555-8555-555555555555';
    const running = [
      { id: LINK, vehicleId: VEHICLE },
      { id: '66666666-6666-4666-8666-666666666666', vehicleId: VEHICLE },
    ];
    const { rows, byVehicle } = linksToCreate({
      feed: FEED,
      token: FEED_TOKEN,
      vehicleIds: [VEHICLE, other],
      running,
      now: NOW,
    });
    expect(byVehicle.get(VEHICLE)).toEqual({ id: LINK, vehicleId: VEHICLE });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      organizationId: FEED.organizationId,
      vehicleId: other,
      marketplaceFeedId: FEED.id,
      label: feedLinkLabel('Cars.com'),
      expiresAt: new Date(NOW.getTime() + FEED_PACKET_LINK_DAYS * 24 * 60 * 60 * 1000),
    });
    expect(byVehicle.get(other)).toEqual({ id: row!.id, vehicleId: other });
    expect(row!.tokenHash).toBe(
      createHash('sha256')
        .update(packetTokenOf(FEED_TOKEN, other, row!.id!))
        .digest('hex'),
    );
  });

  it('makes nothing when every vehicle has a link', () => {
    expect(
      linksToCreate({
        feed: FEED,
        token: FEED_TOKEN,
        vehicleIds: [VEHICLE],
        running: [{ id: LINK, vehicleId: VEHICLE }],
        now: NOW,
      }).rows,
    ).toEqual([]);
  });
});

describe('feed addresses', () => {
  it('hold the token in the listing paths and only the feed id in the leads path', () => {
    expect(listingsPath('a+b', 'csv')).toBe('/api/marketplace-feeds/a%2Bb/listings.csv');
    expect(listingsPath(FEED_TOKEN, 'xml')).toBe(`/api/marketplace-feeds/${FEED_TOKEN}/listings.xml`);
    expect(leadsPath(FEED.id)).toBe(`/api/marketplace-feeds/${FEED.id}/leads`);
  });
});
