import { TeamScreen } from '../../features/team/team-screen';
import { createGuardedPage, sectionCriteria } from '../../layout/create-page';
import { withGraphQL } from '../../features/sessions/graphql-provider';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('user_settings'),
  Screen: withGraphQL(TeamScreen),
});

export { getServerSideProps };
export default Page;
