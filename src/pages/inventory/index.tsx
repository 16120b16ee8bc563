import { InventoryScreen } from '../../features/inventory/inventory-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({ criteria: sectionCriteria('inventory'), Screen: InventoryScreen, graphql: true });

export { getServerSideProps };
export default Page;
