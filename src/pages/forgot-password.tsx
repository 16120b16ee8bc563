import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { ForgotPasswordScreen } from '../features/passwords/forgot-password-screen';
import { createApolloClient } from '../lib/apollo';
import type { LotwisePage } from '../layout/page';

/** /forgot-password: asks for a reset link (no session needed). */
const ForgotPasswordPage: LotwisePage = () => {
  // Nobody is signed in here, so this page has a client of its own.
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ForgotPasswordScreen />
    </ApolloProvider>
  );
};

ForgotPasswordPage.withoutLayout = true;
export default ForgotPasswordPage;
