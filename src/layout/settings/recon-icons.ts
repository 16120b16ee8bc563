import { useSyncExternalStore } from 'react';

// The local UI preference `showReconIcons` (SPEC.md section 3): a boolean kept in the browser,
// default false. One store for the whole page, so every component that reads it agrees.

export const RECON_ICONS_STORAGE_KEY = 'showReconIcons';
export const DEFAULT_SHOW_RECON_ICONS = false;

/** Reads the stored value: JSON `true` (or the string "true") is on; anything else is the default. */
export function parseReconIconsPreference(raw: string | null): boolean {
  if (raw === null) return DEFAULT_SHOW_RECON_ICONS;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed === true || parsed === 'true';
  } catch {
    return DEFAULT_SHOW_RECON_ICONS;
  }
}

export function serializeReconIconsPreference(value: boolean): string {
  return JSON.stringify(value);
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: boolean | undefined;

function read(): boolean {
  try {
    return parseReconIconsPreference(window.localStorage.getItem(RECON_ICONS_STORAGE_KEY));
  } catch {
    return DEFAULT_SHOW_RECON_ICONS; // storage disabled: the default applies
  }
}

function emit() {
  for (const listener of listeners) listener();
}

// Another tab changed it: follow along.
function onStorage(event: StorageEvent) {
  if (event.key !== RECON_ICONS_STORAGE_KEY && event.key !== null) return;
  current = read();
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): boolean {
  current ??= read();
  return current;
}

const getServerSnapshot = () => DEFAULT_SHOW_RECON_ICONS;

function setReconIconsPreference(value: boolean): void {
  try {
    window.localStorage.setItem(RECON_ICONS_STORAGE_KEY, serializeReconIconsPreference(value));
  } catch {
    // Storage full or disabled: the change still applies for this page's life.
  }
  current = value;
  emit();
}

/** `[showReconIcons, setShowReconIcons]`, shared by every component and kept in localStorage. */
export function useReconIconsPreference(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return [value, setReconIconsPreference];
}
