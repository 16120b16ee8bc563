import { AsyncLocalStorage } from 'node:async_hooks';

/** What one HTTP request's log line says about it, filled in as the request is served. */
export type RequestContext = {
  requestId: string;
  userId?: string;
  organizationId?: string;
  /** The GraphQL operation's name (also for the operation a tRPC call or a page runs). */
  operation?: string;
  /** The tRPC procedure path(s), comma-separated for a batch. */
  procedure?: string;
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `serve` with `context` as the current request for everything it does, sync or async. */
export const runInRequest = <T>(context: RequestContext, serve: () => T): T => storage.run(context, serve);

/** The request being served, if any (log lines and error answers carry its id). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();
