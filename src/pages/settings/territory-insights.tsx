import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { GraphQLProvider } from '../../features/session/graphql-provider';
import { TerritoriesScreen } from '../../features/territories/territories-screen';
import type { LotwisePage } from '../../layout/page';

const ACCESS = sectionCriteria('territory_insights_settings');

const TerritoriesPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={ACCESS} forbidden={forbidden}>
    <GraphQLProvider>
      <TerritoriesScreen />
    </GraphQLProvider>
  </GuardedPage>
);

TerritoriesPage.requiresSession = true;
export const getServerSideProps = guardPage(ACCESS);
export default TerritoriesPage;
