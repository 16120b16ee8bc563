import { AdminScreen } from '../features/admin/admin-screen';
import { createGuardedPage } from '../layout/create-page';

// Lotwise administrators only.
const { Page, getServerSideProps } = createGuardedPage({ criteria: { types: ['admin'] }, Screen: AdminScreen, graphql: true });

export { getServerSideProps };
export default Page;
