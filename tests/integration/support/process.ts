import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectDir = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ServerProcess = {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
};

/**
 * Runs `command` in the project with only the given env (the server must not pick up the test
 * runner's NODE_ENV) and SHUTDOWN_DELAY_MS=0 unless `env` sets it. `detached` makes it the leader of a process group of its own, so a test
 * can tell whether anything it started outlives it.
 */
export function spawnProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): ServerProcess {
  let output = '';
  const child = spawn(command, args, {
    cwd: projectDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NEXT_TELEMETRY_DISABLED: '1',
      // No load balancer watches a test's server: SIGTERM closes the listener at once unless a test says otherwise.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    } as Record<string, string> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Starts `server/index.ts` from its sources (Next.js included, from the `.next` build) with the
 * given env. The compiled `dist/server.js` that `npm start` runs is tested by
 * npm-start-signals.test.ts; everything else uses the sources so no test runs a stale bundle.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  return spawnProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], env);
}

/** The Next.js build the server processes serve pages from: made when there is none yet. */
export function ensureNextBuild(): void {
  if (existsSync(path.join(projectDir, '.next/BUILD_ID'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit', timeout: 300_000 });
  if (build.status !== 0) throw new Error('npm run build failed: server process tests need the Next.js build');
}

/**
 * Resolves once this very process says it is ready on `baseUrl` and /api/health answers 200
 * (health alone could come from another test's server that took the port meanwhile: a port from
 * `freePort` is only free when asked). Rejects if the process exits first or time runs out.
 */
// A start seeds the demo data and loads Next.js: well over a minute when `npm test`'s lanes share the cores.
export async function waitForHealthy(baseUrl: string, server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      // The ready line, as text (development) or inside a JSON log line (production).
      if (server.output().includes(`ready on ${baseUrl} `) && (await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Starts the server on a free loopback port (its public URL set to match) and waits until it is healthy. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ baseUrl: string; server: ServerProcess }> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawnServer({ PORT: String(port), NEXTAUTH_URL: baseUrl, ...env });
  await waitForHealthy(baseUrl, server);
  return { baseUrl, server };
}
