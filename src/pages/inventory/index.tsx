import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { GraphQLProvider } from '../../features/session/graphql-provider';
import { InventoryScreen } from '../../features/inventory/inventory-screen';
import type { LotwisePage } from '../../layout/page';

const INVENTORY_ACCESS = sectionCriteria('inventory');

const InventoryPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={INVENTORY_ACCESS} forbidden={forbidden}>
    <GraphQLProvider>
      <InventoryScreen />
    </GraphQLProvider>
  </GuardedPage>
);

InventoryPage.requiresSession = true;
export const getServerSideProps = guardPage(INVENTORY_ACCESS);
export default InventoryPage;
