import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createApolloClient } from '../../lib/apollo';
import { useMe } from '../../base/use-me';

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

/** Pages outside the shell that read the graph (sign-up, passwords): nobody is signed in, so a client of their own. */
function AnonymousGraphQLProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * A screen that reads the graph, with its client. Pages opt in screen by screen (rather than
 * the page factory holding Apollo), so a page that reads no graph keeps Apollo out of its first load.
 */
export function withGraphQL(Screen: ComponentType, options: { anonymous?: boolean } = {}): ComponentType {
  const Provider = options.anonymous ? AnonymousGraphQLProvider : GraphQLProvider;
  return function ScreenWithGraphQL() {
    return (
      <Provider>
        <Screen />
      </Provider>
    );
  };
}
