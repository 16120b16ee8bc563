import { AdminScreen } from '../features/admin/admin-screen';
import { createGuardedPage } from '../layout/create-page';
import { withGraphQL } from '../features/sessions/graphql-provider';

// Lotwise administrators only.
const { Page, getServerSideProps } = createGuardedPage({ criteria: { types: ['admin'] }, Screen: withGraphQL(AdminScreen) });

export { getServerSideProps };
export default Page;
