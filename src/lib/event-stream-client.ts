import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type EventListeners, type ExecutionResult, type Sink } from 'graphql-sse';

/** The GraphQL over SSE endpoint of this origin (docs/live-updates.md). */
const STREAM_PATH = '/api/graphql/stream';

/**
 * graphql-sse's client in its distinct-connections mode: one request per subscription, which any
 * process behind the load balancer can serve (the single-connection mode spreads one stream over
 * several requests, which must then all reach the same process). It does not retry:
 * `useLiveEvents` reconnects with back-off itself, resubscribing after the last event it saw, so
 * nothing missed is lost and nothing is shown twice.
 *
 * Not an Apollo link: the link would weigh on every page's first load (Apollo's client is in the
 * shared chunks), while only screens that follow events load this module, after their first paint.
 */
const client = createClient({ url: STREAM_PATH, retryAttempts: 0, credentials: 'same-origin' });

/** Runs the subscription `document` with `variables` into `sink` (`on`: its connection's moments); returns the function that ends it. */
export function subscribe<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  sink: Sink<ExecutionResult<TData>>,
  on?: EventListeners,
): () => void {
  return client.subscribe<TData>({ query: print(document), variables }, sink, on);
}
