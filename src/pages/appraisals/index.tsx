import { AppraisalsScreen } from '../../features/appraisals/appraisals-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('appraisals'),
  Screen: withGraphQL(AppraisalsScreen),
});

export { getServerSideProps };
export default Page;
