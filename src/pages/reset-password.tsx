import { ApolloProvider } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ResetPasswordScreen } from '../features/passwords/reset-password-screen';
import { FullPageProgress } from '../features/session/require-session';
import { createApolloClient } from '../lib/apollo';
import type { LotwisePage } from '../layout/page';

/** /reset-password?token=…: sets a new password from a one-time link (no session needed). */
const ResetPasswordPage: LotwisePage = () => {
  const router = useRouter();
  // Nobody is signed in here, so this page has a client of its own.
  const [client] = useState(createApolloClient);
  if (!router.isReady) return <FullPageProgress />;
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  return (
    <ApolloProvider client={client}>
      <ResetPasswordScreen token={token} />
    </ApolloProvider>
  );
};

ResetPasswordPage.withoutLayout = true;
export default ResetPasswordPage;
