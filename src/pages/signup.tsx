import { SignUpScreen } from '../features/team/signup-screen';
import { createPublicPage } from '../layout/create-page';

export default createPublicPage({ Screen: SignUpScreen, graphql: true });
