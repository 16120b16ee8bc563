// Exports of a planned route: GPX for navigation apps, an iCalendar file of the visits, and links
// that open the route in the phone's maps app. Written by hand rather than with the `ics` package:
// that one brings yup and nanoid into every page that imports this shared module, while the
// parts of RFC 5545 needed here (escaping, folding, UTC times) are a few lines.
import { writeCsv } from '../csv/write';
import type { GeoPoint } from './geo';
import type { LegDistance } from './location';
import { timeOfMinute } from './route-form';
import type { RoutePlan } from './route-types';

/** What the exports show of a stop: its id (as in the route), a name, optionally an address, and whether its point is only its ZIP's centroid. */
export type ExportStop = { id: string; name: string; address?: string; point: GeoPoint; approximate?: boolean };

/** Said of a stop placed only by its ZIP, in the GPX description and the calendar event. */
export const APPROXIMATE_NOTE = 'Approximate location (ZIP center)';

/** Google Maps takes at most this many waypoints between origin and destination in one link. */
export const MAPS_LINK_MAX_WAYPOINTS = 9;

const coordinate = (value: number) => value.toFixed(6);

function stopsInOrder(route: RoutePlan, stops: readonly ExportStop[]): ExportStop[] {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  return route.order.map((id) => {
    const stop = byId.get(id);
    if (!stop) throw new Error(`Stop ${id} of the route is missing from the stops to export.`);
    return stop;
  });
}

/** Text escaped for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The route as GPX 1.1: a waypoint per stop, and one route with a point per stop in driving order. */
export function routeGpx(route: RoutePlan, stops: readonly ExportStop[], name = 'Lotwise route'): string {
  const ordered = stopsInOrder(route, stops);
  const point = (tag: string, stop: ExportStop) => {
    const text = [stop.address, stop.approximate ? APPROXIMATE_NOTE : null].filter(Boolean).join(' · ');
    const description = text ? `<desc>${escapeXml(text)}</desc>` : '';
    return `<${tag} lat="${coordinate(stop.point.lat)}" lon="${coordinate(stop.point.lng)}"><name>${escapeXml(stop.name)}</name>${description}</${tag}>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Lotwise" xmlns="http://www.topografix.com/GPX/1/1">',
    ...ordered.map((stop) => `  ${point('wpt', stop)}`),
    `  <rte><name>${escapeXml(name)}</name>`,
    ...ordered.map((stop) => `    ${point('rtept', stop)}`),
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}

/** An iCalendar TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and new lines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line starts with a space, which counts toward its 75 octets.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The UTC instant of a wall-clock minute of `date` (YYYY-MM-DD) in an IANA time zone. */
export function zonedMinuteToUtc(date: string, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offsetAt = (instant: number) => {
    const parts = format.formatToParts(new Date(instant));
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
    return (
      Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant
    );
  };
  // Two passes: the offset at the first guess may differ from the offset at the answer across a DST change.
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The route's visits as an iCalendar file: one VEVENT per stop from its planned visit start to
 * its departure. Times are UTC (`Z`): a TZID would oblige a VTIMEZONE with the zone's rules,
 * which the browser does not expose, and every calendar shows UTC times in the phone's own zone.
 * `timeZone` is the zone the plan's minutes are wall-clock times in. UIDs are stable per stop
 * and day, so importing a re-planned day updates its events instead of adding copies.
 */
export function routeIcs(
  route: RoutePlan,
  stops: readonly ExportStop[],
  options: { date: string; timeZone: string; now?: Date },
): string {
  const byId = new Map(stopsInOrder(route, stops).map((stop) => [stop.id, stop]));
  const stamp = icsUtc(options.now ?? new Date());
  const events = route.legs.flatMap((leg) => {
    const stop = byId.get(leg.stopId)!;
    return [
      'BEGIN:VEVENT',
      `UID:${encodeURIComponent(stop.id)}-${options.date}@route.lotwise`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(zonedMinuteToUtc(options.date, leg.startMinute, options.timeZone))}`,
      `DTEND:${icsUtc(zonedMinuteToUtc(options.date, leg.departMinute, options.timeZone))}`,
      `SUMMARY:${escapeIcsText(stop.name)}`,
      ...(stop.address ? [`LOCATION:${escapeIcsText(stop.address)}`] : []),
      ...(stop.approximate ? [`DESCRIPTION:${escapeIcsText(APPROXIMATE_NOTE)}`] : []),
      `GEO:${coordinate(stop.point.lat)};${coordinate(stop.point.lng)}`,
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lotwise//Map my route//EN',
    'CALSCALE:GREGORIAN',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/**
 * Links that open the route in Google Maps (the app on iOS and Android, the site elsewhere),
 * driving. One link holds an origin, up to MAPS_LINK_MAX_WAYPOINTS waypoints and a destination;
 * a longer route is split into several links, each starting where the previous one ends.
 * The destination is the end point, or the last stop when the route has none.
 */
export function mapsLinks(route: RoutePlan, stops: readonly ExportStop[]): string[] {
  const places = [
    route.start,
    ...stopsInOrder(route, stops).map((stop) => stop.point),
    ...(route.end ? [route.end] : []),
  ];
  if (places.length < 2) return [];
  const links: string[] = [];
  for (let from = 0; from < places.length - 1; from += MAPS_LINK_MAX_WAYPOINTS + 1) {
    const to = Math.min(from + MAPS_LINK_MAX_WAYPOINTS + 1, places.length - 1);
    const text = (point: GeoPoint) => `${coordinate(point.lat)},${coordinate(point.lng)}`;
    const query = new URLSearchParams({
      api: '1',
      origin: text(places[from]!),
      destination: text(places[to]!),
      travelmode: 'driving',
    });
    const waypoints = places
      .slice(from + 1, to)
      .map(text)
      .join('|');
    if (waypoints) query.set('waypoints', waypoints);
    links.push(`https://www.google.com/maps/dir/?${query.toString()}`);
  }
  return links;
}

export const ROUTE_CSV_HEADER = [
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
] as const;

/**
 * The route as CSV, a row per stop in driving order: its point and whether it is exact or
 * approximate (ZIP centre), the planned times, and the drive from the previous place with what
 * that distance is (`distances`, one per leg: src/shared/agent/location.ts). An `unknown` distance
 * leaves minutes and miles empty rather than writing 0.
 */
export function routeCsv(route: RoutePlan, stops: readonly ExportStop[], distances: readonly LegDistance[]): string {
  const byId = new Map(stopsInOrder(route, stops).map((stop) => [stop.id, stop]));
  const rows = route.legs.map((leg, index) => {
    const stop = byId.get(leg.stopId)!;
    const distance = distances[index] ?? 'measured';
    const known = distance !== 'unknown';
    return [
      index + 1,
      stop.name,
      stop.address ?? null,
      coordinate(stop.point.lat),
      coordinate(stop.point.lng),
      stop.approximate ? 'approximate' : 'exact',
      timeOfMinute(leg.arriveMinute),
      timeOfMinute(leg.departMinute),
      known ? leg.travelMinutes : null,
      known ? leg.miles.toFixed(1) : null,
      distance,
    ];
  });
  return writeCsv(ROUTE_CSV_HEADER, rows);
}
