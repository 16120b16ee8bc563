import GlobalStyles from '@mui/material/GlobalStyles';
import { useRouter } from 'next/router';
import { SnackbarProvider, useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { TOASTS, toastDurationMs } from '../shared/config';
import type { Settings } from '../shared/settings/types';

/** The success toasts on screen: they belong to the page they were shown on. */
const PageToastsContext = createContext<Set<SnackbarKey> | null>(null);

/**
 * Toasts (SPEC.md section 9) at `position`, at most 20 at once, `offsetTopPx` from the top. The
 * shell passes the user's settings in (`src/layout/settings/toasts.tsx`: 75 px, 139 px under a
 * shown horizontal navigation).
 */
export function ToastProvider({
  position,
  offsetTopPx,
  children,
}: {
  position: Settings['toastPosition'];
  offsetTopPx: number;
  children: ReactNode;
}) {
  const [pageToasts] = useState(() => new Set<SnackbarKey>());
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return (
    <>
      <GlobalStyles styles={{ '.lotwise-toasts-top': { top: `${offsetTopPx}px !important` } }} />
      <SnackbarProvider
        maxSnack={TOASTS.maxShown}
        anchorOrigin={{ vertical, horizontal }}
        autoHideDuration={TOASTS.defaultDurationMs}
        classes={{
          containerAnchorOriginTopLeft: 'lotwise-toasts-top',
          containerAnchorOriginTopCenter: 'lotwise-toasts-top',
          containerAnchorOriginTopRight: 'lotwise-toasts-top',
        }}
        onExited={(_node, key) => pageToasts.delete(key)}
      >
        <PageToastsContext.Provider value={pageToasts}>
          <CloseSuccessToastsOnLeavingPage toasts={pageToasts} />
          {children}
        </PageToastsContext.Provider>
      </SnackbarProvider>
    </>
  );
}

const pathnameOf = (url: string) => new URL(url, window.location.origin).pathname;

/**
 * A success toast confirms something done on this page, so it closes when the person goes to
 * another page rather than greeting them there. Errors (and the other kinds) keep their full
 * display time: a failure the person clicked away from still has to be read. A change of the
 * query alone (filters, sorting, a tab) stays on the same page and closes nothing.
 */
function CloseSuccessToastsOnLeavingPage({ toasts }: { toasts: Set<SnackbarKey> }) {
  const { events } = useRouter();
  const { closeSnackbar } = useSnackbar();
  useEffect(() => {
    const onRouteChangeStart = (url: string) => {
      if (pathnameOf(url) === window.location.pathname) return;
      for (const key of toasts) closeSnackbar(key);
      toasts.clear();
    };
    events.on('routeChangeStart', onRouteChangeStart);
    return () => events.off('routeChangeStart', onRouteChangeStart);
  }, [events, closeSnackbar, toasts]);
  return null;
}

/** Shows a toast for `variant` with its display time (success 2 s, the others 4 s). */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  const pageToasts = useContext(PageToastsContext);
  return useCallback(
    (message: string, variant: VariantType = 'default') => {
      const key = enqueueSnackbar(message, { variant, autoHideDuration: toastDurationMs(variant) });
      if (variant === 'success') pageToasts?.add(key);
      return key;
    },
    [enqueueSnackbar, pageToasts],
  );
}
