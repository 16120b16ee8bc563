import { SOURCING_PAGE_CRITERIA } from '../../features/sourcing/page-criteria';
import { SourcingScreen } from '../../features/sourcing/sourcing-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';

// The inventory section, with the `sourcing` or the `request_inventory` product feature.
const { Page, getServerSideProps } = createGuardedPage({
  criteria: SOURCING_PAGE_CRITERIA,
  Screen: withGraphQL(SourcingScreen),
});

export { getServerSideProps };
export default Page;
