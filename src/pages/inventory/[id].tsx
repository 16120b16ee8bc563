import { VehicleDetailScreen } from '../../features/inventory/vehicle-detail';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('inventory'),
  Screen: VehicleDetailScreen,
  graphql: true,
});

export { getServerSideProps };
export default Page;
