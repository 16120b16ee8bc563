import { SalesPacketScreen } from '../../../features/sales-packet/packet-screen';
import { withGraphQL } from '../../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: { some_permissions: ['inventory'], feature_flags: ['sales_packet'] },
  Screen: withGraphQL(SalesPacketScreen),
});

export { getServerSideProps };
export default Page;
