import { NotificationPreferencesScreen } from '../../features/notifications/preferences-screen';
import { withGraphQL } from '../../features/sessions/graphql-provider';
import { createGuardedPage } from '../../layout/create-page';
import { NOTIFICATIONS_PAGE } from '../../layout/navigation';

// Every signed-in person chooses where their own notifications go (the server's `readOwnNotifications`).
const { Page, getServerSideProps } = createGuardedPage({
  criteria: NOTIFICATIONS_PAGE.criteria,
  Screen: withGraphQL(NotificationPreferencesScreen),
});

export { getServerSideProps };
export default Page;
