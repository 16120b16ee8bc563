import { makeExecutableSchema } from '@graphql-tools/schema';
import express, { type Request, type RequestHandler, type Response } from 'express';
import {
  buildSchema,
  GraphQLError,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { Database } from '../db/client';
import { formatGraphQLError } from '../graphql/apollo';
import { createGraphQLContext, type GraphQLContext, type GraphQLRuntime } from '../graphql/context';
import { createArmor } from '../graphql/limits';
import { requireViewerOutsidePublicFields } from '../graphql/public-fields';
import type { RequestCredentials } from '../graphql/request-credentials';
import { resolvers } from '../graphql/resolvers';
import { readTypeDefs } from '../graphql/schema';
import { logger } from '../observability/logger';
import type { LiveEvents } from '../services/events/live';
import type { LiveNotifications } from '../services/notifications/live';
import type { ViewerCache } from '../services/users/viewer-cache';
import { clientIp } from './rate-limit-middleware';

/**
 * GraphQL subscriptions over Server-Sent Events at /api/graphql/stream (docs/live-updates.md), with
 * `graphql-sse`: its distinct-connections mode (one stream per subscription) and its
 * single-connection mode (PUT reserves a stream, GET opens it, POST adds operations to it). Same
 * schema, resolvers, credentials and access checks as /api/graphql; only subscriptions run here
 * (queries and mutations keep Apollo's limits and plugins at /api/graphql).
 */
export function createEventStream(options: {
  db: Database;
  viewers: ViewerCache;
  runtime: GraphQLRuntime;
  credentials: RequestCredentials;
  events: LiveEvents;
  notifications: LiveNotifications;
  production: boolean;
}) {
  const { db, viewers, runtime, credentials, events, notifications } = options;
  const typeDefs = readTypeDefs();
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: requireViewerOutsidePublicFields(buildSchema(typeDefs), resolvers) as never,
  });
  const rules = [...specifiedRules, ...createArmor().validationRules];
  const format = formatGraphQLError(options.production);
  const open = new Set<Response>();

  /** A new authentication of the stream's request each time (not the request's remembered one). */
  function reauthenticate(req: Request) {
    const headers = { cookie: req.headers.cookie, authorization: req.headers.authorization };
    return () => {
      const fresh = credentials.of({ headers } as Request);
      return createGraphQLContext({ db, viewers, runtime, credentials: fresh }).viewer();
    };
  }

  const handler = createHandler<GraphQLContext>({
    schema,
    validate: (checked, document) => validate(checked, document, rules),
    context: (req) =>
      createGraphQLContext({
        db,
        viewers,
        runtime,
        clientAddress: clientIp(req.raw),
        credentials: credentials.of(req.raw),
        live: { events, notifications, reauthenticate: reauthenticate(req.raw) },
      }),
    execute: () => ({
      errors: [
        new GraphQLError('Only subscriptions are served here: send queries and mutations to /api/graphql.', {
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    }),
    // Product errors keep their code (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT…), as at /api/graphql.
    onNext: (_context, _req, result) => formatted(result as ExecutionResult, format),
  });

  const router = express.Router();
  router.use(express.json({ limit: '100kb' }), async (req, res) => {
    const streaming = req.headers.accept === 'text/event-stream';
    if (streaming) {
      open.add(res);
      res.once('close', () => open.delete(res));
    }
    try {
      await handler(req, res);
    } catch (error) {
      logger('event-stream').error({ err: error }, 'event stream failed');
      if (!res.headersSent) res.status(500).json({ errors: [{ message: 'The event stream failed.' }] });
      else res.end();
    }
  });
  return {
    router: router as RequestHandler,
    /** Open event-stream connections (both modes) in this process. */
    get connections() {
      return open.size;
    },
    /**
     * SIGTERM: every subscription completes (its `complete` message sent), then every stream
     * connection ends, so clients reconnect, through the load balancer, to another process.
     */
    async close() {
      events.close();
      notifications.close();
      await new Promise((resolve) => setImmediate(resolve));
      for (const res of open) res.end();
    },
  };
}

function formatted(result: ExecutionResult, format: ReturnType<typeof formatGraphQLError>): ExecutionResult | void {
  if (!result.errors) return;
  const errors = result.errors.map((error) =>
    format(error instanceof GraphQLError ? error.toJSON() : (error as GraphQLFormattedError), error),
  );
  return { ...result, errors: errors as unknown as ExecutionResult['errors'] };
}
