import { ReconReportScreen } from '../../features/reports/screens/recon-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(ReconReportScreen),
});

export { getServerSideProps };
export default Page;
