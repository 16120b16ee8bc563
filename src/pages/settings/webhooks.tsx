import { WebhooksScreen } from '../../features/webhooks/webhooks-screen';
import { createGuardedPage } from '../../layout/create-page';
import { WEBHOOKS_PAGE } from '../../layout/navigation';
import { withGraphQL } from '../../features/sessions/graphql-provider';

// Owners only (the server allows `manageWebhooks` to owners alone, people only); the same criteria show its navigation entry.
const { Page, getServerSideProps } = createGuardedPage({
  criteria: WEBHOOKS_PAGE.criteria,
  Screen: withGraphQL(WebhooksScreen),
});

export { getServerSideProps };
export default Page;
