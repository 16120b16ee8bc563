// The analytics-ingestion phase of `npm run bench`: autocannon POSTs `{ "events": [50 events] }`
// to /api/analytics as the signed-in BENCH_USER for the measured duration, then the stored rows
// are counted back through the graph as the administrator (`analyticsDailyCounts`) until they
// equal the events acknowledged with 202, or the flush wait is up.
//
// Counting exactly: autocannon drops the requests still in flight when it stops, and the server
// may well store their events without the 202 ever being counted. So the
// measured run sends events named for this run only while the measured duration lasts, then keeps
// the same load up with events of another name (the tail) until every request of the measured
// window has its answer; its 202s are counted per request by autocannon's hooks.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { REQUEST_TIMEOUT_SECONDS, type LoadRequest } from './autocannon-runner';
import { graphql } from './graph';
import { measureTarget, type BenchSettings, type TargetRow } from './measure';
import type { BenchTarget } from './targets';

/** The most events one request may carry (server/analytics/event-schema.ts). */
export const EVENTS_PER_REQUEST = 50;
/**
 * The longest the load is kept up after the measured duration, with uncounted events, waiting for
 * the counted requests' answers: past autocannon's timeout a request has none to wait for.
 */
export const MAX_TAIL_SECONDS = REQUEST_TIMEOUT_SECONDS + 2;

export type AnalyticsRow = TargetRow & {
  /** The event name of the measured window (unique to this run). */
  eventName: string;
  measuredSeconds: number;
  /** Bytes of one request's JSON body. */
  requestBytes: number;
  /** Seconds the load ran after the measured duration until the counted requests were answered. */
  tailSeconds?: number;
  /** Requests sent during the measured window, those answered (any status), 202 (acknowledged), 503 (queue full). */
  sent?: number;
  answered?: number;
  acknowledged?: number;
  refused?: number;
  /** Events acknowledged (202 × 50) per measured second. */
  eventsPerSecond?: number;
  /** Rows with the run's event name read back through the graph. */
  stored?: number;
  /** Milliseconds from the end of the load until the stored count equalled the acknowledged events. */
  storedAfterMs?: number;
  /** Set when stored ≠ acknowledged after the flush wait, or the count could not be read. */
  storeProblem?: string;
};

/**
 * Requests answered 503 because the analytics queue was full: the endpoint's designed
 * back-pressure (with Retry-After) when events arrive faster than the writer stores them.
 * Reported, but not a failed measurement: those events were refused, never acknowledged.
 */
export function queueFullAnswers(row: TargetRow): number {
  return row.result?.statusCodes['503'] ?? 0;
}

/** True when the load itself went wrong: not measured, or answers other than 202 and 503, errors, wrong bodies. */
export function isAnalyticsLoadFlagged(row: TargetRow): boolean {
  if (row.failure || row.preflightProblem || !row.result) return true;
  const { non2xx, errors, mismatches } = row.result;
  return non2xx - queueFullAnswers(row) + errors + mismatches > 0;
}

/** True when the row must not be read as a clean measurement (load problems, or rows missing/extra). */
export function isAnalyticsFlagged(row: AnalyticsRow): boolean {
  return isAnalyticsLoadFlagged(row) || row.storeProblem !== undefined;
}

type Device = Record<
  'user_agent' | 'platform' | 'device_type' | 'browser' | 'browser_version' | 'os' | 'os_version',
  string
>;

const DEVICES: Device[] = [
  {
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    platform: 'Win32',
    device_type: 'desktop',
    browser: 'Chrome',
    browser_version: '131.0.0.0',
    os: 'Windows',
    os_version: '10',
  },
  {
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    platform: 'iPhone',
    device_type: 'mobile',
    browser: 'Mobile Safari',
    browser_version: '17.6',
    os: 'iOS',
    os_version: '17.6',
  },
  {
    user_agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    platform: 'MacIntel',
    device_type: 'desktop',
    browser: 'Safari',
    browser_version: '18.1',
    os: 'Mac OS',
    os_version: '10.15.7',
  },
  {
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    platform: 'Linux armv81',
    device_type: 'mobile',
    browser: 'Chrome',
    browser_version: '131.0.0.0',
    os: 'Android',
    os_version: '14',
  },
];

