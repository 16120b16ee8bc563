import { useRouter } from 'next/router';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DARK_MODE_FLAG } from '../../shared/config';
import { useFeatureFlag } from '../../base/use-feature-flag';
import { useMe } from '../../base/use-me';
import { applyDarkModeGate } from '../../shared/settings/dark-mode';
import { applyDealerInsightsThemeColor, applyLayoutCorrections, applyPageSettings } from '../../shared/settings/load';
import { SettingsStore, ThemePreferenceStore, getServerSettings, getServerThemePreference } from './settings-store';
import type { Settings } from '../../shared/settings/types';

export type SettingsContextValue = {
  /** What the interface shows now: the saved settings with this route's and page's overrides. */
  settings: Settings;
  /** Changes and saves settings (localStorage 'settings'; the mobile shell too, when inside it). */
  saveSettings(update: Partial<Settings>): void;
  /** False until the saved settings have been read for the current user. */
  loaded: boolean;
  /** Whether the user may switch to dark mode (the 'shadcn-dark-mode' flag). */
  darkModeAllowed: boolean;
  /** Switches light or dark: saves `mode` and the theme preference ('theme-storage', the dark marker) together. */
  setMode(mode: Settings['mode']): void;
};

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({
  pageSettings,
  onSave,
  children,
}: {
  /** Settings the current page passes (SPEC.md section 4 step 6). */
  pageSettings?: Partial<Settings>;
  /** Called with every saved settings object (the mobile shell bridge listens here). */
  onSave?: (settings: Settings) => void;
  children: ReactNode;
}) {
  const router = useRouter();
  const { user, initialLoading } = useMe({ throwOnError: false });
  const darkMode = useFeatureFlag(DARK_MODE_FLAG);
  const [store] = useState(() => new SettingsStore((saved) => onSave?.(saved)));
  const [themeStore] = useState(() => new ThemePreferenceStore());
  const { settings: saved, loaded } = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSettings);
  const themePreference = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot, getServerThemePreference);

  // Load once the user's type is known (step 4 depends on it); signed-out pages load at once.
  useEffect(() => {
    if (initialLoading) return;
    store.load({ userType: user?.type, hostname: window.location.hostname });
  }, [store, initialLoading, user?.type]);

  useEffect(() => themeStore.load(), [themeStore]);

  // Dark-mode gating: once the flag lookup has finished, dark without the flag becomes light, saved.
  const gate = applyDarkModeGate(saved, { loading: initialLoading || !loaded, darkModeEnabled: darkMode.enabled });
  useEffect(() => {
    if (gate.changed) store.save({ mode: 'light' });
  }, [store, gate.changed]);

  // The theme preference is a preference of its own (SPEC.md section 4): the switch sets it with
  // the mode, and a stored 'dark' keeps its dark marker wherever dark mode is allowed. Without the
  // flag nothing may be dark, so the gating puts it back to light with the mode.
  const settled = !initialLoading && loaded;
  useEffect(() => {
    if (settled && !darkMode.enabled && themePreference === 'dark') themeStore.setTheme('light');
  }, [themeStore, settled, darkMode.enabled, themePreference]);

  const pathname = router.asPath.split(/[?#]/)[0] ?? '';
  const settings = useMemo(
    () =>
      applyLayoutCorrections(applyPageSettings(applyDealerInsightsThemeColor(gate.settings, pathname), pageSettings)),
    [gate.settings, pathname, pageSettings],
  );

  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      saveSettings: (update) => store.save(update),
      loaded,
      darkModeAllowed: darkMode.enabled,
      setMode: (mode) => {
        store.save({ mode });
        themeStore.setTheme(mode);
      },
    }),
    [settings, store, themeStore, loaded, darkMode.enabled],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside <SettingsProvider>');
  return context;
}
