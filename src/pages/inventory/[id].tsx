import { VehicleDetailScreen } from '../../features/inventory/vehicle-detail';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';
import { withGraphQL } from '../../features/sessions/graphql-provider';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('inventory'),
  Screen: withGraphQL(VehicleDetailScreen),
});

export { getServerSideProps };
export default Page;
