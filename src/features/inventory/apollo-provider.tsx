import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../../lib/apollo';
import { useMe } from '../session/use-me';

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
 * The GraphQL client for the inventory screens. It lives here, around these pages only, until
 * the app shell (_app) provides one for every domain screen.
 */
export function InventoryApolloProvider({ children }: { children: ReactNode }) {
  const { user } = useMe({ throwOnError: false });
  if (!user) return null;
  return <ApolloProvider client={clientFor(user.id)}>{children}</ApolloProvider>;
}
