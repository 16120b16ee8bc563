import { createHmac } from 'node:crypto';

/**
 * The signature of every signed delivery, inbound (server/http/signed-inbound.ts) and outbound
 * (webhooks, server/services/webhooks/send.ts), as CONTRACTS.md pins it:
 * - `X-Lotwise-Timestamp`: Unix time in seconds when the request was signed;
 * - `X-Lotwise-Delivery`: the id of this delivery, used once;
 * - `X-Lotwise-Signature`: `sha256=` + hex HMAC-SHA256 with the secret of `<timestamp>.<delivery id>.<raw body bytes>`.
 */
export const SIGNED_HEADERS = {
  timestamp: 'X-Lotwise-Timestamp',
  delivery: 'X-Lotwise-Delivery',
  signature: 'X-Lotwise-Signature',
} as const;

/** What is signed, as the documentation and the refusals name it. */
export const SIGNED_CONTENT = '<timestamp>.<delivery id>.<raw body>';

export const hmacOf = (secret: string, prefix: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(prefix).update(body).digest('hex');

/** The signature of delivery `deliveryId`'s body, signed at `timestamp` (seconds) with `secret`. */
export function signatureOf(secret: string, timestamp: string, deliveryId: string, body: Buffer | string): string {
  return `sha256=${hmacOf(secret, `${timestamp}.${deliveryId}.`, body)}`;
}

/** The three headers a sender adds (the stand-in DMS and the tests use this; so may a partner's Node client). */
export function signedHeaders(
  secret: string,
  body: Buffer | string,
  deliveryId: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.delivery]: deliveryId,
    [SIGNED_HEADERS.signature]: signatureOf(secret, timestamp, deliveryId, body),
  };
}
