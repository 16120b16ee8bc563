import { SignInScreen } from '../features/sessions/signin-screen';
import { createPublicPage } from '../layout/create-page';

export default createPublicPage({ Screen: SignInScreen });
