// The scale-out phase of `npm run bench` (PostgreSQL only): app processes A, B and C on the same
// database, started one after the other (only the first may find the database empty and seed it),
// behind round-robin-proxy.ts in a process of its own, which sends requests only to a process whose
// /api/ready answers 200. Measures GraphQL `me` and the recon board through the proxy with one, two
// and three processes; checks that the processes agree (a session made on A works on B, a user
// deactivated through A is refused on B at once); then restarts A, B and C one after the other
// under load (SIGTERM, exit, a new process on the same address, ready) and counts failed requests.
import { cpus } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { projectDir, startAppServer, type AppServer } from './app-server';
import { graphql } from './graph';
import { fetchRetrying } from './http';
import { runLoad } from './autocannon-runner';
import { measureTarget, type BenchSettings, type TargetRow } from './measure';
import { startService, type Service } from './processes';
import { signIn } from './session';
import { BENCH_USER, scaleOutTargets, VIEWER_USER, type BenchTarget } from './targets';

const here = path.dirname(fileURLToPath(import.meta.url));

export type ScaleOutRow = TargetRow & { backends: number };
export type ScaleOutCheck = { ok: boolean; text: string };
export type ScaleOutResult = { rows: ScaleOutRow[]; checks: ScaleOutCheck[]; notes: string[] };

/** How long a deactivated user's requests on B may still pass before the check gives up looking. */
const REFUSAL_LOOK_MS = 5_000;
/** How often the proxy asks each process's /api/ready. */
const READY_POLL_MS = 100;
/** How long a stopping process stays up, not ready, before its listener closes: many polls of the proxy. */
const SHUTDOWN_DELAY_MS = 3_000;
const NAMES = ['A', 'B', 'C'] as const;

type Proxy = { baseUrl: string; service: Service; stop(): Promise<void> };

async function startProxy(backends: AppServer[], logFile: string): Promise<Proxy> {
  const service = startService(
    'round-robin proxy',
    process.execPath,
    ['--import', 'tsx', path.join(here, 'round-robin-proxy.ts')],
    {
      cwd: projectDir,
      env: {
        ...process.env,
        BACKENDS: backends.map((backend) => backend.baseUrl).join(','),
        READY_POLL_MS: String(READY_POLL_MS),
      },
      logFile,
    },
  );
  try {
    const [, port] = await service.waitForLine(/^listening (\d+)$/, 30_000);
    const proxy = { baseUrl: `http://127.0.0.1:${port}`, service, stop: () => service.stop(5_000) };
    for (const backend of backends) await proxySees(proxy, backend.baseUrl, 'ready');
    return proxy;
  } catch (error) {
    await service.stop(2_000);
    throw error;
  }
}

/** Resolves once the proxy's latest word on `backendUrl` is `state` (its "ready <url>" / "not ready <url>" lines). */
function proxySees(
  proxy: Proxy,
  backendUrl: string,
  state: 'ready' | 'not ready',
  timeoutMs = 60_000,
): Promise<unknown> {
  const escaped = backendUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const about = new RegExp(`^(?:not )?ready ${escaped}$`);
  const latest = proxy.service
    .tail()
    .split('\n')
    .filter((line) => about.test(line))
    .at(-1);
  if (latest === `${state} ${backendUrl}`) return Promise.resolve();
  return proxy.service.waitForLine(new RegExp(`^${state} ${escaped}$`), timeoutMs);
}

