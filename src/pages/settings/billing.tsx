import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { BillingScreen } from '../../features/billing/billing-screen';
import { GraphQLProvider } from '../../features/session/graphql-provider';
import type { LotwisePage } from '../../layout/page';

const ACCESS = sectionCriteria('billing_settings');

const BillingPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={ACCESS} forbidden={forbidden}>
    <GraphQLProvider>
      <BillingScreen />
    </GraphQLProvider>
  </GuardedPage>
);

BillingPage.requiresSession = true;
export const getServerSideProps = guardPage(ACCESS);
export default BillingPage;
