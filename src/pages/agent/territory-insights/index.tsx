import { TerritoryInsightsScreen } from '../../../features/agent/territory-insights/territory-insights-screen';
import { withGraphQL } from '../../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: { types: ['agent'] },
  Screen: withGraphQL(TerritoryInsightsScreen),
});

export { getServerSideProps };
export default Page;
