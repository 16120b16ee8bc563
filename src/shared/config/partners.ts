// Partner white-label variants (CONTRACTS.md "Partners"): one registry, keyed by the value
// `themeColor` takes for that partner.

export interface PartnerPalette {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

export interface Partner {
  /** A hostname containing this string is that partner's white-label site. */
  hostnameMatch: string;
  palette: PartnerPalette;
}

export const PARTNERS = {
  // Deep teal; white text on `main` is about 5.5:1.
  northwind: {
    hostnameMatch: 'northwind',
    palette: { main: '#0F766E', light: '#14B8A6', dark: '#115E59', contrastText: '#FFFFFF' },
  },
  // Mountain indigo; white text on `main` is about 7.7:1.
  summit: {
    hostnameMatch: 'summit',
    palette: { main: '#3949AB', light: '#5C6BC0', dark: '#283593', contrastText: '#FFFFFF' },
  },
} as const satisfies Record<string, Partner>;

export type PartnerKey = keyof typeof PARTNERS;

export const PARTNER_KEYS = Object.keys(PARTNERS) as PartnerKey[];

/** Every `agent` user gets this partner's theme color. */
export const AGENT_PARTNER: PartnerKey = 'northwind';

export function isPartnerKey(value: unknown): value is PartnerKey {
  return typeof value === 'string' && Object.hasOwn(PARTNERS, value);
}

export function partnerForHostname(hostname: string): PartnerKey | undefined {
  const host = hostname.toLowerCase(); // hostnames are case-insensitive
  return PARTNER_KEYS.find((key) => host.includes(PARTNERS[key].hostnameMatch));
}

/** The partner whose dealer insights page this is: any path containing `{key}-dealer-insights`. */
export function partnerForDealerInsightsPath(pathname: string): PartnerKey | undefined {
  return PARTNER_KEYS.find((key) => pathname.includes(`${key}-dealer-insights`));
}
