import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { InventoryApolloProvider } from '../../features/inventory/apollo-provider';
import { InventoryScreen } from '../../features/inventory/inventory-screen';
import type { LotwisePage } from '../_app';

const INVENTORY_ACCESS = sectionCriteria('inventory');

const InventoryPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={INVENTORY_ACCESS} forbidden={forbidden}>
    <InventoryApolloProvider>
      <InventoryScreen />
    </InventoryApolloProvider>
  </GuardedPage>
);

InventoryPage.requiresSession = true;
export const getServerSideProps = guardPage(INVENTORY_ACCESS);
export default InventoryPage;
