import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../../lib/apollo';
import { useMe } from '../users/use-me';

// One client (and cache) per signed-in user for the whole browser session, so going from the
// list to a vehicle and back reuses what was loaded. Another user gets a client of their own.
let current: { userId: string; client: ApolloClient } | undefined;

function clientFor(userId: string): ApolloClient {
  if (current?.userId !== userId) {
    current?.client.stop();
    current = { userId, client: createApolloClient() };
  }
  return current.client;
}

/**
 * The GraphQL client for the signed-in screens, one per user (see above). Pages that read the
 * graph wrap themselves in it rather than _app, so pages that do not keep Apollo Client out of
 * their first load.
 */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  const { user } = useMe({ throwOnError: false });
  if (!user) return null;
  return <ApolloProvider client={clientFor(user.id)}>{children}</ApolloProvider>;
}
