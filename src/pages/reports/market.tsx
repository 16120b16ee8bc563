import { MarketReportScreen } from '../../features/reports/screens/market-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(MarketReportScreen),
});

export { getServerSideProps };
export default Page;
