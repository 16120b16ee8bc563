import { describe, expect, it } from 'vitest';
import {
  checkDealerPoint,
  isApproximate,
  legDistance,
  MAX_MILES_FROM_ZIP,
  type LegDistance,
  type LegEnd,
} from '../../../src/shared/agent/location';
import {
  APPROXIMATE_NOTE,
  routeCsv,
  routeGpx,
  routeIcs,
  type ExportStop,
} from '../../../src/shared/agent/route-exports';
import { planRoute } from '../../../src/shared/agent/route-plan';

const CENTRE = { lat: 30.2428, lng: -97.7658 }; // ZIP 78704's centroid
const exact = (lat: number, lng: number, address?: string): LegEnd => ({
  point: { lat, lng },
  approximate: false,
  address,
});
const atZip = (address?: string): LegEnd => ({ point: CENTRE, approximate: true, address });

describe('isApproximate', () => {
  it.each([
    ['zip', true],
    ['import', false],
    ['pin', false],
    ['check_in', false],
  ] as const)('%s → %s', (source, approximate) => expect(isApproximate(source)).toBe(approximate));
});

describe('checkDealerPoint', () => {
  it.each([
    ['a point in the ZIP', { lat: 30.25, lng: -97.77 }, true, ''],
    ['the centroid itself', CENTRE, true, ''],
    ['latitude over 90', { lat: 95, lng: -97.77 }, false, 'Latitude is a number from -90 to 90'],
    ['longitude under -180', { lat: 30, lng: -181 }, false, 'Latitude is a number from -90 to 90'],
    ['not a number', { lat: Number.NaN, lng: -97.77 }, false, 'Latitude is a number from -90 to 90'],
    ['swapped latitude and longitude', { lat: -97.7658, lng: 30.2428 }, false, 'Latitude is a number from -90 to 90'],
    [
      'New York for an Austin ZIP',
      { lat: 40.7128, lng: -74.006 },
      false,
      `within ${MAX_MILES_FROM_ZIP} miles of its ZIP`,
    ],
    [
      'San Antonio (about 74 mi) for an Austin ZIP',
      { lat: 29.4241, lng: -98.4936 },
      false,
      'are latitude and longitude swapped?',
    ],
  ])('%s', (_name, point, ok, reason) => {
    const checked = checkDealerPoint(point, CENTRE, '78704');
    expect(checked.ok).toBe(ok);
    if (!checked.ok) expect(checked.reason).toContain(reason);
  });
});

describe('legDistance: two dealers are never 0.0 mi apart unless they share an address', () => {
  it.each([
    ['two exact points', exact(30.25, -97.77), exact(30.26, -97.75), 'measured'],
    ['the start (exact) to a ZIP-centre dealer', exact(30.2672, -97.7431), atZip(), 'approximate'],
    ['a ZIP-centre dealer to an exact point a mile away', atZip(), exact(30.2572, -97.7658), 'approximate'],
    [
      'two dealers on one ZIP centroid',
      atZip('100 Barton Springs Rd 78704'),
      atZip('2400 S Lamar Blvd 78704'),
      'unknown',
    ],
    ['two dealers on one ZIP centroid, no streets', atZip(), atZip(), 'unknown'],
    ['an exact dealer on the very centroid and a ZIP-centre one', exact(CENTRE.lat, CENTRE.lng), atZip(), 'unknown'],
    [
      'one street address, ZIP centres',
      atZip('2400 S Lamar Blvd 78704'),
      atZip('2400 s. lamar blvd. 78704'),
      'same_address',
    ],
    [
      'one street address, exact points',
      exact(30.25, -97.77, '1 Main St 78704'),
      exact(30.25, -97.77, '1 MAIN ST 78704'),
      'same_address',
    ],
  ])('%s → %s', (_name, from, to, expected) => expect(legDistance(from, to)).toBe(expected));
});

describe('exports of approximate stops', () => {
  const stops: ExportStop[] = [
    { id: 'a', name: 'Exact Motors', address: '1 Main St, Austin, TX 78704', point: { lat: 30.25, lng: -97.77 } },
    { id: 'b', name: 'Zip Motors', address: 'Austin, TX 78704', point: CENTRE, approximate: true },
  ];
  const plan = planRoute({
    start: { lat: 30.2672, lng: -97.7431 },
    dayStartMinute: 480,
    dayEndMinute: 1020,
    maxStops: 5,
    stops: stops.map(({ id, point }) => ({ id, point, visitMinutes: 30 })),
  });

  it('say so in the GPX description of the approximate stop only', () => {
    const gpx = routeGpx(plan, stops);
    expect(gpx).toContain(`<desc>Austin, TX 78704 · ${APPROXIMATE_NOTE}</desc>`);
    expect(gpx).toContain('<desc>1 Main St, Austin, TX 78704</desc>');
    expect(gpx.match(new RegExp(APPROXIMATE_NOTE.replace(/[()]/g, '\\$&'), 'g'))).toHaveLength(2); // its waypoint and its route point
  });

  it('say so in the calendar event of the approximate stop only', () => {
    const ics = routeIcs(plan, stops, {
      date: '2026-11-23',
      timeZone: 'America/Chicago',
      now: new Date('2026-11-23T12:00:00Z'),
    });
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events.map((event) => event.includes(`DESCRIPTION:${APPROXIMATE_NOTE}`))).toEqual(
      plan.order.map((id) => id === 'b'),
    );
  });

  it('say so in the CSV, which leaves an unknown distance empty instead of writing 0', () => {
    const distances = plan.order.map((id): LegDistance => (id === 'b' ? 'unknown' : 'measured'));
    const rows = routeCsv(plan, stops, distances)
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(','));
    expect(rows[0]).toEqual([
      'stop',
      'dealer',
      'address',
      'latitude',
      'longitude',
      'location',
      'arrive',
      'depart',
      'drive_minutes',
      'miles',
      'distance',
    ]);
    const zipRow = rows.find((row) => row[1] === 'Zip Motors')!;
    expect(zipRow.slice(-6)).toEqual([
      'approximate',
      expect.stringMatching(/^\d\d:\d\d$/),
      expect.stringMatching(/^\d\d:\d\d$/),
      '',
      '',
      'unknown',
    ]);
    const exactRow = rows.find((row) => row[1] === 'Exact Motors')!;
    expect(exactRow[exactRow.length - 6]).toBe('exact');
    expect(exactRow.at(-1)).toBe('measured');
    expect(Number(exactRow.at(-2))).toBeGreaterThan(0);
  });
});
