import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, type Service } from './processes';

const here = path.dirname(fileURLToPath(import.meta.url));

export type BareServer = { baseUrl: string; service: Service; stop(): Promise<void> };

/** Which baseline bare-http-server.ts serves: plain node:http, or tRPC's own standalone adapter. */
export type BareKind = 'node' | 'trpc';

/** Starts bare-http-server.ts in a child process (its own event loop) on an ephemeral port. */
export async function startBareHttp(logDir: string, kind: BareKind = 'node'): Promise<BareServer> {
  const name = kind === 'node' ? 'bare node:http' : 'bare tRPC';
  const service = startService(name, process.execPath, ['--import', 'tsx', path.join(here, 'bare-http-server.ts')], {
    cwd: path.resolve(here, '../..'),
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', BARE_KIND: kind },
    logFile: path.join(logDir, `bare-${kind}.log`),
  });
  try {
    const [, port] = await service.waitForLine(/^listening (\d+)$/, 15_000);
    return { baseUrl: `http://127.0.0.1:${port}`, service, stop: () => service.stop(5_000) };
  } catch (error) {
    await service.stop(2_000);
    throw error;
  }
}
