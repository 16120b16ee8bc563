import type { PublicConfig } from '../../src/shared/config/public-config';

/** The origins (scheme://host:port) of the configured third-party services. */
export function thirdPartyOrigins(config: PublicConfig): string[] {
  const origin = (url: string) => new URL(url).origin;
  const origins = [
    config.productAnalytics?.host,
    config.tagManager?.src,
    config.crmWidget?.src,
    config.onboarding?.src,
    config.vhrSnapshot?.src,
  ]
    .filter((url): url is string => Boolean(url))
    .map(origin);
  return [...new Set(origins)];
}

/** The map tile host: images only, never scripts or frames. */
export function mapTileOrigins(config: PublicConfig): string[] {
  return config.mapTiles ? [new URL(config.mapTiles.url).origin] : [];
}

/**
 * The Content-Security-Policy: the product's own origin plus exactly the configured
 * third-party hosts. Next's inline bootstrap script runs by the per-request `nonce` that the
 * document puts on it; nothing else inline runs. MUI's Emotion writes <style> elements, hence
 * 'unsafe-inline' for styles only. Development adds what hot reload needs (eval, websocket).
 */
export function buildContentSecurityPolicy(options: {
  publicConfig: PublicConfig;
  oauthOrigins: string[];
  development: boolean;
  nonce?: string;
}): string {
  const origins = thirdPartyOrigins(options.publicConfig);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
      ...origins,
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...new Set([...origins, ...mapTileOrigins(options.publicConfig)])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins, ...(options.development ? ['ws:', 'wss:'] : [])],
    'frame-src': origins.length > 0 ? origins : ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...options.oauthOrigins],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
