import { TurnReportScreen } from '../../features/reports/screens/turn-report';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(TurnReportScreen),
});

export { getServerSideProps };
export default Page;
