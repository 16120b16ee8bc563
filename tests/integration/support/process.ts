import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const projectDir = fileURLToPath(new URL('../../..', import.meta.url));

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

/** Starts `server/index.ts` exactly as `npm start` does (Next.js included), with the given env. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectDir,
    // Only what the test passes: the server must not pick up the test runner's NODE_ENV.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NEXT_TELEMETRY_DISABLED: '1', ...env } as Record<string, string> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Resolves once this very process says it is ready on `baseUrl` and /api/health answers 200
 * (health alone could come from another test's server that took the port meanwhile: a port from
 * `freePort` is only free when asked). Rejects if the process exits first or time runs out.
 */
export async function waitForHealthy(baseUrl: string, server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      if (server.output().includes(`[lotwise] ready on ${baseUrl} `) && (await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Starts the server on a free loopback port (its public URL set to match) and waits until it is healthy. */
export async function startServerProcess(env: Record<string, string>): Promise<{ baseUrl: string; server: ServerProcess }> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawnServer({ PORT: String(port), NEXTAUTH_URL: baseUrl, ...env });
  await waitForHealthy(baseUrl, server);
  return { baseUrl, server };
}
