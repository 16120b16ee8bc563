import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/client';
import { loadEnv, publishLibraryEnv } from '../../../server/env';
import { configureLogging } from '../../../server/observability/logger';
import { openTestDatabase } from './database';

export const TEST_SECRET = 'integration-test-secret-0123456789abcdef';

export type TestServer = {
  baseUrl: string;
  database: DatabaseHandle;
  app: App;
  close(): Promise<void>;
};

/**
 * The real express app (API only, no Next.js) on an ephemeral loopback port. `env` adds
 * variables to the test environment (e.g. `ANALYTICS_QUEUE_CAPACITY`); logging is set to warnings
 * and up unless `keepLogging` leaves what the test configured.
 */
export async function startTestServer(
  options: { database?: DatabaseHandle; env?: Record<string, string | undefined>; keepLogging?: boolean } = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const server: Server = createServer();
  // As in production (server/index.ts): the server keeps idle connections longer than fetch's
  // pool does (4 s), so a busy machine never has the client reuse a socket the server is closing
  // (ECONNRESET on a test's first request after a pause).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://localhost:${port}`;
  const env = loadEnv({
    NEXTAUTH_SECRET: TEST_SECRET,
    NEXTAUTH_URL: baseUrl,
    PORT: String(port),
    SEED_DEMO: 'false',
    // Tests sign in often from one address; the limits themselves are tested with their own values.
    SIGNIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    SIGNIN_RATE_LIMIT_PER_IP: '10000',
    GRAPHQL_RATE_LIMIT: '100000',
    // A line per request would bury the test output; failures are still logged.
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  publishLibraryEnv(env);
  if (!options.keepLogging) configureLogging({ production: env.production, level: env.logLevel });
  const app = await createApp({ env, database });
  server.on('request', app.express);
  return {
    baseUrl,
    database,
    app,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop(10_000);
      if (!options.database) await database.close();
    },
  };
}
