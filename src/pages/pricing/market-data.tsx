import { MarketDataScreen } from '../../features/market/records/market-data-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { OPERATION_ACCESS } from '../../shared/access';

// `readMarket` is one criterion (the appraisals or the pricing section): the page opens for whoever may read the records.
const { Page, getServerSideProps } = createGuardedPage({
  criteria: OPERATION_ACCESS.readMarket.criteria[0]!,
  Screen: withGraphQL(MarketDataScreen),
});

export { getServerSideProps };
export default Page;
