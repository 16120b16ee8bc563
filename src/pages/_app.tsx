import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { NextPage } from 'next';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PRODUCT_NAME } from '../config';
import { AccountErrorBoundary } from '../features/session/account-error-boundary';
import { FullPageProgress, RequireSession } from '../features/session/require-session';
import { createI18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { TRPCProvider, createTrpcClient } from '../lib/trpc';
import { DEFAULT_SETTINGS } from '../settings/types';
import { createLotwiseTheme } from '../theme/create-theme';

export type LotwisePage<P = object> = NextPage<P> & { requiresSession?: boolean };

type LotwiseAppProps = AppProps<{ session?: Session | null }> & { Component: LotwisePage };

const theme = createLotwiseTheme(DEFAULT_SETTINGS);

const subscribeToNothing = () => () => undefined;

/**
 * Content renders only after the client has mounted (SPEC.md section 2): false while the
 * server renders and during hydration, true on every client render after it, route changes included.
 */
function AfterMount({ children }: { children: ReactNode }) {
  const mounted = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return mounted ? children : <FullPageProgress />;
}

export default function App(props: LotwiseAppProps) {
  const { Component, pageProps } = props;
  const { session, ...rest } = pageProps;
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  const [i18n] = useState(createI18n);

  const page = <Component {...rest} />;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <title>{PRODUCT_NAME}</title>
        <meta name="description" content={PRODUCT_NAME} key="description" />
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <SessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <I18nextProvider i18n={i18n}>
              <ThemeProvider theme={theme}>
                <CssBaseline />
                <AfterMount>
                  {Component.requiresSession ? (
                    <RequireSession>
                      <AccountErrorBoundary>{page}</AccountErrorBoundary>
                    </RequireSession>
                  ) : (
                    page
                  )}
                </AfterMount>
              </ThemeProvider>
            </I18nextProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </SessionProvider>
    </AppCacheProvider>
  );
}
