import { ResetPasswordScreen } from '../features/passwords/reset-password-screen';
import { createPublicPage } from '../layout/create-page';
import { withGraphQL } from '../features/sessions/graphql-provider';

export default createPublicPage({ Screen: withGraphQL(ResetPasswordScreen, { anonymous: true }) });
