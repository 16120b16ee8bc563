import { ForgotPasswordScreen } from '../features/passwords/forgot-password-screen';
import { createPublicPage } from '../layout/create-page';
import { withGraphQL } from '../features/sessions/graphql-provider';

export default createPublicPage({ Screen: withGraphQL(ForgotPasswordScreen, { anonymous: true }) });
