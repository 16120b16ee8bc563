import { SourcingScreen } from '../../features/sourcing/sourcing-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';

// The inventory section, with the `sourcing` product feature (the user's or the organization's).
const { Page, getServerSideProps } = createGuardedPage({ criteria: { feature_flags: ['sourcing'], some_permissions: ['inventory'] }, Screen: withGraphQL(SourcingScreen) });

export { getServerSideProps };
export default Page;
