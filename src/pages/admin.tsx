import type { AccessCriteria } from '../shared/access';
import { GuardedPage } from '../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../features/access/page-access';
import { AdminScreen } from '../features/admin/admin-screen';
import { GraphQLProvider } from '../features/session/graphql-provider';
import type { LotwisePage } from '../layout/page';

// Lotwise administrators only.
const ACCESS: AccessCriteria = { types: ['admin'] };

const AdminPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={ACCESS} forbidden={forbidden}>
    <GraphQLProvider>
      <AdminScreen />
    </GraphQLProvider>
  </GuardedPage>
);

AdminPage.requiresSession = true;
export const getServerSideProps = guardPage(ACCESS);
export default AdminPage;
