import type { ReactNode } from 'react';
import { ToastProvider } from '../../base/toast-provider';
import { toastOffsetTopPx } from '../../shared/config';
import { useSettings } from './settings-context';

/** Toasts where the user's settings put them: `toastPosition`, lower under a shown horizontal navigation. */
export function SettingsToastProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <ToastProvider position={settings.toastPosition} offsetTopPx={toastOffsetTopPx(settings)}>
      {children}
    </ToastProvider>
  );
}
