import { DealerInsightsScreen } from '../features/agent/dealer-insights/dealer-insights-screen';
import { withGraphQL } from '../features/sessions/graphql-provider';
import { createGuardedPage } from '../layout/create-page';

// Open to every signed-in user: one without the feature sees the "not in your plan" state, not a 403.
const { Page, getServerSideProps } = createGuardedPage({ criteria: {}, Screen: withGraphQL(DealerInsightsScreen) });

export { getServerSideProps };
export default Page;
