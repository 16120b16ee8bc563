import { ApiTokensScreen } from '../../features/api-tokens/api-tokens-screen';
import { createGuardedPage } from '../../layout/create-page';
import { API_TOKENS_PAGE } from '../../layout/navigation';
import { withGraphQL } from '../../features/sessions/graphql-provider';

// Owners only (the server allows `apiTokens` to owners alone); the same criteria show its navigation entry.
const { Page, getServerSideProps } = createGuardedPage({
  criteria: API_TOKENS_PAGE.criteria,
  Screen: withGraphQL(ApiTokensScreen),
});

export { getServerSideProps };
export default Page;
