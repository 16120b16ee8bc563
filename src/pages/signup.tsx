import { ApolloProvider } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { SignUp } from '../features/signup/signup-form';
import { FullPageProgress } from '../features/session/require-session';
import { createApolloClient } from '../lib/apollo';
import type { LotwisePage } from '../layout/page';

/** /signup?token=…: an invited person creates their account (no session needed). */
const SignUpPage: LotwisePage = () => {
  const router = useRouter();
  // Nobody is signed in here, so this page has a client of its own.
  const [client] = useState(createApolloClient);
  if (!router.isReady) return <FullPageProgress />;
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  return (
    <ApolloProvider client={client}>
      <SignUp token={token} />
    </ApolloProvider>
  );
};

SignUpPage.withoutLayout = true;
export default SignUpPage;
