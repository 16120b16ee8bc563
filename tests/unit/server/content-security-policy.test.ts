import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env';
import { buildContentSecurityPolicy, thirdPartyOrigins } from '../../../server/http/content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );

describe('third-party configuration', () => {
  const base = { NEXTAUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/lotwise-env-test' };

  it('is empty when no variable is set', () => {
    expect(loadEnv(base).publicConfig).toEqual({});
  });

  it('turns each service on by its variable', () => {
    const env = loadEnv({
      ...base,
      PRODUCT_ANALYTICS_KEY: 'phc_123',
      TAG_MANAGER_ID: 'GTM-ABC123',
      CRM_WIDGET_SRC: 'https://js.crm.example/widget.js',
      ONBOARDING_SRC: 'https://js.onboarding.example/sdk.js',
      ONBOARDING_KEY: 'NX-1',
      VHR_SNAPSHOT_SRC: 'https://snapshot.vhr.example/dealer.js',
    });
    expect(env.publicConfig).toEqual({
      productAnalytics: { key: 'phc_123', host: 'https://us.i.posthog.com' },
      tagManager: { id: 'GTM-ABC123', src: 'https://www.googletagmanager.com/gtm.js' },
      crmWidget: { src: 'https://js.crm.example/widget.js' },
      onboarding: { src: 'https://js.onboarding.example/sdk.js', key: 'NX-1' },
      vhrSnapshot: { src: 'https://snapshot.vhr.example/dealer.js' },
    });
  });

  it('hands a map tile template and its attribution to the page, refusing {s} subdomains', () => {
    const url = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadEnv({ ...base, MAP_TILE_URL: url }).publicConfig).toEqual({
      mapTiles: { url, attribution: '© OpenStreetMap contributors' },
    });
    expect(() => loadEnv({ ...base, MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadEnv({ ...base, MAP_TILE_URL: 'https://tile.example/tiles.png' })).toThrow(/MAP_TILE_URL/);
    expect(loadEnv(base).publicConfig).toEqual({});
  });

  it('refuses a script URL that is not http(s) and a malformed tag manager id', () => {
    expect(() => loadEnv({ ...base, CRM_WIDGET_SRC: 'javascript:alert(1)' })).toThrow(/CRM_WIDGET_SRC/);
    expect(() => loadEnv({ ...base, TAG_MANAGER_ID: 'GTM"><script>' })).toThrow(/TAG_MANAGER_ID/);
  });
});

describe('Content-Security-Policy', () => {
  it('allows only the product itself when nothing is configured', () => {
    const policy = directives(buildContentSecurityPolicy({ publicConfig: {}, oauthOrigins: [], development: false }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('allows exactly the configured hosts', () => {
    const publicConfig = {
      productAnalytics: { key: 'k', host: 'https://eu.i.posthog.com' },
      crmWidget: { src: 'https://js.crm.example/widget.js?v=2' },
      vhrSnapshot: { src: 'https://js.crm.example/other.js' },
    };
    expect(thirdPartyOrigins(publicConfig)).toEqual(['https://eu.i.posthog.com', 'https://js.crm.example']);
    const policy = directives(buildContentSecurityPolicy({ publicConfig, oauthOrigins: [], development: false }));
    expect(policy['script-src']).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://js.crm.example']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('admits the map tile host for images only', () => {
    const publicConfig = { mapTiles: { url: 'https://tiles.example:8443/{z}/{x}/{y}.png', attribution: 'x' } };
    const policy = directives(buildContentSecurityPolicy({ publicConfig, oauthOrigins: [], development: false }));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example:8443']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('lets sign-in forms reach the configured OAuth providers, and development reload', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        publicConfig: {},
        oauthOrigins: ['https://accounts.google.com'],
        development: true,
      }),
    );
    expect(policy['form-action']).toEqual(["'self'", 'https://accounts.google.com']);
    expect(policy['script-src']).toContain("'unsafe-eval'");
  });
});
