import { randomBytes } from 'node:crypto';
import { expressMiddleware } from '@as-integrations/express5';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type RequestHandler } from 'express';
import { buildSchema, printSchema } from 'graphql';
import {
  CSP_NONCE_REQUEST_KEY,
  PUBLIC_CONFIG_REQUEST_KEY,
  type RequestWithPublicConfig,
} from '../src/shared/config/public-config';
import { ACCESS_USER_LOADER, type RequestWithAccessUser } from '../src/shared/access/page-request';
import { createAnalyticsRouter } from './analytics/route';
import { createAnalyticsWriter, type AnalyticsWriter } from './analytics/writer';
import { createAuthRouter } from './auth/handler';
import { createAuthOptions } from './auth/options';
import { createSessionReader } from './auth/session';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { isAppError } from './errors';
import { createApolloServer, type LotwiseApolloServer } from './graphql/apollo';
import { createGraphQLContext } from './graphql/context';
import { createRequestCredentials } from './graphql/request-credentials';
import { readTypeDefs } from './graphql/schema';
import { buildContentSecurityPolicy } from './http/content-security-policy';
import { clientIp, graphqlRateLimit } from './http/rate-limit-middleware';
import { apiErrorHandler, applyHttpBasics } from './http/security';
import { mountPublicRoutes } from './http/public-routes';
import { createReadiness, readinessRoute, type Readiness } from './http/readiness';
import { createMailer } from './mail/mailer';
import { observeOperations } from './observability/graphql';
import { noteProcedure, observeRequests } from './observability/http';
import { logger } from './observability/logger';
import { createMetrics, metricsHandler, type Metrics } from './observability/metrics';
import { createRateLimiter } from './rate-limit';
import { createRateLimitStores } from './rate-limit-stores';
import { emit, on, type ViewerChange } from './services/domain-events';
import { isMarketChange } from './services/market/changes';
import { PASSWORD_RESET_RATE } from './services/passwords/reset';
import { LiveSessions } from './services/sessions/live';
import { ViewerCache } from './services/users/viewer-cache';
import { VIEWER_CHANGES_CHANNEL, parseViewerChange } from './services/users/viewer-changes';
import { createContextInner } from './trpc/context';
import { createEventStream } from './http/event-stream';
import { LiveEvents } from './services/events/live';
import { EVENTS_CHANNEL } from './services/events/record';
import { NOTIFICATIONS_CHANNEL } from './services/notifications/create';
import { LiveNotifications } from './services/notifications/live';
import { appRouter } from './trpc/router';

type PageRequest = RequestWithAccessUser & RequestWithPublicConfig;

/** Body size limits per route (413 over them). */
export const BODY_LIMITS = { auth: '16kb', graphql: '100kb', trpcBytes: 100 * 1024 } as const;
/** Calls one batched tRPC request may carry. */
export const TRPC_MAX_BATCH_SIZE = 10;

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** Next.js's request handler; absent in API-only tests. */
  web?: RequestHandler;
  /** Next.js runs in development mode (hot reload needs a looser Content-Security-Policy). */
  development?: boolean;
  /** Resolves when every start-up step has succeeded: /api/ready answers 503 until then (default: at once). */
  started?: PromiseLike<unknown>;
};

export type App = {
  express: express.Express;
  apollo: LotwiseApolloServer;
  /** The analytics write queue: drained by `stop`. */
  analyticsWriter: AnalyticsWriter;
  viewers: ViewerCache;
  /** Prometheus metrics, served at /api/metrics with METRICS_TOKEN (index.ts also serves them on METRICS_PORT). */
  metrics: Metrics;
  /** What GET /api/ready answers; `drain()` on SIGTERM. */
  readiness: Readiness;
  /** The live event hub and its streams (/api/graphql/stream). */
  liveEvents: LiveEvents;
  /** Open event-stream connections. */
  streamConnections(): number;
  /** SIGTERM, as draining starts: completes every subscription and ends every stream, so clients reconnect elsewhere. */
  endStreams(): Promise<void>;
  /**
   * After the HTTP server has stopped: writes the queued analytics events (for up to
   * `drainMs`), stops Apollo, the change listener and shared rate-limit stores. The database
   * stays open for the caller.
   */
  stop(drainMs: number): ReturnType<AnalyticsWriter['close']>;
};

