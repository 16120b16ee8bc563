import { ResetPasswordScreen } from '../features/passwords/reset-password-screen';
import { createPublicPage } from '../layout/create-page';

export default createPublicPage({ Screen: ResetPasswordScreen, graphql: true });
