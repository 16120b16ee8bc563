import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import next from 'next';
import { createApp } from './app';
import { drainableServer } from './http/drain';
import { earlyLogSettings, loadEnv, publishLibraryEnv, type Env } from './env';
import { configureLogging, logger } from './observability/logger';
import { metricsHandler, type Metrics } from './observability/metrics';
import { projectDir } from './project-dir';
import { startUp } from './startup';

// Time to write the analytics still queued at shutdown (retrying if the database falters).
const ANALYTICS_DRAIN_MS = 15_000;

const log = () => logger('lotwise');

function fail(message: string): never {
  log().fatal(message);
  process.exit(1);
}

async function main() {
  configureLogging(earlyLogSettings());
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  configureLogging({ production: env.production, level: env.logLevel });
  publishLibraryEnv(env);

  const startedAt = performance.now();
  const dev = process.argv.includes('--dev');
  const nextApp = next({ dev, dir: projectDir, hostname: 'localhost', port: env.port });
  // Next loads its build while the start-up steps run (the database migrated, the job queue set
  // up, the demo data seeded, under one lock across processes): start-up waits for the slower of
  // the two, not their sum. Nothing listens before both are done.
  const [{ database, jobs }] = await Promise.all([
    startUp(env).catch((error: Error) => fail(error.message)),
    nextApp.prepare(),
  ]);
  const handleWeb = nextApp.getRequestHandler();

  // /api/ready answers 503 until every start-up step below has succeeded.
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const app = await createApp({ env, database, development: dev, web: (req, res) => handleWeb(req, res), started });
  const { analyticsWriter } = app;
  const server = app.express.listen(env.port, env.host);
  const http = drainableServer(server, app.readiness);
  // A request must arrive whole within these limits; idle keep-alive connections outlive a load
  // balancer's own idle timeout (60 s on the common ones) so it never reuses a closed socket.
  server.requestTimeout = env.requestTimeoutMs;
  server.headersTimeout = Math.min(env.requestTimeoutMs, 20_000);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject)).catch(
    (error: Error) => fail(`Cannot listen on ${env.host}:${env.port}: ${error.message}`),
  );
  const { port } = server.address() as AddressInfo;
  const metricsServer = env.metrics.port ? await serveMetricsOnLoopback(app.metrics, env.metrics.port) : undefined;
  markStarted();
  log().info(
    { port, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `ready on http://localhost:${port} (${database.kind}, ${Math.round(performance.now() - startedAt)} ms)`,
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const { delayMs, graceMs } = env.shutdown;
    log().info(
      { signal, delayMs, graceMs },
      `${signal}: finishing requests in flight, then stopping (not ready from now on; the listener closes in ${delayMs} ms)`,
    );
    // Event streams never finish by themselves: they end now, while readiness turns 503, and their
    // clients reconnect (with the last event id they saw) to a process that is not stopping.
    const draining = http.drain({ delayMs, graceMs });
    await app.endStreams();
    const { inFlightAtClose, cut } = await draining;
    if (cut > 0) log().warn({ cut, graceMs }, `${cut} request(s) still unanswered after ${graceMs} ms were cut`);
    else
      log().info(
        { inFlightAtClose },
        `listener closed and connections ended: the ${inFlightAtClose} request(s) in flight were answered`,
      );
    metricsServer?.close();
    // No request can queue events any more: write what is queued before the database closes.
    const { queued } = analyticsWriter.stats();
    const { remaining } = await app.stop(ANALYTICS_DRAIN_MS);
    if (remaining > 0)
      log().error({ lost: remaining }, `${remaining} analytics event(s) could not be written and are lost`);
    else log().info({ drained: queued }, `analytics queue drained (${queued} event(s) were waiting)`);
    await jobs
      .stop()
      .catch((error: Error) => log().error({ reason: error.message }, 'the job queue did not stop cleanly'));
    await nextApp.close();
    await database.close();
    // Log lines are written synchronously: nothing is lost by exiting right after the last.
    log().info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Prometheus metrics without a token on METRICS_PORT, reachable from this machine only. */
async function serveMetricsOnLoopback(metrics: Metrics, port: number) {
  const server = createServer(express().get('/api/metrics', metricsHandler(metrics, undefined)));
  await new Promise<void>((resolve, reject) => server.listen(port, '127.0.0.1', resolve).once('error', reject)).catch(
    (error: Error) => fail(`Cannot listen on 127.0.0.1:${port} for metrics: ${error.message}`),
  );
  return server;
}

void main();
