import { PricingScreen } from '../features/pricing/pricing-screen';
import { withGraphQL } from '../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('pricing'),
  Screen: withGraphQL(PricingScreen),
});

export { getServerSideProps };
export default Page;
