import { ReconScreen } from '../features/recon/recon-screen';
import { withGraphQL } from '../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('recon'),
  Screen: withGraphQL(ReconScreen),
});

export { getServerSideProps };
export default Page;
