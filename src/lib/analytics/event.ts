import type { DeviceFields } from './user-agent';

/** The first-party analytics event of SPEC.md section 3, as sent to POST /api/analytics. */
export type AnalyticsEvent = {
  /** Made once per event and sent again with every retry: the server stores the event once. */
  event_id: string;
  anonymous_id: string;
  session_id: string;
  component: string;
  event: string;
  url: string;
  payload: Record<string, unknown> & DeviceFields;
  custom: Record<string, unknown>;
  created_at: string;
};

export type TrackOptions = { component?: string; custom?: Record<string, unknown> };

export const PAGE_VIEW_EVENT = 'page';

/** Builds one event: the tracked fields plus the device fields, the page and the time. */
export function buildEvent(input: {
  event: string;
  fields?: Record<string, unknown>;
  options?: TrackOptions;
  url: string;
  eventId: string;
  anonymousId: string;
  sessionId: string;
  device: DeviceFields;
  now: Date;
}): AnalyticsEvent {
  return {
    event_id: input.eventId,
    anonymous_id: input.anonymousId,
    session_id: input.sessionId,
    component: input.options?.component ?? '',
    event: input.event,
    url: input.url,
    // The device fields win over a tracked field of the same name: they describe the sender.
    payload: { ...input.fields, ...input.device },
    custom: input.options?.custom ?? {},
    created_at: input.now.toISOString(),
  };
}
