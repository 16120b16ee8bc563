import { SettingsScreen } from '../../features/organizations/settings-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('settings'),
  Screen: SettingsScreen,
});

export { getServerSideProps };
export default Page;
