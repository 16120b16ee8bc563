import { GuardedPage } from '../../features/access/guarded-page';
import { guardPage, type PageAccessProps } from '../../features/access/page-access';
import { sectionCriteria } from '../../features/areas/area-page';
import { GraphQLProvider } from '../../features/session/graphql-provider';
import { TeamScreen } from '../../features/team/team-screen';
import type { LotwisePage } from '../../layout/page';

const ACCESS = sectionCriteria('user_settings');

const TeamPage: LotwisePage<PageAccessProps> = ({ forbidden }) => (
  <GuardedPage criteria={ACCESS} forbidden={forbidden}>
    <GraphQLProvider>
      <TeamScreen />
    </GraphQLProvider>
  </GuardedPage>
);

TeamPage.requiresSession = true;
export const getServerSideProps = guardPage(ACCESS);
export default TeamPage;
