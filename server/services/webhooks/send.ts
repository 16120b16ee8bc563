import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { signedHeaders } from '../../lib/signature';
import { resolveTarget } from './address';

/** How much of a receiver's answer the delivery log keeps. */
export const ANSWER_KEPT_BYTES = 1024;

export type Attempt = {
  /** A 2xx answer. */
  ok: boolean;
  status: number | null;
  /** The first 1 kB of the answer, or why there was none (refused address, timeout, network error). */
  answer: string;
  durationMs: number;
};

export type SendOptions = {
  url: string;
  secret: string;
  deliveryId: string;
  eventType: string;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  now?: number;
};

/**
 * One POST of a delivery, signed as CONTRACTS.md pins it (X-Lotwise-Timestamp, -Delivery,
 * -Signature over `<timestamp>.<delivery id>.<raw body>`, and X-Lotwise-Event). The host is
 * resolved and checked first, and the connection made to that checked address (TLS still verifies
 * the name); `timeoutMs` bounds the whole exchange.
 */
export async function sendDelivery(options: SendOptions): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (answer: string): Attempt => ({ ok: false, status: null, answer, durationMs: elapsed() });
  const url = new URL(options.url);
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:'))
    return failed('Refused: a webhook URL is https.');
  const target = await resolveTarget(url.hostname, options.allowPrivate);
  if (!target.ok) return failed(target.reason);
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'Lotwise-Webhooks/1',
    'X-Lotwise-Event': options.eventType,
    ...signedHeaders(options.secret, options.body, options.deliveryId, options.now),
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    const request = client.request(url, { method: 'POST', headers, lookup: pinned }, (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_KEPT_BYTES) chunks.push(chunk.subarray(0, ANSWER_KEPT_BYTES - kept));
        kept += chunk.length;
      });
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        const answer = Buffer.concat(chunks).toString('utf8');
        resolve({ ok: status >= 200 && status < 300, status, answer, durationMs: elapsed() });
      });
      response.on('error', (error) => settleFailed(error));
    });
    const settleFailed = (error: Error) => {
      clearTimeout(timer);
      resolve(failed(error.message));
    };
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s.`)),
      options.timeoutMs,
    );
    request.on('error', settleFailed);
    request.end(options.body);
  });
}
