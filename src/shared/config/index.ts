// Business constants of the product (SPEC.md section 9, CONTRACTS.md "Product identity").

export const PRODUCT_NAME = 'Lotwise';
export const PRODUCT_ID = 'lotwise';

// Data fetching
export const FETCH_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const CACHE_GC_TIME_MS = 5 * 60 * 1000;

/** Back-off before retry number `attemptIndex` (0-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attemptIndex), RETRY_MAX_DELAY_MS);
}

// Sessions
/** A session lasts 30 days from its last use (the cookie is re-issued as it is used). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

// Language and analytics
export const DEFAULT_LANGUAGE = 'en';
export const FALLBACK_LANGUAGE = 'en';
export const ANALYTICS_APP_ID = PRODUCT_ID;
export const ANALYTICS_SESSION_STORAGE_KEY = `${PRODUCT_ID}-analytics-session-id` as const;

// Storage keys and flags
export const SETTINGS_STORAGE_KEY = 'settings';
export const THEME_STORAGE_KEY = 'theme-storage';
/** Class put on <html> while the theme preference is 'dark'. */
export const THEME_DARK_CLASS = 'dark';
export const DARK_MODE_FLAG = 'shadcn-dark-mode';

// Layout
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const LAYOUT = {
  borderRadius: 6,
  toolbarMinHeight: 64,
  gridRowHeight: 50,
  gridHeaderHeight: 54,
  navigationWidth: 260,
  collapsedNavigationWidth: 68,
  primaryColor: '#9155FD',
  fontFamily: 'Inter',
} as const;
export const DEFAULT_THEME_COLOR = 'success';

// Toasts
export const TOASTS = {
  defaultPosition: 'top-right',
  offsetTopPx: 75,
  /** A horizontal layout with its navigation shown has a second bar under the app bar. */
  offsetTopHorizontalNavPx: 139,
  successDurationMs: 2000,
  defaultDurationMs: 4000,
  maxShown: 20,
} as const;

export function toastOffsetTopPx(settings: { layout: string; navHidden: boolean }): number {
  return settings.layout === 'horizontal' && !settings.navHidden ? TOASTS.offsetTopHorizontalNavPx : TOASTS.offsetTopPx;
}

export function toastDurationMs(variant: string): number {
  return variant === 'success' ? TOASTS.successDurationMs : TOASTS.defaultDurationMs;
}
