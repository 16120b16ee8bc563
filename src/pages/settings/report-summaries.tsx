import { ReportSummariesScreen } from '../../features/report-summaries/report-summaries-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { REPORT_SUMMARIES_PAGE } from '../../layout/navigation';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: REPORT_SUMMARIES_PAGE.criteria,
  Screen: withGraphQL(ReportSummariesScreen),
});

export { getServerSideProps };
export default Page;
