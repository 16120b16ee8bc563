// "Appearance settings on load" (SPEC.md section 4), one exported function per step.

import { AGENT_PARTNER, partnerForDealerInsightsPath, partnerForHostname } from '../config/partners';
import {
  APP_BARS,
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  FOOTERS,
  LAYOUTS,
  MODES,
  SKINS,
  THEME_COLORS,
  TOAST_POSITIONS,
  VERTICAL_NAV_TOGGLE_TYPES,
  type Settings,
} from './types';

export type UserType = 'admin' | 'user' | 'agent';

export interface LoadSettingsInput {
  /** Raw localStorage 'settings' value; may be missing, invalid JSON or hold wrong types. */
  stored: string | null;
  userType?: UserType;
  hostname: string;
  pathname: string;
  /** Settings passed by the page. */
  pageSettings?: Partial<Settings>;
}

type Guard<T> = (value: unknown) => value is T;

const oneOf =
  <T>(values: readonly T[]): Guard<T> =>
  (value: unknown): value is T =>
    values.includes(value as T);

const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';

// Every field with its check; `-?` makes the compiler insist that no field is left out.
const FIELD_GUARDS: { [K in keyof Settings]-?: Guard<NonNullable<Settings[K]>> } = {
  themeColor: oneOf(THEME_COLORS),
  mode: oneOf(MODES),
  skin: oneOf(SKINS),
  layout: oneOf(LAYOUTS),
  lastLayout: oneOf(LAYOUTS),
  direction: oneOf(DIRECTIONS),
  footer: oneOf(FOOTERS),
  navHidden: isBoolean,
  appBarBlur: isBoolean,
  navCollapsed: isBoolean,
  contentWidth: oneOf(CONTENT_WIDTHS),
  toastPosition: oneOf(TOAST_POSITIONS),
  verticalNavToggleType: oneOf(VERTICAL_NAV_TOGGLE_TYPES),
  appBar: oneOf(APP_BARS),
};

const SETTINGS_KEYS = Object.keys(FIELD_GUARDS) as (keyof Settings)[];

function parseJsonObject(raw: string | null): Record<string, unknown> {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Step 1: the stored settings over the defaults, field by field; invalid fields and unknown keys are dropped. */
export function parseStoredSettings(stored: string | null): Settings {
  const raw = parseJsonObject(stored);
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTINGS_KEYS) {
    const value = raw[key];
    if (FIELD_GUARDS[key](value)) Object.assign(settings, { [key]: value });
  }
  return settings;
}

/** Stored values of these keys never survive a page load. */
export const IGNORED_STORED_KEYS = [
  'appBar',
  'footer',
  'layout',
  'navHidden',
  'lastLayout',
  'toastPosition',
] as const satisfies readonly (keyof Settings)[];

/** Settings every page load puts back (steps 2 and 3): a change to one lasts until the next load. */
export const RESET_ON_LOAD_KEYS: readonly (keyof Settings)[] = [...IGNORED_STORED_KEYS, 'themeColor'];

/** Step 2: the ignored keys go back to their defaults (lastLayout has none, so it is removed). */
export function resetIgnoredSettings(settings: Settings): Settings {
  const next: Settings = { ...settings };
  for (const key of IGNORED_STORED_KEYS) {
    if (key === 'lastLayout') delete next.lastLayout;
    else Object.assign(next, { [key]: DEFAULT_SETTINGS[key] });
  }
  return next;
}

/** Step 3. */
export function forceDefaultThemeColor(settings: Settings): Settings {
  return { ...settings, themeColor: DEFAULT_SETTINGS.themeColor };
}

/**
 * Step 4: agents get the agent partner's color; otherwise a partner's white-label hostname
 * gets that partner's color (the spec's "second condition").
 */
export function applyPartnerThemeColor(
  settings: Settings,
  context: { userType?: UserType; hostname: string },
): Settings {
  const partner = context.userType === 'agent' ? AGENT_PARTNER : partnerForHostname(context.hostname);
  return partner ? { ...settings, themeColor: partner } : settings;
}

/** Step 5: a partner's dealer insights page uses that partner's color. */
export function applyDealerInsightsThemeColor(settings: Settings, pathname: string): Settings {
  const partner = partnerForDealerInsightsPath(pathname);
  return partner ? { ...settings, themeColor: partner } : settings;
}

/** Step 6: settings passed by the page win; keys given as undefined are skipped. */
export function applyPageSettings(settings: Settings, pageSettings: Partial<Settings> | undefined): Settings {
  if (!pageSettings) return settings;
  const defined = Object.entries(pageSettings).filter(([, value]) => value !== undefined);
  return { ...settings, ...(Object.fromEntries(defined) as Partial<Settings>) };
}

/** Corrections applied after loading and after every change. */
export function applyLayoutCorrections(settings: Settings): Settings {
  if (settings.layout !== 'horizontal') return settings;
  let next = settings;
  if (next.skin === 'semi-dark') next = { ...next, skin: 'default' };
  if (next.appBar === 'hidden') next = { ...next, appBar: 'fixed' };
  return next;
}

export function loadSettings(input: LoadSettingsInput): Settings {
  let settings = parseStoredSettings(input.stored);
  settings = resetIgnoredSettings(settings);
  settings = forceDefaultThemeColor(settings);
  settings = applyPartnerThemeColor(settings, input);
  settings = applyDealerInsightsThemeColor(settings, input.pathname);
  settings = applyPageSettings(settings, input.pageSettings);
  return applyLayoutCorrections(settings);
}
