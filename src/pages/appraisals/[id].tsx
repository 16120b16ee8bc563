import { AppraisalDetailScreen } from '../../features/appraisals/appraisal-detail';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('appraisals'),
  Screen: withGraphQL(AppraisalDetailScreen),
});

export { getServerSideProps };
export default Page;
