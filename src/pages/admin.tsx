import { AdminScreen } from '../features/admin/admin-screen';
import { createGuardedPage } from '../layout/create-page';
import { ADMIN_CONSOLE_PAGE } from '../layout/navigation';
import { withGraphQL } from '../features/sessions/graphql-provider';

// Lotwise administrators only; the same criteria show its navigation entry.
const { Page, getServerSideProps } = createGuardedPage({
  criteria: ADMIN_CONSOLE_PAGE.criteria,
  Screen: withGraphQL(AdminScreen),
});

export { getServerSideProps };
export default Page;
