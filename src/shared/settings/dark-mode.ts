import type { Settings } from './types';

export interface DarkModeGateResult {
  settings: Settings;
  /** True when mode was forced to 'light'; the caller then saves the settings. */
  changed: boolean;
}

/** Dark mode needs the 'shadcn-dark-mode' flag; decided only once the flag lookup has finished loading. */
export function applyDarkModeGate(
  settings: Settings,
  gate: { loading: boolean; darkModeEnabled: boolean },
): DarkModeGateResult {
  if (gate.loading || gate.darkModeEnabled || settings.mode === 'light') return { settings, changed: false };
  return { settings: { ...settings, mode: 'light' }, changed: true };
}
