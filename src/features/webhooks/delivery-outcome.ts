import type { WebhookDeliveryFieldsFragment } from '../../../graphql/generated/operations/WebhookDeliveryFields';

type Delivery = Pick<WebhookDeliveryFieldsFragment, 'status' | 'nextAttemptAt'>;

/** How many of each endpoint's deliveries the log shows, newest first (the graph allows 1–100). */
export const DELIVERY_LOG_SIZE = 20;

/** How often the screen asks again while a delivery is about to go out. */
export const POLL_MS = 4_000;

/** The chip colour of a delivery's status. */
export const STATUS_COLOR = { succeeded: 'success', retrying: 'warning', pending: 'default' } as const;

/**
 * Whether a delivery goes out within the next minute (not yet sent, or its retry is due): the
 * screen polls while one does, so a person sees its answer arrive; a retry hours away waits for
 * Refresh.
 */
export function isDueSoon(delivery: Delivery, now = Date.now()): boolean {
  if (delivery.status === 'succeeded') return false;
  return !delivery.nextAttemptAt || new Date(delivery.nextAttemptAt).getTime() - now < 60_000;
}

/** Whether a URL is worth sending to the server: http(s) with a host. The server says the rest (https, no private address). */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
