/**
 * Soak run: does the server's memory stay flat under a steady mixed load?
 *
 *   npx tsx tests/soak/soak.ts
 *
 * Starts the real server (`node --import tsx server/index.ts`, as `npm start` does, with the
 * Next.js build; it builds first when there is none) on a fresh PGlite directory, or on a fresh
 * database of the PostgreSQL server named by SOAK_DATABASE_URL. It signs in two demo users and
 * drives, for SOAK_SECONDS (default 180), a paced mix of tRPC users.getMe, GraphQL `me`,
 * analytics batches and server-rendered GETs of /dashboard with a session, while it reads the
 * server's resident memory (VmRSS in /proc/<pid>/status) every 5 s.
 *
 * At the end it prints a markdown table (time, RSS, requests/s, p99, errors) and a verdict:
 * PASS when RSS grew from the 25 % mark to the end by less than SOAK_MAX_GROWTH_PERCENT (15) or
 * SOAK_MAX_GROWTH_MB (64), whichever allows more (each mark is the median of the three samples
 * around it), the server stayed up and under 1 % of requests failed; FAIL (exit code 1) otherwise.
 *
 * Knobs: SOAK_SECONDS (180), SOAK_RATE (requests/s, 120), SOAK_CONCURRENCY (8),
 * SOAK_DATABASE_URL, SOAK_MAX_GROWTH_PERCENT (15), SOAK_MAX_GROWTH_MB (64); for diagnosis,
 * SOAK_NODE_FLAGS (flags for the server's node, e.g. `--max-old-space-size=256 --trace-gc`) and
 * SOAK_SERVER_LOG (a file that receives the server's output). Linux only (/proc).
 * Not part of `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = number('SOAK_SECONDS', 180);
const RATE = number('SOAK_RATE', 120);
const CONCURRENCY = number('SOAK_CONCURRENCY', 8);
const MAX_GROWTH_PERCENT = number('SOAK_MAX_GROWTH_PERCENT', 15);
const MAX_GROWTH_MB = number('SOAK_MAX_GROWTH_MB', 64);
const SAMPLE_EVERY_MS = 5_000;
const DEMO_PASSWORD = 'lotwise-demo';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function rssMb(pid: number): number | undefined {
  try {
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh database on SOAK_DATABASE_URL's server (dropped at the end), or that URL as it is. */
async function provideDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.SOAK_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `lotwise_soak_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    console.log(
      `[soak] cannot create a database on SOAK_DATABASE_URL (${(error as Error).message}); using it as it is`,
    );
    return { url: serverUrl, drop: async () => undefined };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
    body: new URLSearchParams({
      csrfToken,
      email,
      password: DEMO_PASSWORD,
      callbackUrl: `${baseUrl}/dashboard`,
      json: 'true',
    }),
  });
  keep(response);
  await response.text();
  if (![...cookies.keys()].some((name) => name.endsWith('session-token')))
    throw new Error(`${email} could not sign in (${response.status})`);
  return header();
}

type Interval = { requests: number; errors: number; latencies: number[] };

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

async function main() {
  if (!existsSync(path.join(projectDir, '.next/BUILD_ID'))) {
    console.log('[soak] no Next.js build yet: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const database = await provideDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-soak-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const nodeFlags = (process.env.SOAK_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const serverLog = process.env.SOAK_SERVER_LOG;
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/index.ts'], {
    cwd: projectDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      NEXTAUTH_URL: baseUrl,
      DATA_DIR: dataDir,
      // The load comes from one address and two users: per-client limits would refuse most of it.
      ANALYTICS_RATE_LIMIT: '100000000',
      GRAPHQL_RATE_LIMIT: '100000000',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    } as Record<string, string> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (serverLog) appendFileSync(serverLog, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exited = code))));
  const pid = child.pid!;

  const cleanUp = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(30_000)]);
      if (exited === undefined) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop().catch((error: Error) => console.log(`[soak] could not drop the database: ${error.message}`));
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (exited !== undefined) throw new Error(`the server exited with ${exited}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
      // The ready line proves this process listens on the port (not another that took it first).
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy && output.includes(`[lotwise] ready on ${baseUrl}`)) break;
      await sleep(250);
    }
    const owner = await signIn(baseUrl, 'owner@demo.test');
    const viewer = await signIn(baseUrl, 'viewer@demo.test');
    console.log(
      `[soak] server pid ${pid} on ${baseUrl} (${database.url ? 'PostgreSQL' : 'PGlite'}); ${SECONDS} s at ${RATE} requests/s, ${CONCURRENCY} at a time`,
    );

    // One request of the mix; resolves true when it got the answer it should.
    const events = (n: number) =>
      JSON.stringify({
        events: Array.from({ length: n }, (_, index) => ({
          anonymous_id: 'soak',
          session_id: 'soak-session',
          event: index === 0 ? 'page' : 'soak_event',
          url: `${baseUrl}/dashboard`,
          payload: { device_type: 'desktop', index },
        })),
      });
    const mix: (() => Promise<boolean>)[] = [
      () =>
        fetch(`${baseUrl}/api/trpc/users.getMe`, { headers: { cookie: owner } }).then(
          async (response) => (await response.text(), response.status === 200),
        ),
      () =>
        fetch(`${baseUrl}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: viewer },
          body: JSON.stringify({ query: '{ me { id email role organization { name featureFlags } } }' }),
        }).then(async (response) => {
          const body = (await response.json()) as { errors?: unknown };
          return response.status === 200 && !body.errors;
        }),
      () =>
        fetch(`${baseUrl}/api/analytics`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: viewer },
          body: events(10),
        }).then(async (response) => (await response.text(), response.status === 202)),
      () =>
        fetch(`${baseUrl}/api/trpc/users.getMe`, { headers: { cookie: viewer } }).then(
          async (response) => (await response.text(), response.status === 200),
        ),
      () =>
        fetch(`${baseUrl}/dashboard`, { headers: { cookie: owner } }).then(
          async (response) => (await response.text(), response.status === 200),
        ),
    ];

    const started = performance.now();
    const endAt = started + SECONDS * 1_000;
    let current: Interval = { requests: 0, errors: 0, latencies: [] };
    let total = { requests: 0, errors: 0 };
    let issued = 0;
    let nextSlot = started;
    const samples: { seconds: number; rssMb: number; rps: number; p99: number; errors: number }[] = [];
    const startRss = rssMb(pid)!;
    samples.push({ seconds: 0, rssMb: startRss, rps: 0, p99: 0, errors: 0 });

    let lastSample = started;
    const sample = () => {
      const now = performance.now();
      const memory = rssMb(pid);
      if (memory === undefined) return;
      samples.push({
        seconds: Math.round((now - started) / 1000),
        rssMb: memory,
        rps: current.requests / ((now - lastSample) / 1000),
        p99: percentile(current.latencies, 99),
        errors: current.errors,
      });
      total = { requests: total.requests + current.requests, errors: total.errors + current.errors };
      current = { requests: 0, errors: 0, latencies: [] };
      lastSample = now;
    };
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);

    // Paced workers: one request every 1/RATE s at most; a slot missed is not made up later
    // (no bursts), so the rate stays steady or falls short when the server is slower.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < endAt && exited === undefined) {
          const n = issued++;
          nextSlot = Math.max(nextSlot + 1_000 / RATE, performance.now());
          const wait = nextSlot - performance.now();
          if (wait > 0) await sleep(wait);
          if (performance.now() >= endAt) break;
          const t0 = performance.now();
          const ok = await mix[n % mix.length]!().catch(() => false);
          current.requests += 1;
          if (!ok) current.errors += 1;
          current.latencies.push(performance.now() - t0);
        }
      }),
    );
    clearInterval(sampler);
    if (performance.now() - lastSample > 1_000) sample();

    // The verdict.
    const at = (fraction: number) => {
      const target = fraction * SECONDS;
      const index = samples.reduce(
        (best, sample, i) => (Math.abs(sample.seconds - target) < Math.abs(samples[best]!.seconds - target) ? i : best),
        0,
      );
      return median(samples.slice(Math.max(0, index - 1), index + 2).map((sample) => sample.rssMb));
    };
    const quarter = at(0.25);
    const end = median(samples.slice(-3).map((sample) => sample.rssMb));
    const growthMb = end - quarter;
    const growthPercent = (growthMb / quarter) * 100;
    const allowedMb = Math.max((MAX_GROWTH_PERCENT / 100) * quarter, MAX_GROWTH_MB);
    const errorRate = total.requests === 0 ? 1 : total.errors / total.requests;
    const alive = exited === undefined;

    console.log(`\n## Soak run: ${SECONDS} s, ${database.url ? 'PostgreSQL' : 'PGlite'}, target ${RATE} requests/s\n`);
    console.log('| time (s) | RSS (MB) | requests/s | p99 (ms) | errors |');
    console.log('|---:|---:|---:|---:|---:|');
    for (const sample of samples) {
      console.log(
        `| ${sample.seconds} | ${sample.rssMb.toFixed(1)} | ${sample.rps.toFixed(1)} | ${sample.p99.toFixed(0)} | ${sample.errors} |`,
      );
    }
    console.log(
      `\nRSS at start ${startRss.toFixed(1)} MB, at the 25 % mark ${quarter.toFixed(1)} MB, at the end ${end.toFixed(1)} MB: ` +
        `growth ${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB (${growthPercent.toFixed(1)} %), allowed ${allowedMb.toFixed(1)} MB ` +
        `(${MAX_GROWTH_PERCENT} % or ${MAX_GROWTH_MB} MB, whichever is larger).`,
    );
    console.log(
      `Requests: ${total.requests}, failed ${total.errors} (${(errorRate * 100).toFixed(2)} %); server ${alive ? 'still running' : `exited ${exited}`}.`,
    );
    const failures = [
      ...(growthMb > allowedMb
        ? [`memory grew ${growthMb.toFixed(1)} MB after the 25 % mark (allowed ${allowedMb.toFixed(1)} MB)`]
        : []),
      ...(errorRate > 0.01 ? [`${(errorRate * 100).toFixed(2)} % of requests failed`] : []),
      ...(alive ? [] : [`the server exited (${exited})`]),
    ];
    console.log(failures.length === 0 ? '\n**Verdict: PASS**' : `\n**Verdict: FAIL**: ${failures.join('; ')}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error('[soak] failed:', error);
  process.exitCode = 1;
});
