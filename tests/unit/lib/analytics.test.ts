import { describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_STORAGE_KEY } from '../../../src/shared/config';
import { buildEvent } from '../../../src/lib/analytics/event';
import { ANONYMOUS_ID_STORAGE_KEY, analyticsSessionId, anonymousId, newId } from '../../../src/lib/analytics/identity';
import { describeUserAgent } from '../../../src/lib/analytics/user-agent';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('describeUserAgent', () => {
  it('reads browser, OS and versions of a phone as mobile', () => {
    expect(describeUserAgent(IPHONE, 'iPhone')).toEqual({
      user_agent: IPHONE,
      platform: 'iPhone',
      device_type: 'mobile',
      browser: 'Mobile Safari',
      browser_version: '17.4',
      os: 'iOS',
      os_version: '17.4',
    });
  });

  it('counts a tablet as mobile and a desktop browser as desktop', () => {
    expect(describeUserAgent(IPAD).device_type).toBe('mobile');
    expect(describeUserAgent(WINDOWS_CHROME, 'Win32')).toMatchObject({
      device_type: 'desktop',
      browser: 'Chrome',
      browser_version: '126.0.0.0',
      os: 'Windows',
      os_version: '10',
    });
  });

  it('gives empty strings, not undefined, for an unknown agent', () => {
    expect(describeUserAgent('')).toMatchObject({
      browser: '',
      browser_version: '',
      os: '',
      os_version: '',
      device_type: 'desktop',
    });
  });
});

describe('buildEvent', () => {
  const base = {
    url: 'https://app.lotwise.test/inventory?page=2',
    eventId: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
    anonymousId: 'anon-1',
    sessionId: 'session-1',
    device: describeUserAgent(WINDOWS_CHROME, 'Win32'),
    now: new Date('2026-11-21T10:00:00.000Z'),
  };

  it('builds a page view with the defaults of SPEC.md section 3', () => {
    expect(buildEvent({ ...base, event: 'page' })).toEqual({
      event_id: base.eventId,
      anonymous_id: 'anon-1',
      session_id: 'session-1',
      component: '',
      event: 'page',
      url: base.url,
      payload: base.device,
      custom: {},
      created_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('keeps the tracked fields, component and custom object', () => {
    const event = buildEvent({
      ...base,
      event: 'vehicle_price_changed',
      fields: { vehicle_id: 'v1', from: 18_990, to: 17_990 },
      options: { component: 'PriceEditor', custom: { experiment: 'b' } },
    });
    expect(event.payload).toMatchObject({ vehicle_id: 'v1', from: 18_990, to: 17_990, browser: 'Chrome' });
    expect(event.component).toBe('PriceEditor');
    expect(event.custom).toEqual({ experiment: 'b' });
  });

  it('does not let a tracked field overwrite a device field', () => {
    const event = buildEvent({ ...base, event: 'x', fields: { browser: 'spoofed' } });
    expect(event.payload.browser).toBe('Chrome');
  });
});

describe('analytics identity', () => {
  it('creates the session id once per browser session and reuses it', () => {
    const sessionStorage = new MemoryStorage();
    const first = analyticsSessionId(sessionStorage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.items.get(ANALYTICS_SESSION_STORAGE_KEY)).toBe(first);
    expect(analyticsSessionId(sessionStorage)).toBe(first);
    expect(analyticsSessionId(new MemoryStorage())).not.toBe(first);
  });

  it('keeps the anonymous id under its own key', () => {
    const localStorage = new MemoryStorage();
    const id = anonymousId(localStorage);
    expect(localStorage.items.get(ANONYMOUS_ID_STORAGE_KEY)).toBe(id);
    expect(anonymousId(localStorage)).toBe(id);
  });

  it('still gives an id when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(analyticsSessionId(broken)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes version 4 UUIDs where crypto.randomUUID is missing (a plain-http origin)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
