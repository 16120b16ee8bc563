import { DEFAULT_THEME_COLOR, LAYOUT, TOASTS } from '../config';
import { PARTNER_KEYS, type PartnerKey } from '../config/partners';

// Allowed values of each enumerated field; stored settings are checked against these.
export const BASE_THEME_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export const THEME_COLORS: readonly ThemeColor[] = [...BASE_THEME_COLORS, ...PARTNER_KEYS];
export const MODES = ['light', 'dark'] as const;
export const SKINS = ['default', 'bordered', 'semi-dark'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const FOOTERS = ['static', 'sticky', 'hidden'] as const;
export const CONTENT_WIDTHS = ['boxed', 'full'] as const;
export const TOAST_POSITIONS = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
] as const;
export const VERTICAL_NAV_TOGGLE_TYPES = ['accordion', 'collapse'] as const;
export const APP_BARS = ['fixed', 'hidden'] as const;

export type ThemeColor = (typeof BASE_THEME_COLORS)[number] | PartnerKey;
export type Mode = (typeof MODES)[number];
export type Skin = (typeof SKINS)[number];
export type Layout = (typeof LAYOUTS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type Footer = (typeof FOOTERS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export type VerticalNavToggleType = (typeof VERTICAL_NAV_TOGGLE_TYPES)[number];
export type AppBar = (typeof APP_BARS)[number];

/** The user's appearance settings, kept in localStorage under 'settings'. */
export interface Settings {
  themeColor: ThemeColor;
  mode: Mode;
  skin: Skin;
  layout: Layout;
  lastLayout?: Layout;
  direction: Direction;
  footer: Footer;
  navHidden: boolean;
  appBarBlur: boolean;
  navCollapsed: boolean;
  contentWidth: ContentWidth;
  toastPosition: ToastPosition;
  verticalNavToggleType: VerticalNavToggleType;
  appBar: AppBar;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  themeColor: DEFAULT_THEME_COLOR,
  mode: 'light',
  skin: 'default',
  layout: 'vertical',
  direction: 'ltr',
  footer: 'static',
  navHidden: false,
  appBarBlur: true,
  navCollapsed: false,
  contentWidth: 'boxed',
  toastPosition: TOASTS.defaultPosition,
  verticalNavToggleType: 'accordion',
  appBar: 'fixed',
};

/** Settings the user cannot change. */
export const FIXED_SETTINGS = {
  routingLoader: true,
  menuTextTruncate: true,
  navigationSize: LAYOUT.navigationWidth,
  collapsedNavigationSize: LAYOUT.collapsedNavigationWidth,
  horizontalMenuToggle: 'hover',
  horizontalMenuAnimation: true,
  responsiveFontSizes: true,
  disableRipple: false,
  disableCustomizer: false,
} as const;

export type FixedSettings = typeof FIXED_SETTINGS;

/** The separate light/dark preference kept under 'theme-storage'. */
export type ThemePreference = 'light' | 'dark';
