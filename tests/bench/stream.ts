// The live-stream phase of `npm run bench` (issue 37, PostgreSQL only; BENCH_ONLY=stream): two
// compiled server processes on one database, BENCH_STREAMS (500) subscriptions to
// `Subscription.events` over /api/graphql/stream split between them (graphql-sse's client, its
// distinct-connections mode: one connection each), then BENCH_STREAM_MOVES (3) recon moves made
// through the first process, one at a time, after one that warms the path. For each move: from its commit (when this process's
// own LISTEN hears the NOTIFY PostgreSQL sends at commit) to its arrival on every subscriber,
// p50/p95/max, against STREAM_TARGETS.p95Ms (250 ms). Idle memory per open stream: each process's
// RSS with its streams open and idle minus before they opened, over its streams. Last, SIGTERM to
// the second process: every one of its streams must complete (not fail) before it exits 0, so its
// clients reconnect elsewhere. Run alone with `npx tsx tests/bench/stream.ts`.
import path from 'node:path';
import { createClient, type Client } from 'graphql-sse';
import pg from 'pg';
import { BENCH_SECRET, projectDir, startAppServer, type AppServer } from './app-server';
import { graphql } from './graph';
import { runAloneOnPostgres } from './postgres';
import { readMemory } from './proc-stats';
import { signIn } from './session';
import { numberFromEnv } from './settings';
import { BENCH_USER } from './targets';

export const STREAM_TARGETS = { p95Ms: 250 } as const;

export type StreamBenchSettings = { streams: number; moves: number };
export const streamBenchSettings = (): StreamBenchSettings => ({
  streams: numberFromEnv('BENCH_STREAMS', 500, 2),
  moves: numberFromEnv('BENCH_STREAM_MOVES', 3, 1),
});

export type StreamResult = { note: string; problems: string[] };

const FOLLOW = 'subscription { events(types: ["recon.moved"]) { id subjectId } }';
const BOARD = '{ reconBoard { vehicle { id } stage { id } } reconWorkflow { stages { id removed isFrontLine } } }';
const MOVE = 'mutation ($input: MoveReconVehicleInput!) { moveReconVehicle(input: $input) { stage { id } } }';

type Subscriber = { connected: boolean; ended: 'complete' | 'error' | undefined; arrivals: Map<string, number> };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const round = (value: number) => Math.round(value * 10) / 10;

