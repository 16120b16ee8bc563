import { AppraisalReportScreen } from '../../features/reports/screens/appraisal-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(AppraisalReportScreen),
});

export { getServerSideProps };
export default Page;
