import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';
import { trackedFetch } from './app-activity';

/** The GraphQL over SSE endpoint of this origin (docs/live-updates.md). */
export const STREAM_PATH = '/api/graphql/stream';

/**
 * Subscriptions over Server-Sent Events with graphql-sse, in its distinct-connections mode: one
 * request per subscription, which any process behind the load balancer can serve (the
 * single-connection mode spreads one stream over several requests, which must then all reach the
 * same process). A screen holds one subscription. graphql-sse does not retry here:
 * `useLiveEvents` reconnects with back-off itself, resubscribing after the last event it saw, so
 * nothing missed is lost and nothing is shown twice.
 */
class ServerSentEventsLink extends ApolloLink {
  private client: Client | undefined;

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    this.client ??= createClient({ url: STREAM_PATH, retryAttempts: 0, credentials: 'same-origin' });
    const client = this.client;
    return new Observable((sink) =>
      client.subscribe(
        { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
        {
          next: (result) => sink.next(result as ApolloLink.Result),
          error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
          complete: () => sink.complete(),
        },
      ),
    );
  }
}

/**
 * The browser's GraphQL client: POST to /api/graphql on this origin with the session cookie
 * (JSON bodies satisfy Apollo Server's CSRF prevention). Connections are cached per their
 * arguments (each page of a grid is its own entry); vehicles are normalised by id, so a
 * change made on the detail page shows in every list that holds the vehicle.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.split(
      (operation) => isSubscriptionOperation(operation.query),
      new ServerSentEventsLink(),
      new HttpLink({ uri: '/api/graphql', credentials: 'same-origin', fetch: trackedFetch }),
    ),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // One entry per filter, order, page size and cursor: pages are not merged.
            vehicles: { keyArgs: ['filter', 'orderBy', 'first', 'after'] },
            vehicleAgeBuckets: { keyArgs: ['filter'] },
            vehicle: {
              // A vehicle already in the cache (from a list) shows at once on its page.
              read: (existing, { args, toReference }) =>
                existing ?? toReference({ __typename: 'Vehicle', id: args?.id as string }),
            },
          },
        },
        Vehicle: {
          fields: {
            // Histories come whole from the server: the newest list replaces the old one.
            priceHistory: { merge: false },
            statusHistory: { merge: false },
          },
        },
        // Templates are data named by key: an inspection answered with only the key and name keeps its sections.
        InspectionTemplate: { keyFields: ['key'] },
        VehicleConnection: { keyFields: false },
        InventorySummary: { keyFields: false },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
