import { LeadsScreen } from '../../features/marketplaces/leads-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { MARKETPLACE_LEADS_PAGE } from '../../layout/navigation';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: MARKETPLACE_LEADS_PAGE.criteria,
  Screen: withGraphQL(LeadsScreen),
});

export { getServerSideProps };
export default Page;
