import { ApolloProvider } from '@apollo/client/react';
import { useState, type ComponentType } from 'react';
import type { AccessCriteria, SectionKey } from '../shared/access';
import type { Settings } from '../shared/settings/types';
import { GuardedPage } from '../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../features/access/page-access';
import { GraphQLProvider } from '../features/sessions/graphql-provider';
import { createApolloClient } from '../lib/apollo';
import type { LotwisePage } from './page';

type GuardedPageOptions = {
  criteria: AccessCriteria;
  /** The page's screen, from its feature folder. */
  Screen: ComponentType;
  /** Screens that read the graph get the signed-in user's Apollo client. */
  graphql?: boolean;
  settings?: Partial<Settings>;
};

/**
 * A page behind `criteria`: HTTP 403 and "not allowed" from the server on first load, the
 * browser's own check after client-side navigation. A page file is then
 * `const { Page, getServerSideProps } = createGuardedPage(…)` and its two exports.
 */
export function createGuardedPage({ criteria, Screen, graphql = false, settings }: GuardedPageOptions) {
  const Page: LotwisePage<PageAccessProps> = ({ forbidden }) => (
    <GuardedPage criteria={criteria} forbidden={forbidden}>
      {graphql ? (
        <GraphQLProvider>
          <Screen />
        </GraphQLProvider>
      ) : (
        <Screen />
      )}
    </GuardedPage>
  );
  Page.requiresSession = true;
  if (settings) Page.settings = settings;
  return { Page, getServerSideProps: guardPage(criteria) };
}

/** A page outside the shell that needs no session (sign-in, sign-up, passwords). */
export function createPublicPage({ Screen, graphql = false }: { Screen: ComponentType; graphql?: boolean }) {
  const Page: LotwisePage = graphql ? () => <AnonymousGraphQL Screen={Screen} /> : () => <Screen />;
  Page.withoutLayout = true;
  return Page;
}

function AnonymousGraphQL({ Screen }: { Screen: ComponentType }) {
  // Nobody is signed in here, so the page has a client of its own.
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <Screen />
    </ApolloProvider>
  );
}

/** The criteria that open a navigation section (CONTRACTS.md "Routes of the web app"). */
export const sectionCriteria = (key: SectionKey): AccessCriteria => ({ some_permissions: [key] });
