import { AgingReportScreen } from '../../features/reports/screens/aging-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(AgingReportScreen),
});

export { getServerSideProps };
export default Page;