async function getMe(baseUrl: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetchRetrying(`${baseUrl}/api/trpc/users.getMe`, {
    headers: { cookie },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text() };
}

const TEAM_MEMBERS = `query BenchTeamMembers($search: String) {
  teamMembers(filter: { search: $search }) { edges { node { id email active } } }
}`;
const SET_ACTIVE = (active: boolean) => `mutation BenchSetActive($userId: ID!) {
  ${active ? 'reactivateUser' : 'deactivateUser'}(userId: $userId) { id active }
}`;

type Member = { id: string; email: string; active: boolean };

/** Sessions and deactivation across processes, each check talking to A or B directly. */
async function crossProcessChecks(
  a: AppServer,
  b: AppServer,
  log: (message: string) => void,
): Promise<ScaleOutCheck[]> {
  const checks: ScaleOutCheck[] = [];
  const check = (ok: boolean, text: string) => {
    checks.push({ ok, text });
    log(`${ok ? '✓' : '⚠'} ${text}`);
  };
  const owner = await signIn(a.baseUrl, BENCH_USER.email, BENCH_USER.password);
  const ownerOnB = await getMe(b.baseUrl, owner);
  check(
    ownerOnB.status === 200 && ownerOnB.body.includes(`"email":"${BENCH_USER.email}"`),
    `A session created through process A (${BENCH_USER.email}, a JWT) works on process B: tRPC users.getMe → ${ownerOnB.status}` +
      (ownerOnB.status === 200 ? ` as ${BENCH_USER.email}` : `: ${ownerOnB.body.slice(0, 120)}`) +
      '.',
  );

  const { teamMembers } = await graphql<{ teamMembers: { edges: { node: Member }[] } }>(
    a.baseUrl,
    owner,
    TEAM_MEMBERS,
    {
      search: VIEWER_USER.email,
    },
  );
  const viewerId = teamMembers.edges.map((edge) => edge.node).find((node) => node.email === VIEWER_USER.email)?.id;
  if (!viewerId) throw new Error(`${VIEWER_USER.email} is not among teamMembers`);
  const viewer = await signIn(a.baseUrl, VIEWER_USER.email, VIEWER_USER.password);
  // This also puts the viewer in B's viewer cache, which the deactivation must then reach.
  const before = await getMe(b.baseUrl, viewer);
  if (before.status !== 200) {
    check(
      false,
      `${VIEWER_USER.email}'s session (made on A) was refused on B before any deactivation: HTTP ${before.status}.`,
    );
    return checks;
  }

  let deactivated = false;
  try {
    const { deactivateUser } = await graphql<{ deactivateUser: Member }>(a.baseUrl, owner, SET_ACTIVE(false), {
      userId: viewerId,
    });
    deactivated = true;
    const answered = performance.now();
    const next = await getMe(b.baseUrl, viewer);
    const onA = await getMe(a.baseUrl, viewer);
    const what = `After ${BENCH_USER.email} deactivated ${VIEWER_USER.email} through process A (active: ${deactivateUser.active})`;
    if (next.status === 401) {
      check(
        true,
        `${what}, the viewer's next request on process B is refused: tRPC users.getMe → 401 (on A too: ${onA.status}).`,
      );
    } else {
      let refusedAfterMs: number | undefined;
      while (performance.now() - answered < REFUSAL_LOOK_MS) {
        await delay(50);
        if ((await getMe(b.baseUrl, viewer)).status === 401) {
          refusedAfterMs = performance.now() - answered;
          break;
        }
      }
      check(
        false,
        `${what}, the viewer's next request on process B answered ${next.status}, not 401; ` +
          (refusedAfterMs === undefined
            ? `still not refused after ${REFUSAL_LOOK_MS / 1000} s.`
            : `refused only ${Math.round(refusedAfterMs)} ms after the mutation answered.`),
      );
    }
  } finally {
    if (deactivated) {
      const { reactivateUser } = await graphql<{ reactivateUser: Member }>(a.baseUrl, owner, SET_ACTIVE(true), {
        userId: viewerId,
      });
      const after = await getMe(b.baseUrl, viewer);
      check(
        reactivateUser.active && after.status === 200,
        `Reactivated through A (active: ${reactivateUser.active}): the same session works on B again: tRPC users.getMe → ${after.status}.`,
      );
    }
  }
  return checks;
}

export async function benchScaleOut(options: {
  databaseUrl: string;
  databasePids?: () => number[];
  settings: BenchSettings;
  resultsDir: string;
  log: (message: string) => void;
}): Promise<ScaleOutResult> {
  const { databaseUrl, databasePids, settings, resultsDir, log } = options;
  const logFile = (name: string) => path.join(resultsDir, `${name}.log`);
  const notes: string[] = [];
  const checks: ScaleOutCheck[] = [];
  const rows: ScaleOutRow[] = [];
  // The processes now serving, A, B and C in that order (a restarted one takes its predecessor's place).
  const servers: AppServer[] = [];
  const start = (index: number, port?: number) =>
    startAppServer({
      databaseUrl,
      port,
      logFile: logFile(`server-scale-out-${NAMES[index]!.toLowerCase()}${port ? '-restarted' : ''}`),
      env: { SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) },
    });

  try {
    // One after the other: the seed runs only on an empty database, so B and C must find A's.
    for (const index of [0, 1, 2]) {
      log(
        `starting process ${NAMES[index]}` +
          (index > 0 ? ` (${NAMES[index - 1]} ready after ${(servers[index - 1]!.readyMs / 1000).toFixed(1)} s)` : ''),
      );
      servers.push(await start(index));
    }
    const [a, b, c] = servers as [AppServer, AppServer, AppServer];
    const seeded = [b, c].filter((server) => /created the demo organization/.test(server.service.tail()));
    checks.push({
      ok: seeded.length === 0,
      text:
        seeded.length > 0
          ? 'Process B or C seeded the database again.'
          : 'Processes B and C started on the database as A had left it and did not seed it.',
    });
    try {
      checks.push(...(await crossProcessChecks(a, b, log)));
    } catch (error) {
      checks.push({ ok: false, text: `The checks across processes could not run: ${(error as Error).message}` });
    }

    const cookie = await signIn(a.baseUrl, BENCH_USER.email, BENCH_USER.password);
    for (const backends of [[a], [a, b], [a, b, c]]) {
      log(`proxy over ${backends.length} process(es)`);
      const proxy = await startProxy(backends, logFile(`proxy-${backends.length}`));
      try {
        for (const target of scaleOutTargets) {
          const row = await measureTarget(proxy.baseUrl, target, {
            database: `PostgreSQL, ${backends.length} process${backends.length > 1 ? 'es' : ''} via proxy`,
            settings,
            serverPid: a.pid,
            databasePids,
            extraPids: { 'process B': () => [b.pid], 'process C': () => [c.pid], proxy: () => [proxy.service.pid] },
            cookie,
          });
          rows.push({ ...row, backends: backends.length });
        }
      } finally {
        await proxy.stop();
      }
    }

    checks.push(await rollingRestart({ servers, start, cookie, settings, logFile, log }));
    notes.push(
      `Scale-out: processes A, B and C (each \`startAppServer\`, same DATABASE_URL, started one after the other) behind ` +
        `tests/bench/round-robin-proxy.ts (node:http, keep-alive, its own process, no retries, sending requests only to a ` +
        `process whose /api/ready answered 200 at its last poll, every ${READY_POLL_MS} ms); "1 process" sends everything to A ` +
        `through the same proxy. One session cookie (made on A) for all requests. On this ${cpus().length}-core machine the ` +
        'processes, the proxy, PostgreSQL and autocannon compete for the same cores, so these rows show that the ' +
        'stateless design works across processes (sessions are JWTs, viewer caches are invalidated by LISTEN/NOTIFY), ' +
        'not a speed-up.',
    );
  } finally {
    for (const server of servers) await server.stop();
  }
  return { rows, checks, notes };
}

