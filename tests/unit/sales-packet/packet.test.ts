import { describe, expect, it } from 'vitest';
import { describeViewer } from '../../../server/services/sales-packet/open-shared';
import { isValidLinkDays, linkExpiry, linkState, packetPublicPath } from '../../../src/shared/sales-packet/packet';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('linkState', () => {
  it.each([
    { expiresAt: '2026-03-11T00:00:00Z', revokedAt: null, state: 'active' },
    { expiresAt: '2026-03-10T12:00:00Z', revokedAt: null, state: 'expired' },
    { expiresAt: '2026-03-01T00:00:00Z', revokedAt: null, state: 'expired' },
    { expiresAt: '2026-03-11T00:00:00Z', revokedAt: '2026-03-09T00:00:00Z', state: 'revoked' },
    // Revoked before it ran out: the reader is told it was revoked, not that it expired.
    { expiresAt: '2026-03-01T00:00:00Z', revokedAt: '2026-02-28T00:00:00Z', state: 'revoked' },
  ])('expires $expiresAt, revoked $revokedAt → $state', ({ expiresAt, revokedAt, state }) => {
    expect(linkState({ expiresAt: new Date(expiresAt), revokedAt: revokedAt ? new Date(revokedAt) : null }, NOW)).toBe(
      state,
    );
  });
});

describe('link lifetime', () => {
  it('runs whole days from its making', () => {
    expect(linkExpiry(NOW, 14).toISOString()).toBe('2026-03-24T12:00:00.000Z');
  });
  it.each([
    [1, true],
    [90, true],
    [0, false],
    [91, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%s days valid: %s', (days, valid) => {
    expect(isValidLinkDays(days)).toBe(valid);
  });
});

describe('the public path', () => {
  it('carries the token as one path segment', () => {
    expect(packetPublicPath('abc_DEF-123')).toBe('/packet/abc_DEF-123');
  });
});

describe('a view’s browser', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari', os: 'iOS', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows', deviceType: 'desktop' },
    ],
    ['', { browser: null, os: null, deviceType: 'desktop' }],
  ])('%s', (userAgent, expected) => {
    expect(describeViewer(userAgent)).toEqual(expected);
  });
});