/** Assembles one express app: health, next-auth, analytics, GraphQL, tRPC, then Next.js for the rest. */
export async function createApp({
  env,
  database,
  web,
  development = false,
  started = Promise.resolve(),
}: AppOptions): Promise<App> {
  const { db } = database;
  const liveSessions = new LiveSessions(db);
  const sessions = createSessionReader(env.authSecret, env.authUrl, liveSessions);
  const analyticsWriter = createAnalyticsWriter(db, env.analytics);
  const metrics = createMetrics({ database, analytics: () => analyticsWriter.stats() });
  const apollo = createApolloServer({ production: env.production, plugins: [observeOperations(metrics)] });
  await apollo.start();

  // Viewers and live sessions are cached per process and dropped when any process announces a change to them.
  const viewers = new ViewerCache();
  const stopLocalChanges = on('viewer.changed', (change: ViewerChange) => {
    viewers.apply(change);
    liveSessions.apply(change);
  });
  // Other processes' changes arrive by NOTIFY and are emitted here as the same events (services/domain-events.ts):
  // a change of market records makes pricing forget its remembered market averages.
  const hearChange = (payload: string) =>
    isMarketChange(payload) ? emit('market.recordsChanged', {}) : emit('viewer.changed', parseViewerChange(payload));
  const stopListening = await database.listen(
    VIEWER_CHANGES_CHANNEL,
    (payload) => void hearChange(payload),
    () => {
      viewers.clear();
      liveSessions.clear();
      void emit('market.recordsChanged', {});
    },
  );
  // The live event hub: one LISTEN per process; each NOTIFY names an organization with new events
  // (services/events/live.ts). Created after the caches' handler above, so it rechecks fresh viewers.
  const liveEvents = new LiveEvents(db, env.eventStreamsPerViewer);
  const stopHearingEvents = await database.listen(
    EVENTS_CHANNEL,
    (organizationId) => liveEvents.heard(organizationId),
    () => liveEvents.reset(),
  );
  // The people a committed change notified, each NOTIFY one of them (services/notifications/live.ts).
  const liveNotifications = new LiveNotifications(env.eventStreamsPerViewer);
  const stopHearingNotifications = await database.listen(
    NOTIFICATIONS_CHANNEL,
    (userId) => liveNotifications.heard(userId),
    () => liveNotifications.reset(),
  );
  const limits = env.rateLimits;
  const stores = await createRateLimitStores(database, limits.redisUrl);
  const limiter = (name: string, points: number, windowSeconds: number, kind: typeof limits.signInStore) =>
    createRateLimiter({ name, points, windowSeconds, store: stores.byKind(kind) });
  const runtime = {
    appUrl: env.authUrl,
    mailer: createMailer(env.smtp),
    valuationProvider: env.valuationProvider,
    secretsKey: env.secretsKey,
    webhookAllowPrivate: env.webhookAllowPrivate,
    // Like sign-in attempts, reset requests are what an attacker probes: counted in the shared store.
    passwordResetLimits: {
      perAddress: limiter(
        'password-reset-ip',
        PASSWORD_RESET_RATE.perAddress,
        PASSWORD_RESET_RATE.windowSeconds,
        limits.signInStore,
      ),
      perEmail: limiter(
        'password-reset-email',
        PASSWORD_RESET_RATE.perEmail,
        PASSWORD_RESET_RATE.windowSeconds,
        limits.signInStore,
      ),
    },
  };
  const contextDeps = { db, apollo, viewers, runtime };

  const app = express();
  // First: every answer, whatever answers it, carries the request id and is logged and counted.
  app.use(observeRequests(metrics));
  applyHttpBasics(app, env);

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

  if (env.metrics.token) app.get('/api/metrics', metricsHandler(metrics, env.metrics.token));

  app.get('/api/health', async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'The database does not answer.' });
    }
  });
  // Liveness above, readiness here: 503 while starting, draining or without the database.
  const readiness = createReadiness({ ping: () => database.ping(), started });
  app.get('/api/ready', readinessRoute(readiness));

  const signInLimits = {
    perAccount: limiter('signin-account', limits.signInPerAccount, limits.signInWindowSeconds, limits.signInStore),
    perIp: limiter('signin-ip', limits.signInPerIp, limits.signInWindowSeconds, limits.signInStore),
  };
  app.use(
    '/api/auth',
    createAuthRouter({
      authOptionsFor: createAuthOptions(env, db, liveSessions),
      bodyLimit: BODY_LIMITS.auth,
      signInLimits,
      authUrl: env.authUrl,
      authOriginFromRequest: env.authOriginFromRequest,
    }),
  );

  app.use(
    '/api/analytics',
    createAnalyticsRouter({
      db,
      sessions,
      writer: analyticsWriter,
      limiter: limiter('analytics', env.analytics.rateLimit, env.analytics.rateWindowSeconds, limits.requestStore),
    }),
  );

  // The schema for partners and tools, at a stable URL (README: "The GraphQL graph").
  const publishedSchema = printSchema(buildSchema(readTypeDefs()));
  app.get('/api/graphql/schema.graphql', (_req, res) => {
    res.type('text/plain; charset=utf-8').send(publishedSchema);
  });

  const graphqlCredentials = createRequestCredentials({ db, sessions });
  const graphqlLimit = graphqlRateLimit(
    limiter('graphql', limits.graphql, limits.graphqlWindowSeconds, limits.requestStore),
    graphqlCredentials.rateLimitBucket,
  );
  // Before /api/graphql, which would otherwise take this path as its own.
  const eventStream = createEventStream({
    db,
    viewers,
    runtime,
    credentials: graphqlCredentials,
    events: liveEvents,
    notifications: liveNotifications,
    production: env.production,
  });
  app.use('/api/graphql/stream', graphqlLimit, eventStream.router);
  app.use(
    '/api/graphql',
    graphqlLimit,
    express.json({ limit: BODY_LIMITS.graphql }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createGraphQLContext({
          db,
          viewers,
          runtime,
          clientAddress: clientIp(req),
          credentials: graphqlCredentials.of(req),
        }),
    }),
  );

  app.use(
    '/api/trpc',
    noteProcedure(new Set(Object.keys(appRouter._def.procedures))),
    createExpressMiddleware({
      router: appRouter,
      maxBodySize: BODY_LIMITS.trpcBytes,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req }) => createContextInner(contextDeps, () => sessions.userIdFromHeaders(req.headers)),
      onError: ({ error, path }) => {
        // A product error from the graph was logged there already: log each failure once.
        if (error.code === 'INTERNAL_SERVER_ERROR' && !isAppError(error.cause)) {
          logger('trpc').error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
        }
      },
    }),
  );

  mountPublicRoutes(app, { db, env, runtime, viewers, credentials: graphqlCredentials, limiter });

  // Body-parser refusals (413, malformed JSON) and unexpected failures of the API routes, as JSON.
  app.use('/api', apiErrorHandler);

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
    metrics,
    readiness,
    liveEvents,
    streamConnections: () => eventStream.connections,
    endStreams: () => eventStream.close(),
    async stop(drainMs) {
      await eventStream.close();
      const drained = await analyticsWriter.close(drainMs);
      await apollo.stop();
      stopLocalChanges();
      await stopListening();
      await stopHearingEvents();
      await stopHearingNotifications();
      await stores.close();
      return drained;
    },
  };
}
