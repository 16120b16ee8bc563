import { TeamScreen } from '../../features/team/team-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({ criteria: sectionCriteria('user_settings'), Screen: TeamScreen, graphql: true });

export { getServerSideProps };
export default Page;
