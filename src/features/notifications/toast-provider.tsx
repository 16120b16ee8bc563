import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useCallback, type ReactNode } from 'react';
import { TOASTS, toastDurationMs, toastOffsetTopPx } from '../../shared/config';
import { useSettings } from '../../layout/settings/settings-context';

/**
 * Toasts (SPEC.md section 9) at the user's `toastPosition`, at most 20 at once, 75 px from the
 * top (139 px under a shown horizontal navigation).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const [vertical, horizontal] = settings.toastPosition.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return (
    <>
      <GlobalStyles
        styles={{ '.lotwise-toasts-top': { top: `${toastOffsetTopPx(settings)}px !important` } }}
      />
      <SnackbarProvider
        maxSnack={TOASTS.maxShown}
        anchorOrigin={{ vertical, horizontal }}
        autoHideDuration={TOASTS.defaultDurationMs}
        classes={{ containerAnchorOriginTopLeft: 'lotwise-toasts-top', containerAnchorOriginTopCenter: 'lotwise-toasts-top', containerAnchorOriginTopRight: 'lotwise-toasts-top' }}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}

/** Shows a toast for `variant` with its display time (success 2 s, the others 4 s). */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: VariantType = 'default') =>
      enqueueSnackbar(message, { variant, autoHideDuration: toastDurationMs(variant) }),
    [enqueueSnackbar],
  );
}
