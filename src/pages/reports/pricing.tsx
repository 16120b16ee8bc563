import { PricingReportScreen } from '../../features/reports/screens/pricing-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(PricingReportScreen),
});

export { getServerSideProps };
export default Page;
