import { SignUpScreen } from '../features/team/signup-screen';
import { createPublicPage } from '../layout/create-page';
import { withGraphQL } from '../features/sessions/graphql-provider';

export default createPublicPage({ Screen: withGraphQL(SignUpScreen, { anonymous: true }) });
