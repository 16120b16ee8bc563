import { ForgotPasswordScreen } from '../features/passwords/forgot-password-screen';
import { createPublicPage } from '../layout/create-page';

export default createPublicPage({ Screen: ForgotPasswordScreen, graphql: true });