/** What people do in the app, as the tracker reports it: a component, a page and the event's own fields. */
const ACTIONS: {
  kind: string;
  component: string;
  path: (id: string) => string;
  fields: (id: string, index: number) => Record<string, unknown>;
}[] = [
  {
    kind: 'page',
    component: '',
    path: () => '/dashboard',
    fields: () => ({ title: 'Dashboard', referrer: '/signin' }),
  },
  {
    kind: 'inventory_sorted',
    component: 'InventoryGrid',
    path: () => '/inventory?status=in_stock',
    fields: () => ({ field: 'days_in_inventory', direction: 'desc', rows: 50 }),
  },
  {
    kind: 'inventory_filtered',
    component: 'InventoryFilters',
    path: () => '/inventory?status=in_stock&make=Toyota',
    fields: (_id, index) => ({ make: 'Toyota', status: ['in_stock', 'in_recon'], results: 120 + index }),
  },
  {
    kind: 'vehicle_opened',
    component: 'VehicleDetail',
    path: (id) => `/inventory/${id}`,
    fields: (id, index) => ({ vehicle_id: id, days_in_inventory: 12 + index, price_usd: 18_990 + index * 250 }),
  },
  {
    kind: 'lead_submitted',
    component: 'LeadForm',
    path: () => '/leads/new',
    fields: (_id, index) => ({ source: 'walk-in', duration_ms: 30_000 + index * 713, fields_filled: 9 }),
  },
  {
    kind: 'navigated',
    component: 'AppShell',
    path: () => '/settings/team',
    fields: () => ({ from: '/dashboard', via: 'sidebar' }),
  },
];

/** Stands for the first 34 characters of each event's id in a batch template (`withEventIds`). */
const EVENT_ID_PREFIX = '@event-id-prefix@';

/** A request's body from a batch template: every event gets an id of its own, as the browser makes them. */
export function withEventIds(template: string): Buffer {
  // A random UUID's first 34 characters, then two hex digits for the event's place (50 < 256).
  return Buffer.from(template.replaceAll(EVENT_ID_PREFIX, randomUUID().slice(0, 34)));
}

/**
 * `{ "events": [50 events] }` named `eventName`, as a few people's browsers would send them: a
 * template whose event ids `withEventIds` fills per request (the same ids would be stored once).
 */
export function analyticsBatch(eventName: string, baseUrl: string, now: Date): string {
  const people = Array.from({ length: 7 }, () => ({ anonymousId: randomUUID(), sessionId: randomUUID() }));
  const events = Array.from({ length: EVENTS_PER_REQUEST }, (_, index) => {
    const person = people[index % people.length]!;
    const action = ACTIONS[index % ACTIONS.length]!;
    const id = randomUUID();
    return {
      event_id: `${EVENT_ID_PREFIX}${index.toString(16).padStart(2, '0')}`,
      anonymous_id: person.anonymousId,
      session_id: person.sessionId,
      component: action.component,
      event: eventName,
      url: `${baseUrl}${action.path(id)}`,
      payload: { ...action.fields(id, index), ...DEVICES[index % DEVICES.length]! },
      custom: { kind: action.kind, experiment: index % 2 === 0 ? 'grid-v2' : 'control' },
      created_at: new Date(now.getTime() - (EVENTS_PER_REQUEST - index) * 1_000).toISOString(),
    };
  });
  return JSON.stringify({ events });
}

/** Counts the measured window's requests per send, through autocannon's per-request hooks. */
function windowTracker(measuredSeconds: number, templates: { counted: string; uncounted: string }) {
  const counts = { sent: 0, answered: 0, acknowledged: 0, refused: 0 };
  let windowEnd: number | undefined;
  const hooks: LoadRequest['hooks'] = {
    // Called for each request just before it is sent; the first call starts the window.
    setupRequest(request, context) {
      const now = performance.now();
      windowEnd ??= now + measuredSeconds * 1_000;
      const counted = now < windowEnd;
      context.counted = counted;
      if (counted) counts.sent += 1;
      return { ...request, body: withEventIds(counted ? templates.counted : templates.uncounted) };
    },
    // One request at a time per connection: the context is still the one its request was set up with.
    onResponse(status, _body, context) {
      if (context.counted !== true) return;
      counts.answered += 1;
      if (status === 202) counts.acknowledged += 1;
      if (status === 503) counts.refused += 1;
    },
  };
  /** True once the window is over and each of its requests has been answered. */
  const settled = () => windowEnd !== undefined && performance.now() >= windowEnd && counts.answered >= counts.sent;
  return { counts, hooks, settled };
}

const DAILY_COUNTS = `query BenchAnalyticsCounts($filter: AnalyticsEventFilter!) {
  analyticsDailyCounts(filter: $filter) { day event count }
}`;

