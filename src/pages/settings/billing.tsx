import { BillingScreen } from '../../features/billing/billing-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';
import { withGraphQL } from '../../features/sessions/graphql-provider';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('billing_settings'),
  Screen: withGraphQL(BillingScreen),
});

export { getServerSideProps };
export default Page;
