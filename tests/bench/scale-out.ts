// The scale-out phase of `npm run bench` (PostgreSQL only): two app processes A and B on the
// same database, started one after the other (only the first may find the database empty and
// seed it), behind round-robin-proxy.ts in a process of its own. Measures the session-bound API
// targets through the proxy with one backend and with both, and checks that the processes agree:
// a session made on A works on B, and a user deactivated through A is refused on B at once.
import { cpus } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { projectDir, startAppServer, type AppServer } from './app-server';
import { graphql } from './graph';
import { fetchRetrying } from './http';
import { measureTarget, type BenchSettings, type TargetRow } from './measure';
import { startService, type Service } from './processes';
import { signIn } from './session';
import { BENCH_USER, scaleOutTargets, VIEWER_USER } from './targets';

const here = path.dirname(fileURLToPath(import.meta.url));

export type ScaleOutRow = TargetRow & { backends: number };
export type ScaleOutCheck = { ok: boolean; text: string };
export type ScaleOutResult = { rows: ScaleOutRow[]; checks: ScaleOutCheck[]; notes: string[] };

/** How long a deactivated user's requests on B may still pass before the check gives up looking. */
const REFUSAL_LOOK_MS = 5_000;

type Proxy = { baseUrl: string; service: Service; stop(): Promise<void> };

async function startProxy(backends: AppServer[], logFile: string): Promise<Proxy> {
  const service = startService('round-robin proxy', process.execPath, ['--import', 'tsx', path.join(here, 'round-robin-proxy.ts')], {
    cwd: projectDir,
    env: { ...process.env, BACKENDS: backends.map((backend) => backend.baseUrl).join(',') },
    logFile,
  });
  try {
    const [, port] = await service.waitForLine(/^listening (\d+)$/, 30_000);
    return { baseUrl: `http://127.0.0.1:${port}`, service, stop: () => service.stop(5_000) };
  } catch (error) {
    await service.stop(2_000);
    throw error;
  }
}

async function getMe(baseUrl: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetchRetrying(`${baseUrl}/api/trpc/users.getMe`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });
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
async function crossProcessChecks(a: AppServer, b: AppServer, log: (message: string) => void): Promise<ScaleOutCheck[]> {
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
      (ownerOnB.status === 200 ? ` as ${BENCH_USER.email}` : `: ${ownerOnB.body.slice(0, 120)}`) + '.',
  );

  const { teamMembers } = await graphql<{ teamMembers: { edges: { node: Member }[] } }>(a.baseUrl, owner, TEAM_MEMBERS, {
    search: VIEWER_USER.email,
  });
  const viewerId = teamMembers.edges.map((edge) => edge.node).find((node) => node.email === VIEWER_USER.email)?.id;
  if (!viewerId) throw new Error(`${VIEWER_USER.email} is not among teamMembers`);
  const viewer = await signIn(a.baseUrl, VIEWER_USER.email, VIEWER_USER.password);
  // This also puts the viewer in B's viewer cache, which the deactivation must then reach.
  const before = await getMe(b.baseUrl, viewer);
  if (before.status !== 200) {
    check(false, `${VIEWER_USER.email}'s session (made on A) was refused on B before any deactivation: HTTP ${before.status}.`);
    return checks;
  }

  let deactivated = false;
  try {
    const { deactivateUser } = await graphql<{ deactivateUser: Member }>(a.baseUrl, owner, SET_ACTIVE(false), { userId: viewerId });
    deactivated = true;
    const answered = performance.now();
    const next = await getMe(b.baseUrl, viewer);
    const onA = await getMe(a.baseUrl, viewer);
    const what = `After ${BENCH_USER.email} deactivated ${VIEWER_USER.email} through process A (active: ${deactivateUser.active})`;
    if (next.status === 401) {
      check(true, `${what}, the viewer's next request on process B is refused: tRPC users.getMe → 401 (on A too: ${onA.status}).`);
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
      const { reactivateUser } = await graphql<{ reactivateUser: Member }>(a.baseUrl, owner, SET_ACTIVE(true), { userId: viewerId });
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

  // One after the other: the seed runs only on an empty database, so B must find A's.
  log('starting process A');
  const a = await startAppServer({ databaseUrl, logFile: logFile('server-scale-out-a') });
  try {
    log(`starting process B (A ready after ${(a.readyMs / 1000).toFixed(1)} s)`);
    const b = await startAppServer({ databaseUrl, logFile: logFile('server-scale-out-b') });
    try {
      const seeded = /created the demo organization/.test(b.service.tail());
      checks.push({
        ok: !seeded,
        text: seeded ? 'Process B seeded the database again.' : 'Process B started on the database as A had left it and did not seed it.',
      });
      try {
        checks.push(...(await crossProcessChecks(a, b, log)));
      } catch (error) {
        checks.push({ ok: false, text: `The checks across processes could not run: ${(error as Error).message}` });
      }

      const cookie = await signIn(a.baseUrl, BENCH_USER.email, BENCH_USER.password);
      for (const backends of [[a], [a, b]]) {
        log(`proxy over ${backends.length} process(es)`);
        const proxy = await startProxy(backends, logFile(`proxy-${backends.length}`));
        try {
          for (const target of scaleOutTargets) {
            const row = await measureTarget(proxy.baseUrl, target, {
              database: `PostgreSQL, ${backends.length} process${backends.length > 1 ? 'es' : ''} via proxy`,
              settings,
              serverPid: a.pid,
              databasePids,
              extraPids: { 'process B': () => [b.pid], proxy: () => [proxy.service.pid] },
              cookie,
            });
            rows.push({ ...row, backends: backends.length });
          }
        } finally {
          await proxy.stop();
        }
      }
      notes.push(
        `Scale-out: processes A and B (each \`startAppServer\`, same DATABASE_URL, started one after the other) behind ` +
          `tests/bench/round-robin-proxy.ts (node:http, keep-alive, its own process); "1 process" sends everything to A ` +
          `through the same proxy. One session cookie (made on A) for all requests. On this ${cpus().length}-core machine the two ` +
          'processes, the proxy, PostgreSQL and autocannon compete for the same cores, so these rows show that the ' +
          'stateless design works across processes (sessions are JWTs, viewer caches are invalidated by LISTEN/NOTIFY), ' +
          'not a speed-up.',
      );
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
  }
  return { rows, checks, notes };
}

