import { BillingScreen } from '../../features/billing/billing-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({ criteria: sectionCriteria('billing_settings'), Screen: BillingScreen, graphql: true });

export { getServerSideProps };
export default Page;
