import { useRouter } from 'next/router';
import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { GraphQLProvider } from '../../features/session/graphql-provider';
import { VehicleDetail } from '../../features/inventory/vehicle-detail';
import type { LotwisePage } from '../../layout/page';

const INVENTORY_ACCESS = sectionCriteria('inventory');

const VehiclePage: LotwisePage<PageAccessProps> = ({ forbidden }) => {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <GuardedPage criteria={INVENTORY_ACCESS} forbidden={forbidden}>
      <GraphQLProvider>{id && <VehicleDetail key={id} id={id} />}</GraphQLProvider>
    </GuardedPage>
  );
};

VehiclePage.requiresSession = true;
export const getServerSideProps = guardPage(INVENTORY_ACCESS);
export default VehiclePage;
