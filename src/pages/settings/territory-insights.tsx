import { TerritoriesScreen } from '../../features/territories/territories-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';
import { withGraphQL } from '../../features/sessions/graphql-provider';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('territory_insights_settings'),
  Screen: withGraphQL(TerritoriesScreen),
});

export { getServerSideProps };
export default Page;
