import { describe, expect, it } from 'vitest';
import type { TerritoryRow } from '../../../server/db/schema';
import { readDealerFields, territoryFor } from '../../../server/services/agent/dealer-fields';

const territory = (change: Partial<TerritoryRow>): TerritoryRow => ({
  id: 'id',
  organizationId: 'org',
  name: 'T',
  postalCodes: [],
  agentUserId: null,
  centerLatitude: null,
  centerLongitude: null,
  radiusMiles: null,
  cadenceP1Weeks: 2,
  cadenceP2Weeks: 4,
  cadenceP3Weeks: 13,
  createdAt: new Date(0),
  ...change,
});

describe('readDealerFields', () => {
  it('places a dealer at coordinates given with it (source import), refusing ones far from its ZIP', () => {
    const placed = readDealerFields({
      name: 'Point Motors',
      zip: '78745',
      priority: 'P2',
      location: { latitude: 30.21, longitude: -97.8 },
    });
    expect(placed.ok && placed.values).toMatchObject({ latitude: 30.21, longitude: -97.8, locationSource: 'import' });
    const far = readDealerFields({
      name: 'Point Motors',
      zip: '78745',
      priority: 'P2',
      location: { latitude: 32.78, longitude: -96.8 },
    });
    expect(far).toMatchObject({ ok: false, reason: expect.stringContaining('miles from ZIP 78745') });
  });

  it('trims, normalises the name and places the ZIP+4 at its ZIP centroid', () => {
    const read = readDealerFields({
      name: ' Hill Country Motors, Inc. ',
      zip: '78745-0001',
      priority: 'p1',
      street: ' ',
      contacts: [{ name: ' Jo ', email: ' jo@example.com ' }],
    });
    expect(read).toEqual({
      ok: true,
      values: {
        name: 'Hill Country Motors, Inc.',
        matchName: 'hill country motors',
        street: null,
        city: null,
        state: null,
        zip: '78745',
        latitude: 30.2063,
        longitude: -97.7956,
        // Placed by its ZIP only: approximate.
        locationSource: 'zip',
        phone: null,
        contacts: [{ name: 'Jo', role: null, phone: null, email: 'jo@example.com' }],
        priority: 'P1',
        notes: null,
      },
    });
  });

  it.each([
    [{ name: 'A', zip: '00000', priority: 'P1' }, "Unknown ZIP code '00000': give a five-digit US ZIP."],
    [{ name: 'A', zip: '', priority: 'P1' }, 'A dealer needs a ZIP code.'],
    [{ name: '!!!', zip: '78745', priority: 'P1' }, 'A dealer needs a name with a letter or digit.'],
    [{ name: 'A', zip: '78745', priority: 'P4' }, "Priority is P1, P2 or P3, not 'P4'."],
    [{ name: 'A'.repeat(121), zip: '78745', priority: 'P1' }, 'A dealer name has at most 120 characters.'],
  ])('refuses %j', (input, reason) => {
    expect(readDealerFields(input)).toEqual({ ok: false, reason });
  });
});

describe('territoryFor', () => {
  const austin = { latitude: 30.2063, longitude: -97.7956 };
  it('prefers postal codes over circles', () => {
    const territories = [
      territory({ id: 'circle', centerLatitude: 30.2, centerLongitude: -97.8, radiusMiles: 50 }),
      territory({ id: 'codes', postalCodes: ['78745'] }),
    ];
    expect(territoryFor(territories, '78745', austin)).toBe('codes');
  });

  it('takes the circle with the nearest center among those holding the point', () => {
    const territories = [
      territory({ id: 'far', centerLatitude: 30.5, centerLongitude: -97.8, radiusMiles: 40 }),
      territory({ id: 'near', centerLatitude: 30.21, centerLongitude: -97.8, radiusMiles: 5 }),
      territory({ id: 'outside', centerLatitude: 30.2063, centerLongitude: -98.5, radiusMiles: 10 }),
    ];
    expect(territoryFor(territories, '78745', austin)).toBe('near');
  });

  it('is null when nothing holds it', () => {
    expect(
      territoryFor(
        [territory({ id: 'x', centerLatitude: 40, centerLongitude: -74, radiusMiles: 10 })],
        '78745',
        austin,
      ),
    ).toBeNull();
  });
});
