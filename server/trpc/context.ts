import { accessUserOf, type AccessUser, type Operation } from '../../src/shared/access';
import { GetMeDocument } from '../../graphql/generated/operations/GetMe';
import type { Database } from '../db/client';
import { isAppError } from '../errors';
import { requireOperation } from '../graphql/access';
import type { LotwiseApolloServer } from '../graphql/apollo';
import { createGraphQLContext, type GraphQLContext, type GraphQLRuntime } from '../graphql/context';
import { createGraphExecutor, type GraphExecutor } from '../graphql/execute';
import type { ViewerCache } from '../services/users/viewer-cache';

export type TRPCContext = {
  /** The session's user id, read from the cookie on first use. */
  userId(): Promise<string | null>;
  /** Runs a typed GraphQL operation in-process as the same viewer. */
  graph: GraphExecutor;
  /** The signed-in user in the `users.getMe` shape, loaded through the graph once per request. */
  me(): Promise<AccessUser | null>;
  /**
   * Resolves when the signed-in user may do `operation`; throws the graph's own AppError
   * (UNAUTHENTICATED, FORBIDDEN) otherwise. Decided on the viewer the graph's operations will
   * use, with the graph's own check: no graph operation runs for it.
   */
  authorize(operation: Operation): Promise<void>;
};

export type TRPCContextDeps = {
  db: Database;
  apollo: LotwiseApolloServer;
  viewers: ViewerCache;
  runtime: GraphQLRuntime;
};

function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/** Builds the context without HTTP, so tests call routers through `createCaller`. */
export function createContextInner(deps: TRPCContextDeps, resolveUserId: () => Promise<string | null>): TRPCContext {
  const userId = memoize(resolveUserId);
  // The GraphQL context is made on the first operation: calls that run none pay nothing for it.
  let graphContext: GraphQLContext | undefined;
  let executor: GraphExecutor | undefined;
  const graphContextValue = () =>
    (graphContext ??= createGraphQLContext({
      db: deps.db,
      viewers: deps.viewers,
      runtime: deps.runtime,
      credentials: { kind: 'session', userId },
    }));
  const graph: GraphExecutor = (document, variables) => {
    executor ??= createGraphExecutor(deps.apollo, graphContextValue());
    return executor(document, variables);
  };
  const me = memoize(async () => {
    if (!(await userId())) return null;
    // GetMe is all about the viewer: loaded first, every field of it resolves without waiting.
    // A failure is left to the graph, which reports it in the product's terms (e.g. the
    // database being unavailable).
    await graphContextValue()
      .viewer()
      .catch(() => undefined);
    // A session whose user is gone or deactivated is signed out, as no session is.
    const answer = await graph(GetMeDocument, {}).catch((error: unknown) => {
      if (isAppError(error) && error.code === 'UNAUTHENTICATED') return { me: null };
      throw error;
    });
    return answer.me ? accessUserOf(answer.me) : null;
  });
  const authorize = async (operation: Operation) => {
    await requireOperation(graphContextValue(), operation);
  };
  return { userId, graph, me, authorize };
}
