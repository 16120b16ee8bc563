import { ApprovalScreen } from '../features/recon/repair-orders/approval-screen';
import { withGraphQL } from '../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('roapproval'),
  Screen: withGraphQL(ApprovalScreen),
});

export { getServerSideProps };
export default Page;
