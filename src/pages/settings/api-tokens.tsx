import { ApiTokensScreen } from '../../features/api-tokens/api-tokens-screen';
import { createGuardedPage } from '../../layout/create-page';
import { withGraphQL } from '../../features/sessions/graphql-provider';

// Owners only (the server allows `apiTokens` to owners alone).
const { Page, getServerSideProps } = createGuardedPage({ criteria: { roles: ['OWNER'] }, Screen: withGraphQL(ApiTokensScreen) });

export { getServerSideProps };
export default Page;
