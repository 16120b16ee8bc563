import { SETTINGS_STORAGE_KEY, THEME_DARK_CLASS, THEME_STORAGE_KEY } from '../../shared/config';
import { applyLayoutCorrections, loadSettings, type LoadSettingsInput } from '../../shared/settings/load';
import { parseThemePreference, serializeSettings, serializeThemePreference } from '../../shared/settings/storage';
import { DEFAULT_SETTINGS, type Settings, type ThemePreference } from '../../shared/settings/types';

type Listener = () => void;

/** A value kept outside React, read with useSyncExternalStore so server and first client render agree. */
abstract class Store<T> {
  private readonly listeners = new Set<Listener>();
  protected abstract value: T;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.value;

  protected set(value: T) {
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): defaults apply
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the change still applies for this page's life.
  }
}

/**
 * The saved appearance settings: loaded once per user (SPEC.md section 4 steps 1–4), then
 * changed only by `save`, which writes localStorage 'settings' every time. Route- and
 * page-dependent overrides (steps 5–6) are applied on top by the provider, not saved.
 */
export type SavedSettings = { settings: Settings; loaded: boolean };

const SERVER_SETTINGS: SavedSettings = { settings: DEFAULT_SETTINGS, loaded: false };

export class SettingsStore extends Store<SavedSettings> {
  protected value: SavedSettings = SERVER_SETTINGS;
  private loadedFor: string | undefined;
  private readonly onSave: (settings: Settings) => void;

  constructor(onSave: (settings: Settings) => void = () => undefined) {
    super();
    this.onSave = onSave;
  }

  /** Loads from storage for this user type, once; a different user type loads again. */
  load(input: Pick<LoadSettingsInput, 'userType' | 'hostname'>): void {
    const key = input.userType ?? 'anonymous';
    if (this.loadedFor === key) return;
    this.loadedFor = key;
    const settings = loadSettings({ ...input, stored: readStorage(SETTINGS_STORAGE_KEY), pathname: '' });
    this.set({ settings, loaded: true });
  }

  save(update: Partial<Settings>): void {
    const settings = applyLayoutCorrections({ ...this.value.settings, ...update });
    writeStorage(SETTINGS_STORAGE_KEY, serializeSettings(settings));
    this.set({ settings, loaded: this.value.loaded });
    this.onSave(settings);
  }
}

/** The separate light/dark preference ('theme-storage'); 'dark' puts the class `dark` on <html>. */
export class ThemePreferenceStore extends Store<ThemePreference> {
  protected value: ThemePreference = 'light';

  load(): void {
    this.apply(parseThemePreference(readStorage(THEME_STORAGE_KEY)));
  }

  setTheme(theme: ThemePreference): void {
    writeStorage(THEME_STORAGE_KEY, serializeThemePreference(theme));
    this.apply(theme);
  }

  private apply(theme: ThemePreference) {
    document.documentElement.classList.toggle(THEME_DARK_CLASS, theme === 'dark');
    this.set(theme);
  }
}

export const getServerSettings = () => SERVER_SETTINGS;
export const getServerThemePreference = (): ThemePreference => 'light';
