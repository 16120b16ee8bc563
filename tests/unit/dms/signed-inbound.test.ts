import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SIGNED_HEADERS,
  signatureOf,
  signedHeaders,
  TIMESTAMP_TOLERANCE_SECONDS,
  verifySigned,
} from '../../../server/http/signed-inbound';
import { open, seal } from '../../../server/services/secret-box';

const SECRET = 'lwdms_example-secret';
const NOW = Date.UTC(2026, 10, 23, 20, 0, 0);
const BODY = Buffer.from('VIN,Stock No\n1HGCV1F30LA000001,A1\n');

const partsOf = (headers: Record<string, string>) => ({
  timestamp: headers[SIGNED_HEADERS.timestamp],
  deliveryId: headers[SIGNED_HEADERS.delivery],
  signature: headers[SIGNED_HEADERS.signature],
});

describe('signing', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<delivery id>.<body>", prefixed sha256= (the example of docs/dms.md)', () => {
    const expected = createHmac('sha256', SECRET).update(`1795464000.delivery-1.${BODY.toString()}`).digest('hex');
    expect(signatureOf(SECRET, '1795464000', 'delivery-1', BODY)).toBe(`sha256=${expected}`);
    expect(signatureOf('lwdms_example-secret', '1795464000', 'inv-20261123', 'VIN\n')).toBe(
      'sha256=' + createHmac('sha256', 'lwdms_example-secret').update('1795464000.inv-20261123.VIN\n').digest('hex'),
    );
  });

  it('gives the three headers, the timestamp in whole seconds', () => {
    const headers = signedHeaders(SECRET, BODY, 'delivery-1', NOW + 999);
    expect(headers).toEqual({
      'X-Lotwise-Timestamp': String(NOW / 1000),
      'X-Lotwise-Delivery': 'delivery-1',
      'X-Lotwise-Signature': signatureOf(SECRET, String(NOW / 1000), 'delivery-1', BODY),
    });
  });
});

describe('verification', () => {
  const signed = partsOf(signedHeaders(SECRET, BODY, 'delivery-1', NOW));

  it('accepts the signed body within the window, either way', () => {
    expect(verifySigned(SECRET, signed, BODY, NOW)).toEqual({ ok: true, deliveryId: 'delivery-1' });
    expect(verifySigned(SECRET, signed, BODY, NOW + TIMESTAMP_TOLERANCE_SECONDS * 1000).ok).toBe(true);
    expect(verifySigned(SECRET, signed, BODY, NOW - TIMESTAMP_TOLERANCE_SECONDS * 1000).ok).toBe(true);
  });

  it.each([
    ['another secret', 'lwdms_other', signed, BODY],
    ['a changed body', SECRET, signed, Buffer.concat([BODY, Buffer.from('1HGCV1F30LA000002,A2\n')])],
    ['a changed timestamp', SECRET, { ...signed, timestamp: String(NOW / 1000 + 1) }, BODY],
    ['a changed delivery id (a replay under a new id)', SECRET, { ...signed, deliveryId: 'delivery-2' }, BODY],
    ['the same delivery id in another case', SECRET, { ...signed, deliveryId: 'DELIVERY-1' }, BODY],
    ['an upper-case or short signature', SECRET, { ...signed, signature: signed.signature!.toUpperCase() }, BODY],
    ['no signature', SECRET, { ...signed, signature: undefined }, BODY],
    ['a delivery id with a space', SECRET, { ...signed, deliveryId: 'delivery 1' }, BODY],
    ['a delivery id of 129 characters', SECRET, { ...signed, deliveryId: 'd'.repeat(129) }, BODY],
    ['a timestamp in milliseconds text', SECRET, { ...signed, timestamp: new Date(NOW).toISOString() }, BODY],
  ])('refuses %s', (_name, secret, parts, body) => {
    const result = verifySigned(secret, parts, body, NOW);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason.length).toBeGreaterThan(10);
  });

  it('refuses a signature of the old form (timestamp and body only), naming the new form', () => {
    const oldForm = `sha256=${createHmac('sha256', SECRET)
      .update(`${NOW / 1000}.`)
      .update(BODY)
      .digest('hex')}`;
    expect(verifySigned(SECRET, { ...signed, signature: oldForm }, BODY, NOW)).toEqual({
      ok: false,
      reason:
        'The signature is of the old form <timestamp>.<raw body>, which no longer verifies: sign <timestamp>.<delivery id>.<raw body>, the X-Lotwise-Delivery value included.',
    });
    expect(verifySigned(SECRET, { ...signed, signature: `sha256=${'0'.repeat(64)}` }, BODY, NOW)).toEqual({
      ok: false,
      reason:
        "The signature does not match: it is the HMAC-SHA256 of <timestamp>.<delivery id>.<raw body> with this endpoint's secret.",
    });
  });

  it('refuses a timestamp outside the window, saying why', () => {
    const late = verifySigned(SECRET, signed, BODY, NOW + (TIMESTAMP_TOLERANCE_SECONDS + 1) * 1000);
    expect(late).toEqual({ ok: false, reason: expect.stringContaining('5 minutes') });
    expect(verifySigned(SECRET, signed, BODY, NOW - (TIMESTAMP_TOLERANCE_SECONDS + 1) * 1000).ok).toBe(false);
  });
});

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time', () => {
    const first = seal(key, 'dms-password');
    expect(first).toMatch(/^v1\./);
    expect(first).not.toContain('dms-password');
    expect(seal(key, 'dms-password')).not.toBe(first);
    expect(open(key, first)).toBe('dms-password');
  });

  it('refuses another key and a tampered value', () => {
    const sealed = seal(key, 'dms-password');
    expect(() => open(randomBytes(32), sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
