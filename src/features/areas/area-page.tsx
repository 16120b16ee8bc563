import type { AccessCriteria } from '../../shared/access';
import type { Settings } from '../../shared/settings/types';
import { createGuardedPage } from '../../layout/create-page';
import { AreaEmptyState } from './area-empty-state';

type AreaPageOptions = {
  /** Translation keys `area.<area>.title` and `area.<area>.description` name it. */
  area: string;
  criteria: AccessCriteria;
  settings?: Partial<Settings>;
};

/** A guarded page for an area whose screens come in later issues (an honest empty state). */
export function createAreaPage({ area, criteria, settings }: AreaPageOptions) {
  const Screen = () => <AreaEmptyState titleKey={`area.${area}.title`} descriptionKey={`area.${area}.description`} />;
  return createGuardedPage({ criteria, Screen, settings });
}
