import type { ReactNode } from 'react';
import { InventoryApolloProvider } from '../inventory/apollo-provider';

/**
 * The GraphQL client for the signed-in screens: the one client (and cache) the inventory
 * screens already provide per signed-in user, shared so moving between screens reuses what was
 * loaded. When the app shell provides a client for every page, this wrapper goes away.
 */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  return <InventoryApolloProvider>{children}</InventoryApolloProvider>;
}
