import type { AccessCriteria, SectionKey } from '../../shared/access';
import type { LotwisePage } from '../../layout/page';
import type { Settings } from '../../shared/settings/types';
import { GuardedPage } from '../access/guarded-page';
import { guardPage, type PageAccessProps } from '../access/page-access';
import { AreaEmptyState } from './area-empty-state';

type AreaPageOptions = {
  /** Translation keys `area.<area>.title` and `area.<area>.description` name it. */
  area: string;
  criteria: AccessCriteria;
  settings?: Partial<Settings>;
};

/** A guarded page for an area whose screens come in later issues (an honest empty state). */
export function createAreaPage({ area, criteria, settings }: AreaPageOptions) {
  const Page: LotwisePage<PageAccessProps> = ({ forbidden }) => (
    <GuardedPage criteria={criteria} forbidden={forbidden}>
      <AreaEmptyState titleKey={`area.${area}.title`} descriptionKey={`area.${area}.description`} />
    </GuardedPage>
  );
  Page.requiresSession = true;
  Page.settings = settings;
  return { Page, getServerSideProps: guardPage(criteria) };
}

/** The criteria that open a navigation section (CONTRACTS.md "Routes of the web app"). */
export const sectionCriteria = (key: SectionKey): AccessCriteria => ({ some_permissions: [key] });
