// Browser storage formats (CONTRACTS.md "Browser storage"); the storage calls themselves live with the callers.

import type { Settings, ThemePreference } from './types';

/** The value for localStorage 'settings': the whole settings object as JSON. */
export function serializeSettings(settings: Settings): string {
  return JSON.stringify(settings);
}

export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'light';

/** Reads localStorage 'theme-storage' (`{"state":{"theme":…},"version":0}`); anything unreadable is 'light'. */
export function parseThemePreference(raw: string | null): ThemePreference {
  if (raw === null) return DEFAULT_THEME_PREFERENCE;
  try {
    const parsed: unknown = JSON.parse(raw);
    const theme: unknown = (parsed as { state?: { theme?: unknown } } | null)?.state?.theme;
    return theme === 'light' || theme === 'dark' ? theme : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function serializeThemePreference(theme: ThemePreference): string {
  return JSON.stringify({ state: { theme }, version: 0 });
}

export function toggleTheme(theme: ThemePreference): ThemePreference {
  return theme === 'dark' ? 'light' : 'dark';
}
