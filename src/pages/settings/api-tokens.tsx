import { ApiTokensScreen } from '../../features/api-tokens/api-tokens-screen';
import { createGuardedPage } from '../../layout/create-page';

// Owners only (the server allows `apiTokens` to owners alone).
const { Page, getServerSideProps } = createGuardedPage({ criteria: { roles: ['OWNER'] }, Screen: ApiTokensScreen, graphql: true });

export { getServerSideProps };
export default Page;
