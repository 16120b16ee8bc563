import { withGraphQL } from '../features/sessions/graphql-provider';
import { TransportScreen } from '../features/transport/transport-screen';
import { createGuardedPage, sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('transportation'),
  Screen: withGraphQL(TransportScreen),
});

export { getServerSideProps };
export default Page;
