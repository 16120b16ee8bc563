import { FinancingScreen } from '../../features/financing/financing-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: { some_permissions: ['inventory'], feature_flags: ['financing_referral'] },
  Screen: withGraphQL(FinancingScreen),
});

export { getServerSideProps };
export default Page;
