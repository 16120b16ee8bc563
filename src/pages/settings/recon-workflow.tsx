import { ReconWorkflowScreen } from '../../features/recon/settings/recon-workflow-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { RECON_WORKFLOW_PAGE } from '../../layout/navigation';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: RECON_WORKFLOW_PAGE.criteria,
  Screen: withGraphQL(ReconWorkflowScreen),
});

export { getServerSideProps };
export default Page;
