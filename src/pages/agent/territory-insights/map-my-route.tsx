import { MapMyRouteScreen } from '../../../features/agent/route/map-my-route-screen';
import { withGraphQL } from '../../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: { types: ['agent'] },
  Screen: withGraphQL(MapMyRouteScreen),
});

export { getServerSideProps };
export default Page;
