import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { track } from './cleanup';
import { freePort, startService, waitForHttpOk, type Service } from './processes';

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Fixed so sessions are reproducible between runs; 40 characters, as production requires ≥ 32. */
export const BENCH_SECRET = 'lotwise-bench-secret-0123456789abcdefghi';

// Settings of server/env.ts a developer's shell might carry; the benchmark sets its own.
const APP_ENV_KEYS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'NEXTAUTH_SECRET',
  'NEXTAUTH_URL',
  'SEED_DEMO',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'AZURE_AD_CLIENT_ID',
  'AZURE_AD_CLIENT_SECRET',
  'AZURE_AD_TENANT_ID',
  'GRAPHQL_RATE_LIMIT',
  'ANALYTICS_RATE_LIMIT',
  'SIGNIN_RATE_LIMIT_PER_ACCOUNT',
  'SIGNIN_RATE_LIMIT_PER_IP',
  'RATE_LIMIT_STORE',
  'REDIS_URL',
  'TRUST_PROXY',
  'SHUTDOWN_DELAY_MS',
  'SHUTDOWN_GRACE_MS',
];

export type AppServer = {
  /** Where load is sent: the loopback address the server listens on. */
  baseUrl: string;
  /** The pid of the node process that runs server/index.ts (no npx/tsx wrapper in between). */
  pid: number;
  service: Service;
  /** Milliseconds from spawn to /api/health answering 200. */
  readyMs: number;
  /** The server's own "[lotwise] ready … (kind, N ms)" line. */
  readyLine: string | undefined;
  stop(): Promise<void>;
};

export function assertBuildExists(): void {
  if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
    throw new Error('No Next.js build (.next/BUILD_ID): run `npm run build` once first.');
  }
}

/** A fresh, empty data dir for a server (PGlite and the generated secret live there). */
export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'lotwise-bench-data-'));
}

/**
 * Starts the real server (Next.js + APIs) in production mode on a fresh data dir, or on
 * `dataDir` when the caller prepared one (it is removed when the server stops).
 */
export async function startAppServer(options: {
  databaseUrl?: string;
  logFile: string;
  dataDir?: string;
  /** Settings of server/env.ts for this run (e.g. a rate limit the measurement must not hit). */
  env?: Record<string, string>;
  /** Run the compiled `dist/server.js`, as production does, instead of the sources through tsx. */
  compiled?: boolean;
  /** How often /api/health is asked while starting (finer for start-time figures). */
  pollMs?: number;
  /** Listen here (a restarted process taking its predecessor's place) instead of on a free port. */
  port?: number;
}): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const untrackDataDir = track({
    name: `data dir ${dataDir}`,
    stop: async () => removeDataDir(),
    stopSync: removeDataDir,
  });

  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !APP_ENV_KEYS.includes(key)));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: BENCH_SECRET,
    NEXTAUTH_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    // The load comes from one client: limits still run (their cost is measured) but never refuse.
    GRAPHQL_RATE_LIMIT: '1000000000',
    ANALYTICS_RATE_LIMIT: '1000000000',
    SIGNIN_RATE_LIMIT_PER_ACCOUNT: '1000000000',
    SIGNIN_RATE_LIMIT_PER_IP: '1000000000',
    // No load balancer watches it unless a phase says so (scale-out): stopping does not wait.
    SHUTDOWN_DELAY_MS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };

  const started = performance.now();
  // `node --import tsx` rather than `npx tsx`: the spawned pid is then the server itself.
  const args = options.compiled ? ['dist/server.js'] : ['--import', 'tsx', 'server/index.ts'];
  const service = startService(options.compiled ? 'compiled server' : 'app server', process.execPath, args, {
    cwd: projectDir,
    env,
    logFile: options.logFile,
  });
  let readyLine: string | undefined;
  void service.waitForLine(/\[lotwise\] ready on/, 120_000).then(
    (match) => (readyLine = match.input),
    () => undefined,
  );
  const stop = async () => {
    await service.stop(15_000);
    removeDataDir();
    untrackDataDir();
  };
  try {
    await waitForHttpOk(`http://127.0.0.1:${port}/api/health`, service, 120_000, options.pollMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: service.pid,
    service,
    readyMs: performance.now() - started,
    get readyLine() {
      return readyLine;
    },
    stop,
  };
}
