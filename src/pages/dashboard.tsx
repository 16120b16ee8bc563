import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { createGuardedPage, sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('dashboard'),
  Screen: DashboardScreen,
});

export { getServerSideProps };
export default Page;
