import type { ComponentType } from 'react';
import type { AccessCriteria, SectionKey } from '../shared/access';
import type { Settings } from '../shared/settings/types';
import { GuardedPage } from './guarded-page';
import { guardPage, type PageAccessProps } from './page-access';
import type { LotwisePage } from './page';

type GuardedPageOptions = {
  criteria: AccessCriteria;
  /** The page's screen, from its feature folder (`withGraphQL(Screen)` when it reads the graph). */
  Screen: ComponentType;
  settings?: Partial<Settings>;
};

/**
 * A page behind `criteria`: HTTP 403 and "not allowed" from the server on first load, the
 * browser's own check after client-side navigation. A page file is then
 * `const { Page, getServerSideProps } = createGuardedPage(…)` and its two exports.
 */
export function createGuardedPage({ criteria, Screen, settings }: GuardedPageOptions) {
  const Page: LotwisePage<PageAccessProps> = ({ forbidden }) => (
    <GuardedPage criteria={criteria} forbidden={forbidden}>
      <Screen />
    </GuardedPage>
  );
  Page.requiresSession = true;
  if (settings) Page.settings = settings;
  return { Page, getServerSideProps: guardPage(criteria) };
}

/** A page outside the shell that needs no session (sign-in, sign-up, passwords, a shared packet with its server props). */
export function createPublicPage<P extends object = object>({ Screen }: { Screen: ComponentType<P> }) {
  const Page: LotwisePage<P> = (props) => <Screen {...props} />;
  Page.withoutLayout = true;
  return Page;
}

/** The criteria that open a navigation section (CONTRACTS.md "Routes of the web app"). */
export const sectionCriteria = (key: SectionKey): AccessCriteria => ({ some_permissions: [key] });
