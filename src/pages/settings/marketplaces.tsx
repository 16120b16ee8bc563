import { MarketplacesScreen } from '../../features/marketplaces/marketplaces-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { MARKETPLACES_PAGE } from '../../layout/navigation';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: MARKETPLACES_PAGE.criteria,
  Screen: withGraphQL(MarketplacesScreen),
});

export { getServerSideProps };
export default Page;
