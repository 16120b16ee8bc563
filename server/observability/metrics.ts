import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { WriterStats } from '../lib/batched-writer';
import type { DatabaseHandle } from '../db/client';
import { bearerToken } from '../services/secret-tokens';

export type Metrics = {
  registry: Registry;
  /** One finished HTTP request. */
  observeRequest(labels: { route: string; method: string; status: number }, seconds: number): void;
  /** One GraphQL operation (HTTP or in-process), by name and outcome (`ok` or the first error's code). */
  observeOperation(labels: { operation: string; type: string; outcome: string }): void;
  /** One tRPC procedure call, by path and HTTP status. */
  observeProcedure(labels: { procedure: string; status: number }): void;
};

// Names a client chooses (GraphQL operation names) are labels only up to this many distinct
// values, so a partner cannot grow the series without bound; later ones count as `other`.
const MAX_OPERATION_NAMES = 200;

/** Follows a running total kept elsewhere with a Prometheus counter, by how much it grew. */
function cumulative(counter: { inc(value: number): void }, read: () => number) {
  let last = 0;
  return () => {
    const now = read();
    counter.inc(Math.max(0, now - last));
    last = now;
  };
}

export function createMetrics(sources: { database: DatabaseHandle; analytics: () => WriterStats }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'lotwise_http_requests_total',
    help: 'HTTP requests answered, by route class, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'lotwise_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route class, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'lotwise_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route class.',
    labelNames: ['route'],
    registers,
  });
  const operations = new Counter({
    name: 'lotwise_graphql_operations_total',
    help: 'GraphQL operations, by operation name, type and outcome.',
    labelNames: ['operation', 'type', 'outcome'],
    registers,
  });
  const procedures = new Counter({
    name: 'lotwise_trpc_calls_total',
    help: 'tRPC procedure calls, by path and HTTP status.',
    labelNames: ['procedure', 'status'],
    registers,
  });

  const analyticsEvents = new Counter({
    name: 'lotwise_analytics_events_total',
    help: 'Analytics events by what happened to them: accepted (queued for a write), rejected (queue full), written (committed; a retry of a stored event counts again), dropped (unstorable).',
    labelNames: ['result'],
    registers,
  });
  const analyticsFailures = new Counter({
    name: 'lotwise_analytics_write_failures_total',
    help: 'Analytics write statements that failed and were retried.',
    registers,
  });
  const counted = {
    accepted: cumulative(analyticsEvents.labels('accepted'), () => sources.analytics().accepted),
    rejected: cumulative(analyticsEvents.labels('rejected'), () => sources.analytics().rejected),
    written: cumulative(analyticsEvents.labels('written'), () => sources.analytics().written),
    dropped: cumulative(analyticsEvents.labels('dropped'), () => sources.analytics().dropped),
    failures: cumulative(analyticsFailures, () => sources.analytics().failedAttempts),
  };
  new Gauge({
    name: 'lotwise_analytics_queue_depth',
    help: 'Analytics events waiting for their batch to commit: requests not yet answered, and events kept through a database outage.',
    registers,
    collect() {
      this.set(sources.analytics().queued);
      for (const update of Object.values(counted)) update();
    },
  });
  const pool = sources.database.pgPool;
  new Gauge({
    name: 'lotwise_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent for embedded PGlite.',
    labelNames: ['state'],
    registers,
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const operationNames = new Set<string>();
  const boundedName = (name: string) => {
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };

  return {
    registry,
    observeRequest(labels, seconds) {
      const series = { ...labels, status: String(labels.status) };
      requests.inc(series);
      duration.observe(series, seconds);
      if (labels.status === 429) refusals.inc({ route: labels.route });
    },
    observeOperation({ operation, type, outcome }) {
      operations.inc({ operation: boundedName(operation), type, outcome });
    },
    observeProcedure({ procedure, status }) {
      procedures.inc({ procedure, status: String(status) });
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics in Prometheus' text format. With `token`, only for `Authorization: Bearer
 * <token>` (compared in constant time): 401 otherwise. Without one the caller decides where it is
 * reachable (the loopback-only METRICS_PORT).
 */
export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (req, res) => {
    if (expected) {
      const given = bearerToken(req.headers.authorization);
      if (!given || !timingSafeEqual(digest(given), expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res
          .status(401)
          .json({ error: 'UNAUTHENTICATED', message: 'Metrics need Authorization: Bearer $METRICS_TOKEN.' });
        return;
      }
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
