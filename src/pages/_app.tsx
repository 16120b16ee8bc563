import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import NextApp, { type AppContext, type AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PRODUCT_NAME, toastDurationMs } from '../shared/config';
import { AccountErrorBoundary } from '../features/sessions/account-error-boundary';
import { FullPageProgress, RequireSession } from '../base/require-session';
import { ServerMe } from '../base/use-me';
import { createI18n } from '../i18n';
import { PrintLayout, usePdfMode } from '../base/pdf-mode';
import { ThirdPartyScripts } from '../features/third-party/third-party-scripts';
import type { LotwisePage } from '../layout/page';
import type { SignedInPageProps } from '../layout/page-access';
import { RouteProgress } from '../layout/route-progress';
import { useMobileShellBridge } from '../features/mobile-shell/use-mobile-shell';
import { usePageViews } from '../lib/analytics/use-page-views';
import { sendToShell } from '../lib/mobile-bridge';
import { createQueryClient } from '../lib/query-client';
import { transportErrorKey } from '../lib/rpc-errors';
import { TRPCProvider, createTrpcClient } from '../lib/trpc';
import { SettingsProvider } from '../layout/settings/settings-context';
import { SettingsToastProvider } from '../layout/settings/toasts';
import { ShellContext } from '../layout/shell-context';
import type { Settings } from '../shared/settings/types';
import { ThemeComponent } from '../theme/theme-component';

type LotwiseAppProps = AppProps<SignedInPageProps> & { Component: LotwisePage };

const subscribeToNothing = () => () => undefined;

// The shell (navigation, app bar, customizer) renders only after mount, so it is not part of
// every page's first load: its chunk loads beside the session check (PageFrame starts it). The
// counts beside its entries and the notifications bell are the features' (the shell imports none): they load with it.
const loadAppLayout = (): Promise<ComponentType<{ children: ReactNode }>> =>
  Promise.all([
    import('../layout/app-layout'),
    import('../features/needs-attention/use-attention-count'),
    import('../features/notifications/notification-bell'),
  ]).then(
    ([{ AppLayout }, { useAttentionBadges }, { NotificationBell }]) =>
      function Shell({ children }: { children: ReactNode }) {
        return (
          <AppLayout useNavBadges={useAttentionBadges} appBarItems={<NotificationBell />}>
            {children}
          </AppLayout>
        );
      },
  );
const AppLayout = dynamic(loadAppLayout, { ssr: false, loading: () => <FullPageProgress /> });
const inShell = (content: ReactNode) => <AppLayout>{content}</AppLayout>;

/**
 * Content renders only after the client has mounted (SPEC.md section 2): false while the
 * server renders and during hydration, true on every client render after it, route changes included.
 */
function AfterMount({ children }: { children: ReactNode }) {
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return mounted ? children : <FullPageProgress />;
}

/** App-wide side effects: page-view analytics and the native shell bridge. */
function AppEffects() {
  usePageViews();
  useMobileShellBridge();
  return null;
}

const sendSettingsToShell = (settings: Settings) => sendToShell('settingsChangeHandler', { ...settings });

export default function App(props: LotwiseAppProps) {
  const { Component, pageProps } = props;
  const { session, me, ...rest } = pageProps;
  const [i18n] = useState(createI18n);
  const [queryClient] = useState(() =>
    createQueryClient((error) => {
      const key = transportErrorKey(error);
      if (key) enqueueSnackbar(i18n.t(key), { variant: 'error', autoHideDuration: toastDurationMs('error') });
    }),
  );
  const [trpcClient] = useState(createTrpcClient);

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
            <ServerMe me={me}>
              <I18nextProvider i18n={i18n}>
                <AppEffects />
                <ThirdPartyScripts />
                <SettingsProvider pageSettings={Component.settings} onSave={sendSettingsToShell}>
                  <ThemeComponent>
                    <SettingsToastProvider>
                      <RouteProgress />
                      <AfterMount>
                        <ShellContext.Provider value={inShell}>
                          <PageFrame page={Component}>{page}</PageFrame>
                        </ShellContext.Provider>
                      </AfterMount>
                    </SettingsToastProvider>
                  </ThemeComponent>
                </SettingsProvider>
              </I18nextProvider>
            </ServerMe>
          </TRPCProvider>
        </QueryClientProvider>
      </SessionProvider>
    </AppCacheProvider>
  );
}

// Rendering every page per request (no static HTML) lets each response carry a fresh
// Content-Security-Policy nonce and the server's runtime configuration.
App.getInitialProps = async (context: AppContext) => NextApp.getInitialProps(context);

/** The page inside the shell, the print layout (pdfMode=true) or alone (sign-in), behind its session need. */
function PageFrame({ page, children }: { page: LotwisePage; children: ReactNode }) {
  const pdfMode = usePdfMode();
  const withLayout = !pdfMode && !page.withoutLayout;
  useEffect(() => {
    if (withLayout) void loadAppLayout();
  }, [withLayout]);
  // The error boundary sits inside the shell, so navigation stays usable when a page fails.
  const guarded = <AccountErrorBoundary>{children}</AccountErrorBoundary>;
  let content: ReactNode = children;
  if (pdfMode) content = <PrintLayout>{guarded}</PrintLayout>;
  else if (withLayout) content = <AppLayout>{guarded}</AppLayout>;
  return page.requiresSession ? <RequireSession>{content}</RequireSession> : content;
}
