import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_APP_ID,
  ANALYTICS_SESSION_STORAGE_KEY,
  CACHE_GC_TIME_MS,
  FETCH_RETRIES,
  retryDelayMs,
  toastDurationMs,
  toastOffsetTopPx,
} from '../../../src/shared/config';
import {
  AGENT_PARTNER,
  isPartnerKey,
  PARTNER_KEYS,
  PARTNERS,
  partnerForDealerInsightsPath,
  partnerForHostname,
} from '../../../src/shared/config/partners';
import { DEFAULT_SETTINGS, FIXED_SETTINGS } from '../../../src/shared/settings/types';

describe('data fetching constants', () => {
  it('retries up to 3 times and keeps unused data 5 minutes', () => {
    expect(FETCH_RETRIES).toBe(3);
    expect(CACHE_GC_TIME_MS).toBe(300_000);
  });

  it('doubles the retry delay from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('product identity', () => {
  it('derives the analytics names from the product id', () => {
    expect(ANALYTICS_APP_ID).toBe('lotwise');
    expect(ANALYTICS_SESSION_STORAGE_KEY).toBe('lotwise-analytics-session-id');
  });
});

describe('toasts', () => {
  it('sit lower only under a shown horizontal navigation', () => {
    expect(toastOffsetTopPx({ layout: 'vertical', navHidden: false })).toBe(75);
    expect(toastOffsetTopPx({ layout: 'horizontal', navHidden: true })).toBe(75);
    expect(toastOffsetTopPx({ layout: 'horizontal', navHidden: false })).toBe(139);
  });

  it('show success for 2 s and everything else for 4 s', () => {
    expect(toastDurationMs('success')).toBe(2000);
    expect(toastDurationMs('error')).toBe(4000);
    expect(toastDurationMs('info')).toBe(4000);
  });
});

describe('settings defaults', () => {
  it('match the spec', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      themeColor: 'success',
      mode: 'light',
      skin: 'default',
      layout: 'vertical',
      direction: 'ltr',
      footer: 'static',
      navHidden: false,
      appBarBlur: true,
      navCollapsed: false,
      contentWidth: 'boxed',
      toastPosition: 'top-right',
      verticalNavToggleType: 'accordion',
      appBar: 'fixed',
    });
    expect(FIXED_SETTINGS).toEqual({
      routingLoader: true,
      menuTextTruncate: true,
      navigationSize: 260,
      collapsedNavigationSize: 68,
      horizontalMenuToggle: 'hover',
      horizontalMenuAnimation: true,
      responsiveFontSizes: true,
      disableRipple: false,
      disableCustomizer: false,
    });
  });
});

describe('partners', () => {
  it('holds northwind and summit, agents using northwind', () => {
    expect([...PARTNER_KEYS].sort()).toEqual(['northwind', 'summit']);
    expect(AGENT_PARTNER).toBe('northwind');
    for (const key of PARTNER_KEYS) {
      expect(Object.keys(PARTNERS[key].palette).sort()).toEqual(['contrastText', 'dark', 'light', 'main']);
    }
  });

  it('finds the partner of a white-label hostname', () => {
    expect(partnerForHostname('northwind.example.com')).toBe('northwind');
    expect(partnerForHostname('cars-NORTHWIND.example')).toBe('northwind');
    expect(partnerForHostname('summit.example.com')).toBe('summit');
    expect(partnerForHostname('app.lotwise.test')).toBeUndefined();
    expect(partnerForHostname('localhost')).toBeUndefined();
  });

  it('finds the partner of a dealer insights path', () => {
    expect(partnerForDealerInsightsPath('/summit-dealer-insights')).toBe('summit');
    expect(partnerForDealerInsightsPath('/x/summit-dealer-insights?vin=1')).toBe('summit');
    expect(partnerForDealerInsightsPath('/northwind-dealer-insights')).toBe('northwind');
    expect(partnerForDealerInsightsPath('/dealer-insights')).toBeUndefined();
    expect(partnerForDealerInsightsPath('/summit')).toBeUndefined();
  });

  it('recognises partner keys', () => {
    expect(isPartnerKey('summit')).toBe(true);
    expect(isPartnerKey('success')).toBe(false);
    expect(isPartnerKey('toString')).toBe(false);
    expect(isPartnerKey(undefined)).toBe(false);
  });
});
