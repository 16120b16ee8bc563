import { buildEvent, PAGE_VIEW_EVENT, type TrackOptions } from './event';
import { analyticsSessionId, anonymousId } from './identity';
import type { DeviceFields } from './user-agent';

export const ANALYTICS_ENDPOINT = '/api/analytics';

let device: Promise<DeviceFields> | undefined;

// The user-agent parser loads with the first event instead of in every page's first load; later
// events (one sent while the page unloads among them) find it resolved and leave at once.
function deviceFields(): Promise<DeviceFields> {
  device ??= import('./user-agent').then(({ describeUserAgent }) => describeUserAgent(navigator.userAgent, navigator.platform));
  return device;
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Tracks one event (SPEC.md section 7): POST /api/analytics with the event as JSON. `keepalive`
 * lets events sent while the page unloads still arrive. The response is parsed and ignored;
 * a failed send never reaches the page.
 */
export function track(event: string, fields?: Record<string, unknown>, options?: TrackOptions): void {
  if (typeof window === 'undefined') return;
  try {
    const url = window.location.href;
    const ids = { anonymousId: anonymousId(storage('localStorage')), sessionId: analyticsSessionId(storage('sessionStorage')) };
    const now = new Date();
    void deviceFields()
      .then((fieldsOfDevice) =>
        fetch(ANALYTICS_ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(buildEvent({ event, fields, options, url, ...ids, device: fieldsOfDevice, now })),
          keepalive: true,
          credentials: 'same-origin',
        }),
      )
      .then((response) => response.json())
      .catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
}

/** A page view: the event 'page' for the current URL. */
export function trackPageView(): void {
  track(PAGE_VIEW_EVENT);
}