/** A process's resident memory, the median of 15 samples over 3 s (one sample jumps with each collection). */
async function medianRssKb(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let sample = 0; sample < 15; sample += 1) {
    samples.push(readMemory(pid)?.rssKb ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return samples.sort((a, b) => a - b)[7]!;
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function subscribeMany(client: Client, count: number): Subscriber[] {
  return Array.from({ length: count }, () => {
    const subscriber: Subscriber = { connected: false, ended: undefined, arrivals: new Map() };
    client.subscribe<{ events: { id: string } }>(
      { query: FOLLOW },
      {
        next: (result) => {
          if (result.data) subscriber.arrivals.set(result.data.events.id, performance.now());
        },
        error: () => (subscriber.ended = 'error'),
        complete: () => (subscriber.ended = 'complete'),
      },
      { connected: () => (subscriber.connected = true) },
    );
    return subscriber;
  });
}

export async function benchStream(options: {
  databaseUrl: string;
  settings: StreamBenchSettings;
  resultsDir: string;
  log: (message: string) => void;
}): Promise<StreamResult> {
  const { databaseUrl, settings, resultsDir, log } = options;
  const problems: string[] = [];
  const env = { EVENT_STREAMS_PER_VIEWER: String(settings.streams) };
  const servers: AppServer[] = [];
  const listener = new pg.Client({ connectionString: databaseUrl });
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const name of ['a', 'b'])
      servers.push(
        await startAppServer({
          databaseUrl,
          compiled: true,
          logFile: path.join(resultsDir, `stream-${name}.log`),
          env: { ...env, NEXTAUTH_SECRET: BENCH_SECRET },
        }),
      );
    const [first, second] = servers as [AppServer, AppServer];
    const cookie = await signIn(first.baseUrl, BENCH_USER.email, BENCH_USER.password);
    const memoryBefore = await Promise.all(servers.map((server) => medianRssKb(server.pid)));
    const halves = [Math.ceil(settings.streams / 2), Math.floor(settings.streams / 2)];
    const clients = servers.map((server) =>
      createClient({ url: `${server.baseUrl}/api/graphql/stream`, headers: { cookie }, retryAttempts: 0 }),
    );
    const byServer = clients.map((client, index) => subscribeMany(client, halves[index]!));
    const subscribers = byServer.flat();
    await until(() => subscribers.every((each) => each.connected), 120_000, 'every stream to connect');
    log(`${subscribers.length} streams open (${halves.join(' + ')})`);
    // Idle: nothing is sent but keep-alive comments.
    const memoryAfter = await Promise.all(servers.map((server) => medianRssKb(server.pid)));
    // The larger of the two: a process with free heap left from its start-up absorbs streams without growing.
    const perStreamKb = Math.max(
      ...memoryAfter.map((kb, index) => Math.round((kb - memoryBefore[index]!) / halves[index]!)),
    );

    await listener.connect();
    const committed = new Map<string, number>();
    listener.on('notification', () => committed.set('last', performance.now()));
    await listener.query('listen lotwise_events');
    const board = await graphql<{
      reconBoard: { vehicle: { id: string }; stage: { id: string } }[];
      reconWorkflow: { stages: { id: string; removed: boolean; isFrontLine: boolean }[] };
    }>(first.baseUrl, cookie, BOARD);
    const card = board.reconBoard[0]!;
    const stages = board.reconWorkflow.stages.filter((stage) => !stage.removed && !stage.isFrontLine);
    const lines: string[] = [];
    let worstP95 = 0;
    // Move 0 warms the path (the processes' first delivery compiles and caches what it runs) and is not counted.
    for (let move = 0; move <= settings.moves; move += 1) {
      const stage = stages[(stages.findIndex((each) => each.id === card.stage.id) + 1 + move) % stages.length]!;
      committed.delete('last');
      const sent = performance.now();
      await graphql(first.baseUrl, cookie, MOVE, { input: { vehicleId: card.vehicle.id, stageId: stage.id } });
      await until(() => committed.has('last'), 10_000, 'the NOTIFY of the move');
      const commitAt = committed.get('last')!;
      const arrivedAll = () => subscribers.every((each) => [...each.arrivals.values()].some((at) => at >= sent));
      await until(arrivedAll, 10_000, `move ${move} on every stream`).catch((error: Error) =>
        problems.push(error.message),
      );
      const latencies = subscribers
        .map((each) => [...each.arrivals.values()].find((at) => at >= sent))
        .filter((at): at is number => at !== undefined)
        .map((at) => Math.max(0, at - commitAt))
        .sort((a, b) => a - b);
      card.stage = stage;
      if (move === 0) continue;
      const p95 = percentile(latencies, 0.95);
      worstP95 = Math.max(worstP95, p95);
      lines.push(
        `move ${move}: delivered to ${latencies.length}/${subscribers.length}; commit→delivery p50 ${round(percentile(latencies, 0.5))} ms, ` +
          `p95 ${round(p95)} ms, max ${round(latencies.at(-1)!)} ms (mutation sent→commit ${round(commitAt - sent)} ms)`,
      );
    }
    if (!(worstP95 <= STREAM_TARGETS.p95Ms))
      problems.push(
        `stream: commit→delivery p95 ${round(worstP95)} ms missed its target of ${STREAM_TARGETS.p95Ms} ms`,
      );

    // SIGTERM: the second process's streams complete, then it exits 0.
    const stopping = performance.now();
    const secondStreams = byServer[1]!;
    const stopped = second.service.stop(30_000);
    await until(
      () => secondStreams.every((each) => each.ended !== undefined),
      30_000,
      'the stopping process’s streams to end',
    ).catch((error: Error) => problems.push(error.message));
    const endedMs = performance.now() - stopping;
    await stopped;
    const exitCode = await second.service.exited;
    const completed = secondStreams.filter((each) => each.ended === 'complete').length;
    if (completed !== secondStreams.length)
      problems.push(
        `stream: ${secondStreams.length - completed} streams of the stopping process failed instead of completing`,
      );
    if (exitCode !== 0) problems.push(`stream: the stopping process exited with ${exitCode}, not 0`);
    const untouched = byServer[0]!.filter((each) => each.ended !== undefined).length;
    if (untouched > 0) problems.push(`stream: ${untouched} streams of the other process ended too`);
    clients.forEach((client) => client.dispose());

    const note =
      `Live stream (PostgreSQL, two processes, ${subscribers.length} subscriptions of recon.moved, ${halves.join(' + ')}): ` +
      `${lines.join('; ')}. Target p95 ≤ ${STREAM_TARGETS.p95Ms} ms. Idle memory per open stream: ` +
      `at most ${perStreamKb} kB (a process's median RSS over 3 s, idle, with its streams open minus before, over ` +
      `its streams: ${memoryAfter.map((kb, index) => `${Math.round((kb - memoryBefore[index]!) / 1024)} MB`).join(' and ')}; ` +
      `RSS moves with garbage collection, so this is an estimate). ` +
      `SIGTERM: ${completed}/${secondStreams.length} streams completed in ${Math.round(endedMs)} ms, exit ${exitCode}; ` +
      `the other process's ${byServer[0]!.length} stayed open.`;
    log(note);
    return { note, problems };
  } finally {
    await listener.end().catch(() => undefined);
    for (const server of servers) await server.stop();
  }
}

await runAloneOnPostgres(import.meta.url, 'stream', (postgres, log) =>
  benchStream({
    databaseUrl: postgres.url,
    settings: streamBenchSettings(),
    resultsDir: path.join(projectDir, 'tests', 'bench', 'results'),
    log,
  }),
);
