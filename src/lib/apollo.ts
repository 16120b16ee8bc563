import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { trackedFetch } from './app-activity';

/**
 * The browser's GraphQL client: POST to /api/graphql on this origin with the session cookie
 * (JSON bodies satisfy Apollo Server's CSRF prevention). Connections are cached per their
 * arguments (each page of a grid is its own entry); vehicles are normalised by id, so a
 * change made on the detail page shows in every list that holds the vehicle.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/api/graphql', credentials: 'same-origin', fetch: trackedFetch }),
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
