import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { SettingsScreen } from '../../features/settings/settings-screen';
import type { LotwisePage } from '../../layout/page';

const ACCESS = sectionCriteria('settings');

const SettingsPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={ACCESS} forbidden={forbidden}>
    <SettingsScreen />
  </GuardedPage>
);

SettingsPage.requiresSession = true;
export const getServerSideProps = guardPage(ACCESS);
export default SettingsPage;
