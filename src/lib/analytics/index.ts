import { buildEvent, PAGE_VIEW_EVENT, type TrackOptions } from './event';
import { analyticsSessionId, anonymousId, newId } from './identity';
import { sendWithRetry, type SendDeps } from './send';
import type { DeviceFields } from './user-agent';

export const ANALYTICS_ENDPOINT = '/api/analytics';

let device: Promise<DeviceFields> | undefined;

// The user-agent parser loads with the first event instead of in every page's first load; later
// events (one sent while the page unloads among them) find it resolved and leave at once.
function deviceFields(): Promise<DeviceFields> {
  device ??= import('./user-agent').then(({ describeUserAgent }) =>
    describeUserAgent(navigator.userAgent, navigator.platform),
  );
  return device;
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

const browserSend: SendDeps = {
  fetch: (body) =>
    fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).then(async (response) => {
      await response.arrayBuffer().catch(() => undefined);
      return response;
    }),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * Tracks one event (SPEC.md section 7): POST /api/analytics with the event as JSON, its id made
 * here. `keepalive` lets events sent while the page unloads still arrive. An event not
 * acknowledged (no answer, 5xx, 503) is sent again with the same id, with back-off, while the
 * page lives; a failed send never reaches the page.
 */
export function track(event: string, fields?: Record<string, unknown>, options?: TrackOptions): void {
  if (typeof window === 'undefined') return;
  try {
    const url = window.location.href;
    const ids = {
      eventId: newId(),
      anonymousId: anonymousId(storage('localStorage')),
      sessionId: analyticsSessionId(storage('sessionStorage')),
    };
    const now = new Date();
    void deviceFields()
      .then((fieldsOfDevice) =>
        sendWithRetry(
          JSON.stringify(buildEvent({ event, fields, options, url, ...ids, device: fieldsOfDevice, now })),
          browserSend,
        ),
      )
      .catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
}

/** A page view: the event 'page' for the current URL. */
export function trackPageView(): void {
  track(PAGE_VIEW_EVENT);
}