async function storedCount(baseUrl: string, adminCookie: string, event: string, from: Date): Promise<number> {
  const data = await graphql<{ analyticsDailyCounts: { count: number }[] }>(baseUrl, adminCookie, DAILY_COUNTS, {
    filter: { event, from: from.toISOString(), to: new Date(Date.now() + 60_000).toISOString() },
  });
  return data.analyticsDailyCounts.reduce((sum, row) => sum + row.count, 0);
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export async function benchAnalytics(options: {
  baseUrl: string;
  database: string;
  settings: BenchSettings;
  serverPid: number;
  databasePids?: () => number[];
  /** BENCH_USER's session: the events are sent as a signed-in user's, as the app's pages send them. */
  cookie: string;
  /** The administrator's session, to read the stored count. */
  adminCookie: string;
  flushWaitSeconds: number;
  log: (message: string) => void;
}): Promise<AnalyticsRow> {
  const { baseUrl, database, settings, adminCookie } = options;
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const eventName = `bench_ingest_${runId}`;
  const builtAt = new Date();
  const counted = analyticsBatch(eventName, baseUrl, builtAt);
  const uncounted = analyticsBatch(`${eventName}_uncounted`, baseUrl, builtAt);
  const target: BenchTarget = {
    name: `analytics ingestion (${EVENTS_PER_REQUEST} events/request)`,
    method: 'POST',
    path: '/api/analytics',
    headers: { 'content-type': 'application/json' },
    // The preflight and the warm-up send the uncounted batch; the measured window the counted one.
    body: withEventIds(uncounted).toString(),
    needsSession: true,
    // A 503 (queue full) is counted by its status, not as a wrong body as well.
    verifyBody: (body) => body.includes(`"accepted":${EVENTS_PER_REQUEST}`) || body.includes('SERVICE_UNAVAILABLE'),
  };
  const tracker = windowTracker(settings.durationSeconds, { counted, uncounted });
  const row: AnalyticsRow = {
    ...(await measureTarget(baseUrl, target, {
      database,
      settings,
      serverPid: options.serverPid,
      databasePids: options.databasePids,
      cookie: options.cookie,
      measured: {
        request: (request) => ({ ...request, hooks: tracker.hooks }),
        extraSeconds: MAX_TAIL_SECONDS,
        stopWhen: tracker.settled,
      },
    })),
    eventName,
    measuredSeconds: settings.durationSeconds,
    requestBytes: withEventIds(counted).length,
  };
  if (row.failure) return row;
  const loadEnded = performance.now();
  const { sent, answered, acknowledged, refused } = tracker.counts;
  Object.assign(row, {
    sent,
    answered,
    acknowledged,
    refused,
    eventsPerSecond: (acknowledged * EVENTS_PER_REQUEST) / settings.durationSeconds,
    tailSeconds: row.result ? Math.max(0, row.result.durationSeconds - settings.durationSeconds) : undefined,
  });

  // A 202 is sent once the events are stored, so the count matches at once; poll for the requests
  // still unanswered when the load stopped (and in case that promise is ever broken).
  const expected = acknowledged * EVENTS_PER_REQUEST;
  const unanswered = sent - answered;
  const from = new Date(builtAt.getTime() - 5 * 60_000);
  const deadline = loadEnded + options.flushWaitSeconds * 1_000;
  options.log(`${integer.format(expected)} events acknowledged on ${database}; waiting for them to be stored…`);
  let lastError: string | undefined;
  for (;;) {
    try {
      row.stored = await storedCount(baseUrl, adminCookie, eventName, from);
      lastError = undefined;
    } catch (error) {
      lastError = (error as Error).message;
    }
    if (row.stored === expected) {
      row.storedAfterMs = performance.now() - loadEnded;
      break;
    }
    // More than acknowledged cannot get better, unless unanswered requests' events are still arriving.
    if (row.stored !== undefined && row.stored > expected && unanswered === 0) break;
    if (performance.now() >= deadline) break;
    await delay(500);
  }
  if (row.stored !== expected) {
    row.storeProblem =
      row.stored === undefined
        ? `the stored count could not be read: ${lastError ?? 'no answer'}`
        : `${integer.format(row.stored)} rows stored ≠ ${integer.format(expected)} events acknowledged ` +
          `${Math.round((performance.now() - loadEnded) / 1000)} s after the load` +
          (unanswered > 0
            ? ` (${integer.format(unanswered)} requests of the measured window had no answer when the load stopped)`
            : '');
    options.log(`⚠ ${row.storeProblem}`);
  } else {
    options.log(
      `all ${integer.format(expected)} stored ${((row.storedAfterMs ?? 0) / 1000).toFixed(1)} s after the load`,
    );
  }
  return row;
}
