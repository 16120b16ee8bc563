import { InventoryScreen } from '../../features/inventory/inventory-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';
import { withGraphQL } from '../../features/sessions/graphql-provider';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('inventory'),
  Screen: withGraphQL(InventoryScreen),
});

export { getServerSideProps };
export default Page;
