// Map my route (issue 19): a day's stops for the viewer — the dealers due by cadence on that day
// plus the ones asked for — planned by the shared core (src/shared/agent/route-plan.ts), with the
// day's GPX, iCalendar and maps links. Who may is decided by the dealer scope (scope.ts): an agent
// plans among their territories' dealers, a settings holder among all the organization's.
import { eq } from 'drizzle-orm';
import { isApproximate, legDistance, type LegDistance, type LegEnd } from '../../../src/shared/agent/location';
import { ROUTE_VISIT_MINUTES } from '../../../src/shared/agent/route-form';
import { mapsLinks, routeCsv, routeGpx, routeIcs, type ExportStop } from '../../../src/shared/agent/route-exports';
import { planRoute, RoutePlanError, type RouteStop } from '../../../src/shared/agent/route-plan';
import { isRealDate } from '../../../src/shared/inventory/vehicle';
import { zonedParts } from '../../../src/shared/reports/summary-schedule';
import type { Database } from '../../db/client';
import { reportSummarySchedules, type DealerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { findDealers, listDealers } from './dealers';

type Point = { latitude: number; longitude: number };

export type RouteRequest = {
  day: string;
  start: Point;
  end?: Point | null;
  startMinute: number;
  endMinute: number;
  maxStops: number;
  stops?: readonly { dealerId: string; visitMinutes?: number | null; appointmentMinute?: number | null }[] | null;
  onlyThese?: boolean | null;
};

export type PlannedRoute = {
  day: string;
  method: 'exact' | 'heuristic';
  legs: {
    dealer: DealerRow;
    arriveMinute: number;
    departMinute: number;
    travelMinutes: number;
    miles: number;
    distance: LegDistance;
  }[];
  leftOut: { dealer: DealerRow; reason: string }[];
  driveMinutes: number;
  miles: number;
  finishMinute: number;
  gpx: string;
  ics: string;
  csv: string;
  mapsLinks: string[];
};

/**
 * The organization's time zone: the one its weekly summary is set in, else UTC (the organization
 * has no other). The route's minutes are wall-clock times there, and "today" is its day.
 */
export async function organizationTimeZone(db: Database, organizationId: string): Promise<string> {
  const [schedule] = await db
    .select({ timeZone: reportSummarySchedules.timeZone })
    .from(reportSummarySchedules)
    .where(eq(reportSummarySchedules.organizationId, organizationId));
  return schedule?.timeZone ?? 'UTC';
}

const toPoint = (point: Point) => ({ lat: point.latitude, lng: point.longitude });
const legEnd = (dealer: DealerRow): LegEnd => ({
  point: { lat: dealer.latitude, lng: dealer.longitude },
  approximate: isApproximate(dealer.locationSource),
  // Only a street names an address two dealers can share; a ZIP alone does not.
  address: dealer.street ? `${dealer.street} ${dealer.zip}` : null,
});
const address = (dealer: DealerRow) =>
  [dealer.street, dealer.city, [dealer.state, dealer.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Plans the viewer's route for `day`; BAD_USER_INPUT for a bad day or input the planner refuses, NOT_FOUND for a dealer outside the viewer's scope. */
export async function planAgentRoute({
  db,
  viewer,
  input,
  now = new Date(),
}: {
  db: Database;
  viewer: Viewer;
  input: RouteRequest;
  now?: Date;
}): Promise<PlannedRoute> {
  if (!isRealDate(input.day))
    throw new AppError('BAD_USER_INPUT', `The day is a date as YYYY-MM-DD, not '${input.day}'.`);
  const asked = input.stops ?? [];
  const timeZone = await organizationTimeZone(db, viewer.organization.id);
  const today = zonedParts(now, timeZone).day;
  const [due, listed] = await Promise.all([
    input.onlyThese ? Promise.resolve([]) : listDealers({ db, viewer, dueBy: input.day, today }),
    findDealers({ db, viewer, ids: asked.map((stop) => stop.dealerId) }),
  ]);
  const dealersById = new Map([...due, ...listed].map((dealer) => [dealer.id, dealer]));
  const askedById = new Map(asked.map((stop) => [stop.dealerId, stop]));
  const stops: RouteStop[] = [...dealersById.values()].map((dealer) => {
    const stop = askedById.get(dealer.id);
    const appointment = stop?.appointmentMinute;
    return {
      id: dealer.id,
      point: { lat: dealer.latitude, lng: dealer.longitude },
      visitMinutes: stop?.visitMinutes ?? ROUTE_VISIT_MINUTES,
      priority: dealer.priority,
      ...(appointment === null || appointment === undefined
        ? {}
        : { window: { fromMinute: appointment, toMinute: appointment } }),
    };
  });
  let plan;
  try {
    plan = planRoute({
      start: toPoint(input.start),
      ...(input.end ? { end: toPoint(input.end) } : {}),
      dayStartMinute: input.startMinute,
      dayEndMinute: input.endMinute,
      maxStops: input.maxStops,
      stops,
    });
  } catch (error) {
    if (error instanceof RoutePlanError) throw new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
  const exportStops: ExportStop[] = [...dealersById.values()].map((dealer) => ({
    id: dealer.id,
    name: dealer.name,
    address: address(dealer),
    point: { lat: dealer.latitude, lng: dealer.longitude },
    approximate: isApproximate(dealer.locationSource),
  }));
  const dealerOf = (id: string) => dealersById.get(id)!;
  const legs = plan.legs.map((leg, index) => {
    const from: LegEnd =
      index === 0
        ? { point: toPoint(input.start), approximate: false }
        : legEnd(dealerOf(plan.legs[index - 1]!.stopId));
    const dealer = dealerOf(leg.stopId);
    return {
      dealer,
      arriveMinute: leg.arriveMinute,
      departMinute: leg.departMinute,
      travelMinutes: leg.travelMinutes,
      miles: leg.miles,
      distance: legDistance(from, legEnd(dealer)),
    };
  });
  return {
    day: input.day,
    method: plan.method,
    legs,
    leftOut: plan.leftOut.map((stop) => ({ dealer: dealerOf(stop.id), reason: stop.reason })),
    driveMinutes: plan.totalDriveMinutes,
    miles: plan.totalMiles,
    finishMinute: plan.finish?.arriveMinute ?? plan.legs.at(-1)?.departMinute ?? input.startMinute,
    gpx: routeGpx(plan, exportStops, `Lotwise route ${input.day}`),
    ics: routeIcs(plan, exportStops, { date: input.day, timeZone, now }),
    csv: routeCsv(
      plan,
      exportStops,
      legs.map((leg) => leg.distance),
    ),
    mapsLinks: mapsLinks(plan, exportStops),
  };
}
