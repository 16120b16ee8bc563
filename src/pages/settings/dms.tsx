import { DmsScreen } from '../../features/dms/dms-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { DMS_PAGE } from '../../layout/navigation';

const { Page, getServerSideProps } = createGuardedPage({ criteria: DMS_PAGE.criteria, Screen: withGraphQL(DmsScreen) });

export { getServerSideProps };
export default Page;
