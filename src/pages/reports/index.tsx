import { ReportsIndexScreen } from '../../features/reports/reports-index';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('reports'),
  Screen: withGraphQL(ReportsIndexScreen),
});

export { getServerSideProps };
export default Page;
