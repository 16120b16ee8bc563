import { expressMiddleware } from '@as-integrations/express5';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import {
  CSP_NONCE_REQUEST_KEY,
  PUBLIC_CONFIG_REQUEST_KEY,
  type RequestWithPublicConfig,
} from '../src/config/public-config';
import { ACCESS_USER_LOADER, type RequestWithAccessUser } from '../src/features/access/page-access';
import { buildContentSecurityPolicy } from './http/content-security-policy';
import { createAnalyticsRouter, createAnalyticsWriter, type AnalyticsWriter } from './analytics/route';
import { createAuthOptions } from './auth/options';
import { createAuthRouter } from './auth/handler';
import { createSessionReader } from './auth/session';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createApolloServer, type LotwiseApolloServer } from './graphql/apollo';
import { createGraphQLContext } from './graphql/context';
import { createRateLimiter, type RateLimitStore } from './rate-limit';
import { ViewerCache } from './services/users/viewer-cache';
import { VIEWER_CHANGES_CHANNEL, onLocalViewerChange, parseViewerChange } from './services/users/viewer-changes';
import { createContextInner } from './trpc/context';
import { appRouter } from './trpc/router';

type PageRequest = RequestWithAccessUser & RequestWithPublicConfig;

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** Next.js's request handler; absent in API-only tests. */
  web?: RequestHandler;
  /** Where rate-limit counters live; this process's memory by default (see server/rate-limit.ts). */
  rateLimitStore?: RateLimitStore;
  /** Next.js runs in development mode (hot reload needs a looser Content-Security-Policy). */
  development?: boolean;
};

export type App = {
  express: express.Express;
  apollo: LotwiseApolloServer;
  /** The analytics write queue: drained by `stop`. */
  analyticsWriter: AnalyticsWriter;
  viewers: ViewerCache;
  /**
   * After the HTTP server has stopped: writes the queued analytics events (for up to
   * `drainMs`), stops Apollo and the change listener. The database stays open for the caller.
   */
  stop(drainMs: number): ReturnType<AnalyticsWriter['close']>;
};

/** Assembles one express app: health, next-auth, GraphQL, tRPC, then Next.js for the rest. */
export async function createApp({ env, database, web, rateLimitStore, development = false }: AppOptions): Promise<App> {
  const { db } = database;
  const sessions = createSessionReader(env.authSecret, env.authUrl);
  const apollo = createApolloServer({ production: env.production });
  await apollo.start();

  // Viewers are cached per process and dropped when any process announces a change to them.
  const viewers = new ViewerCache();
  const stopLocalChanges = onLocalViewerChange((change) => viewers.apply(change));
  const stopListening = await database.listen(
    VIEWER_CHANGES_CHANNEL,
    (payload) => viewers.apply(parseViewerChange(payload)),
    () => viewers.clear(),
  );
  const contextDeps = { db, apollo, viewers };

  const app = express();
  app.disable('x-powered-by');

  const policyOptions = {
    publicConfig: env.publicConfig,
    oauthOrigins: [
      ...(env.google ? ['https://accounts.google.com'] : []),
      ...(env.azureAd ? ['https://login.microsoftonline.com'] : []),
    ],
    development,
  };
  const apiContentSecurityPolicy = buildContentSecurityPolicy(policyOptions);
  app.use('/api', (_req, res, next) => {
    res.setHeader('Content-Security-Policy', apiContentSecurityPolicy);
    next();
  });

  app.get('/api/health', async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'The database does not answer.' });
    }
  });

  app.use('/api/auth', createAuthRouter(createAuthOptions(env, db)));

  const analyticsWriter = createAnalyticsWriter(db, env.analytics);
  app.use(
    '/api/analytics',
    createAnalyticsRouter({
      db,
      sessions,
      writer: analyticsWriter,
      limiter: createRateLimiter({
        name: 'analytics',
        points: env.analytics.rateLimit,
        windowSeconds: env.analytics.rateWindowSeconds,
        store: rateLimitStore,
      }),
    }),
  );

  app.use(
    '/api/graphql',
    express.json({ limit: '100kb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createGraphQLContext({ db, viewers, resolveUserId: () => sessions.userIdFromHeaders(req.headers) }),
    }),
  );

  app.use(
    '/api/trpc',
    createExpressMiddleware({
      router: appRouter,
      maxBodySize: 100 * 1024,
      createContext: ({ req }) => createContextInner(contextDeps, () => sessions.userIdFromHeaders(req.headers)),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'} failed:`, error.cause ?? error);
      },
    }),
  );

  if (web) {
    // Server-rendered pages check access with the same `users.getMe` the browser gets (see
    // src/features/access/page-access.ts); loaded only when a page asks for it.
    app.use((req, res, next) => {
      const context = createContextInner(contextDeps, () => sessions.userIdFromHeaders(req.headers));
      const nonce = randomBytes(16).toString('base64');
      const pageRequest = req as PageRequest;
      pageRequest[ACCESS_USER_LOADER] = context.me;
      pageRequest[PUBLIC_CONFIG_REQUEST_KEY] = env.publicConfig;
      pageRequest[CSP_NONCE_REQUEST_KEY] = nonce;
      res.setHeader('Content-Security-Policy', buildContentSecurityPolicy({ ...policyOptions, nonce }));
      next();
    });
    app.use(web);
  }
  return {
    express: app,
    apollo,
    analyticsWriter,
    viewers,
    async stop(drainMs) {
      const drained = await analyticsWriter.close(drainMs);
      await apollo.stop();
      stopLocalChanges();
      await stopListening();
      return drained;
    },
  };
}
