import { ApolloClient, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';

/**
 * The browser's GraphQL client: POST to /api/graphql on this origin with the session cookie
 * (JSON bodies satisfy Apollo Server's CSRF prevention). Connections are cached per their
 * arguments (each page of a grid is its own entry); vehicles are normalised by id, so a
 * change made on the detail page shows in every list that holds the vehicle.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/api/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // One entry per filter, order, page size and cursor: pages are not merged.
            vehicles: { keyArgs: ['filter', 'orderBy', 'first', 'after'] },
            vehicleAgeBuckets: { keyArgs: ['filter'] },
            vehicle: {
              // A vehicle already in the cache (from a list) shows at once on its page.
              read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Vehicle', id: args?.id as string }),
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
        VehicleConnection: { keyFields: false },
        InventorySummary: { keyFields: false },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The product error code of a failed operation (`extensions.code`), `NETWORK` when the server was not reached. */
export function graphQLErrorCode(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
  }
  if (ServerError.is(error)) return error.statusCode === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_SERVER_ERROR';
  return 'NETWORK';
}

/** The server's own message of a failed operation (specific, e.g. which field is wrong), if it sent one. */
export function graphQLErrorMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}
