import type { AccessCriteria } from '../../shared/access';
import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { ApiTokensScreen } from '../../features/api-tokens/api-tokens-screen';
import { GraphQLProvider } from '../../features/session/graphql-provider';
import type { LotwisePage } from '../../layout/page';

// Owners only (the server allows `apiTokens` to owners alone).
const ACCESS: AccessCriteria = { roles: ['OWNER'] };

const ApiTokensPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={ACCESS} forbidden={forbidden}>
    <GraphQLProvider>
      <ApiTokensScreen />
    </GraphQLProvider>
  </GuardedPage>
);

ApiTokensPage.requiresSession = true;
export const getServerSideProps = guardPage(ACCESS);
export default ApiTokensPage;