/**
 * Restarts each process in turn under load through a proxy over all of them, as a deployment
 * does: SIGTERM (the process answers /api/ready 503 for SHUTDOWN_DELAY_MS while it still serves,
 * then drains), its exit, a new process on the same address, until the proxy sees it ready.
 * Every request must be answered: the proxy does not retry.
 */
async function rollingRestart(options: {
  servers: AppServer[];
  start: (index: number, port: number) => Promise<AppServer>;
  cookie: string;
  settings: BenchSettings;
  logFile: (name: string) => string;
  log: (message: string) => void;
}): Promise<ScaleOutCheck> {
  const { servers, start, cookie, settings, logFile, log } = options;
  const target: BenchTarget = scaleOutTargets[0]!;
  const proxy = await startProxy(servers, logFile('proxy-rolling-restart'));
  const started = performance.now();
  const steps: string[] = [];
  let restarting = true;
  try {
    const load = runLoad(
      {
        url: `${proxy.baseUrl}${target.path}`,
        method: target.method,
        headers: { ...target.headers, cookie },
        body: target.body,
        verifyBody: target.verifyBody,
      },
      { connections: settings.connections, durationSeconds: 600, stopWhen: () => !restarting },
    );
    // Awaited below; if a restart fails first, the load still ends (restarting = false) and must not go unhandled.
    load.catch(() => undefined);
    try {
      await delay(2_000);
      for (const [index, server] of servers.entries()) {
        const port = Number(new URL(server.baseUrl).port);
        const name = NAMES[index]!;
        log(`rolling restart: stopping ${name}`);
        const signalled = performance.now();
        const stopped = server.stop();
        await proxySees(proxy, server.baseUrl, 'not ready');
        const noticedMs = performance.now() - signalled;
        await stopped;
        const exitedMs = performance.now() - signalled;
        const restarted = await start(index, port);
        servers[index] = restarted;
        await proxySees(proxy, restarted.baseUrl, 'ready');
        const readyMs = performance.now() - signalled;
        steps.push(
          `${name}: out of rotation after ${Math.round(noticedMs)} ms, exited after ${(exitedMs / 1000).toFixed(1)} s, back in after ${(readyMs / 1000).toFixed(1)} s`,
        );
        log(`rolling restart: ${steps.at(-1)}`);
        await delay(1_000);
      }
    } finally {
      restarting = false;
    }
    const result = await load;
    // autocannon counts timeouts among its errors.
    const failed = result.non2xx + result.errors + result.mismatches;
    return {
      ok: failed === 0 && steps.length === servers.length,
      text:
        `Rolling restart of A, B and C under ${settings.connections} connections of ${target.name} through the proxy that reads /api/ready ` +
        `(SHUTDOWN_DELAY_MS=${SHUTDOWN_DELAY_MS}): ${result.totalRequests} requests in ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
        `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms; ${failed} failed ` +
        `(${result.non2xx} non-2xx, ${result.errors} errors of which ${result.timeouts} timeouts, ${result.mismatches} wrong bodies). ${steps.join('; ')}.`,
    };
  } catch (error) {
    return { ok: false, text: `The rolling restart could not run: ${(error as Error).message}` };
  } finally {
    await proxy.stop();
  }
}
