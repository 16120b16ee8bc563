import { TerritoriesScreen } from '../../features/territories/territories-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({ criteria: sectionCriteria('territory_insights_settings'), Screen: TerritoriesScreen, graphql: true });

export { getServerSideProps };
export default Page;
