/**
 * Browser-visible configuration the server reads at start (CONTRACTS.md "Third-party scripts"),
 * so one build serves every environment. The server renders it into the document as JSON;
 * the browser reads it from there.
 */
export type PublicConfig = {
  productAnalytics?: { key: string; host: string };
  tagManager?: { id: string; src: string };
  crmWidget?: { src: string };
  onboarding?: { src: string; key?: string };
  vhrSnapshot?: { src: string };
  /** OpenStreetMap-compatible tile template ({z}/{x}/{y}, one host) for the agent's maps. */
  mapTiles?: { url: string; attribution: string };
};

export const PUBLIC_CONFIG_ELEMENT_ID = '__LOTWISE_CONFIG__';

/**
 * The express server attaches the configuration, and the Content-Security-Policy nonce of the
 * response, to page requests under these names for _document.
 */
export const PUBLIC_CONFIG_REQUEST_KEY = 'lotwisePublicConfig';
export const CSP_NONCE_REQUEST_KEY = 'lotwiseCspNonce';
export type RequestWithPublicConfig = {
  [PUBLIC_CONFIG_REQUEST_KEY]?: PublicConfig;
  [CSP_NONCE_REQUEST_KEY]?: string;
};

/** JSON safe to embed in a <script> element: no `<` can close it. */
export function serializePublicConfig(config: PublicConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

let cached: PublicConfig | undefined;

export function readPublicConfig(): PublicConfig {
  if (cached) return cached;
  try {
    cached = JSON.parse(document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? '{}') as PublicConfig;
  } catch {
    cached = {};
  }
  return cached;
}
