import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { createApolloServer } from '../../../server/graphql/apollo';
import { createGraphQLContext, type Credentials } from '../../../server/graphql/context';
import { unsafeAuthenticateApiToken } from '../../../server/services/api-tokens/authenticate';
import type { RateLimiter } from '../../../server/rate-limit';
import type { RemoteProviderConfig } from '../../../server/services/market/valuations/remote-provider';
import { ViewerCache } from '../../../server/services/users/viewer-cache';
import { onLocalViewerChange } from '../../../server/services/users/viewer-changes';
import type { GraphQLResponse } from './clients';

/** A GraphQL answer without the HTTP status (there is no HTTP in-process). */
export type GraphAnswer<TData> = Omit<GraphQLResponse<TData>, 'status'>;

export type InProcessGraph = {
  /** Runs a codegen-typed operation as the user with this email (null: anonymous). */
  run<TData, TVariables extends Record<string, unknown>>(
    email: string | null,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<GraphAnswer<TData>>;
  /** Runs an operation with `Authorization: Bearer <secret>`, through the same plugins (a read token runs no mutation). */
  runWithToken<TData, TVariables extends Record<string, unknown>>(
    secret: string,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<GraphAnswer<TData>>;
  close(): Promise<void>;
};

// Password resets are tested over HTTP, with their limits: in-process they always pass.
const unlimited: RateLimiter = {
  consume: async () => ({ allowed: true }),
  refund: async () => undefined,
  reset: async () => undefined,
};

/**
 * The graph the server runs (schema, resolvers, plugins, limits and error formatting) through
 * Apollo's `executeOperation`, with a signed-in user's context: for tests of what the graph
 * answers, not of HTTP (cookies, headers, body limits and status codes need startTestServer).
 */
export async function startInProcessGraph(
  database: DatabaseHandle,
  options: { valuationProvider?: RemoteProviderConfig; secretsKey?: Buffer; webhookAllowPrivate?: boolean } = {},
): Promise<InProcessGraph> {
  const apollo = createApolloServer({ production: false });
  await apollo.start();
  const viewers = new ViewerCache();
  // As the server does: a change to users or organizations (a setting, a role) drops their cached viewers.
  const unsubscribe = onLocalViewerChange((change) => viewers.apply(change));
  const runtime = {
    appUrl: 'http://localhost',
    mailer: undefined,
    passwordResetLimits: { perAddress: unlimited, perEmail: unlimited },
    valuationProvider: options.valuationProvider,
    secretsKey: options.secretsKey,
    webhookAllowPrivate: options.webhookAllowPrivate,
  };

  async function userIdOf(email: string): Promise<string> {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  }

  async function execute<TData, TVariables extends Record<string, unknown>>(
    credentials: Credentials,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<GraphAnswer<TData>> {
    const contextValue = createGraphQLContext({ db: database.db, viewers, runtime, credentials });
    const response = await apollo.executeOperation<TData, TVariables>({ query: document, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('an incremental answer where one was expected');
    // What a client receives: scalars serialized as JSON (a DateTime is a string there).
    return JSON.parse(JSON.stringify(response.body.singleResult)) as GraphAnswer<TData>;
  }

  async function run<TData, TVariables extends Record<string, unknown>>(
    email: string | null,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<GraphAnswer<TData>> {
    const userId = email === null ? null : await userIdOf(email);
    return execute({ kind: 'session', userId: async () => userId }, document, variables);
  }

  return {
    run,
    runWithToken: (secret, document, variables) =>
      execute(
        { kind: 'token', viewer: () => unsafeAuthenticateApiToken({ db: database.db, secret }) },
        document,
        variables,
      ),
    close: async () => {
      unsubscribe();
      await apollo.stop();
    },
  };
}
