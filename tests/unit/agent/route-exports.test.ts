import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  mapsLinks,
  routeGpx,
  routeIcs,
  zonedMinuteToUtc,
  type ExportStop,
} from '../../../src/shared/agent/route-exports';
import { planRoute } from '../../../src/shared/agent/route-plan';

const start = { lat: 30, lng: -97 };
const names = ['Smith & Sons <Motors>', 'Día "Autos", Inc; \\ lot', 'Ünïcödé Cars — Ñorth '.repeat(4), 'Plain Motors'];
// Stops on a line north of the start, so the planned order is the order listed here.
const stops: ExportStop[] = names.map((name, i) => ({
  id: `d${i}`,
  name,
  address: `${100 + i} Main St, Austin, TX\n78701`,
  point: { lat: 30 + (i + 1) / 100, lng: -97 },
}));
const plan = planRoute({
  start,
  dayStartMinute: 480,
  dayEndMinute: 1020,
  maxStops: 10,
  stops: stops.map(({ id, point }) => ({ id, point, visitMinutes: 30 })),
});
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('GPX', () => {
  const gpx = routeGpx(plan, stops);
  it('is GPX 1.1 whose route points parse back in driving order with their names', () => {
    expect(
      gpx.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Lotwise" xmlns="http://www.topografix.com/GPX/1/1">',
      ),
    ).toBe(true);
    const points = [...gpx.matchAll(/<rtept lat="([^"]+)" lon="([^"]+)"><name>([^<]*)<\/name>/g)].map(
      ([, lat, lon, name]) => [Number(lat), Number(lon), unescapeXml(name!)],
    );
    expect(plan.order).toEqual(['d0', 'd1', 'd2', 'd3']);
    expect(points).toEqual(stops.map((stop) => [stop.point.lat, stop.point.lng, stop.name]));
  });

  it('has a waypoint per stop and no raw markup from names', () => {
    expect(gpx.match(/<wpt /g)).toHaveLength(4);
    expect(gpx).toContain('<name>Smith &amp; Sons &lt;Motors&gt;</name>');
  });
});

describe('iCalendar', () => {
  const ics = routeIcs(plan, stops, {
    date: '2026-11-23',
    timeZone: 'America/Chicago',
    now: new Date('2026-11-23T12:00:00Z'),
  });
  const lines = ics.split('\r\n');
  const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
  const values = (name: string) =>
    unfolded.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1));

  it('ends every line with CRLF and folds at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...lines.map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('round-trips escaped text', () => {
    const unescape = (text: string) =>
      text.replace(/\\(.)/g, (_, character: string) => (character === 'n' ? '\n' : character));
    expect(values('SUMMARY').map(unescape)).toEqual(names);
    expect(values('LOCATION').map(unescape)).toEqual(stops.map((stop) => stop.address));
  });

  it('has one event per stop at the planned visit times, in UTC', () => {
    // 2026-11-23 is on Central Standard Time (UTC−6): the first visit 08:02–08:32 local.
    expect(values('DTSTART')[0]).toBe('20261123T140200Z');
    expect(values('DTEND')[0]).toBe('20261123T143200Z');
    expect(values('DTSTART')).toHaveLength(4);
    expect(values('DTSTAMP')).toEqual(Array(4).fill('20261123T120000Z'));
  });

  it('gives each stop a UID stable for the day', () => {
    expect(values('UID')).toEqual([
      'd0-2026-11-23@route.lotwise',
      'd1-2026-11-23@route.lotwise',
      'd2-2026-11-23@route.lotwise',
      'd3-2026-11-23@route.lotwise',
    ]);
    expect(routeIcs(plan, stops, { date: '2026-11-23', timeZone: 'America/Chicago' }).match(/UID:.*/g)).toEqual(
      values('UID').map((uid) => `UID:${uid}`),
    );
  });

  it.each([
    ['standard time', '2026-01-15', 480, 'America/Chicago', '2026-01-15T14:00:00.000Z'],
    ['daylight time', '2026-07-01', 480, 'America/Chicago', '2026-07-01T13:00:00.000Z'],
    ['the morning clocks go forward', '2026-03-08', 600, 'America/New_York', '2026-03-08T14:00:00.000Z'],
    ['UTC', '2026-07-01', 75, 'UTC', '2026-07-01T01:15:00.000Z'],
  ])('converts wall-clock minutes in %s', (_name, date, minute, zone, utc) => {
    expect(zonedMinuteToUtc(date, minute, zone).toISOString()).toBe(utc);
  });

  it.each([
    ['a, b; c\\d\ne', 'a\\, b\\; c\\\\d\\ne'],
    ['line\r\nbreak', 'line\\nbreak'],
  ])('escapes %j', (text, escaped) => {
    expect(escapeIcsText(text)).toBe(escaped);
  });

  it('never folds inside a multi-byte character', () => {
    // 'SUMMARY:' is 8 octets and é 2: 33 of them fit the first line (74 octets), 37 a continuation (with its space, 75).
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(100)}`);
    expect(folded.split('\r\n').map((line) => new TextEncoder().encode(line).length)).toEqual([74, 75, 61]);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});

describe('maps links', () => {
  const line = (count: number) =>
    Array.from({ length: count }, (_, i): ExportStop => ({
      id: `s${String(i).padStart(2, '0')}`,
      name: `S${i}`,
      point: { lat: 30 + (i + 1) / 100, lng: -97 },
    }));
  const planFor = (many: ExportStop[], end?: { lat: number; lng: number }) =>
    planRoute({
      start,
      end,
      dayStartMinute: 0,
      dayEndMinute: 1440,
      maxStops: 50,
      stops: many.map(({ id, point }) => ({ id, point, visitMinutes: 5 })),
    });
  const parse = (link: string) => {
    const url = new URL(link);
    return {
      origin: url.searchParams.get('origin'),
      destination: url.searchParams.get('destination'),
      waypoints: url.searchParams.get('waypoints')?.split('|') ?? [],
    };
  };
  const text = (i: number) => `${(30 + (i + 1) / 100).toFixed(6)},-97.000000`;

  it('puts up to 9 waypoints between the start and the last stop in one link', () => {
    const links = mapsLinks(planFor(line(10)), line(10));
    expect(links).toHaveLength(1);
    expect(links[0]!.startsWith('https://www.google.com/maps/dir/?api=1&origin=')).toBe(true);
    expect(parse(links[0]!)).toEqual({
      origin: '30.000000,-97.000000',
      destination: text(9),
      waypoints: [0, 1, 2, 3, 4, 5, 6, 7, 8].map(text),
    });
  });

  it('splits a longer route, each link starting where the last one ended', () => {
    const links = mapsLinks(planFor(line(11)), line(11)).map(parse);
    expect(links).toEqual([
      { origin: '30.000000,-97.000000', destination: text(9), waypoints: [0, 1, 2, 3, 4, 5, 6, 7, 8].map(text) },
      { origin: text(9), destination: text(10), waypoints: [] },
    ]);
  });

  it('ends at the end point when there is one', () => {
    const links = mapsLinks(planFor(line(2), start), line(2)).map(parse);
    expect(links).toEqual([
      { origin: '30.000000,-97.000000', destination: '30.000000,-97.000000', waypoints: [text(0), text(1)] },
    ]);
  });
});
