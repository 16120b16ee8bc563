import { SalesReportScreen } from '../../features/reports/screens/sales-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(SalesReportScreen),
});

export { getServerSideProps };
export default Page;
