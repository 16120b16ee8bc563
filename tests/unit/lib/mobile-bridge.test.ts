import { describe, expect, it, vi } from 'vitest';
import { isInMobileShell, sendToShell } from '../../../src/lib/mobile-bridge';

describe('mobile shell bridge', () => {
  it('detects the shell only when callHandler is a function', () => {
    expect(isInMobileShell({ flutter_inappwebview: { callHandler: () => undefined } })).toBe(true);
    expect(isInMobileShell({ flutter_inappwebview: { callHandler: 'nope' } })).toBe(false);
    expect(isInMobileShell({})).toBe(false);
    expect(isInMobileShell(undefined)).toBe(false);
  });

  it('sends each handler with its payload, and get-device with none', () => {
    const callHandler = vi.fn();
    const shell = { flutter_inappwebview: { callHandler } };
    sendToShell('get-device', undefined, shell);
    sendToShell('userTypeHandler', { userType: 'agent' }, shell);
    sendToShell('set-products', { org_feature_flags: ['recon', 'account'] }, shell);
    sendToShell('settingsChangeHandler', { mode: 'dark', direction: 'rtl' }, shell);
    expect(callHandler.mock.calls).toEqual([
      ['get-device'],
      ['userTypeHandler', { userType: 'agent' }],
      ['set-products', { org_feature_flags: ['recon', 'account'] }],
      ['settingsChangeHandler', { mode: 'dark', direction: 'rtl' }],
    ]);
  });

  it('sends nothing outside the shell', () => {
    expect(() => sendToShell('get-device', undefined, {})).not.toThrow();
  });

  it('survives a shell that throws, rejects or never answers', async () => {
    const throwing = {
      flutter_inappwebview: {
        callHandler: () => {
          throw new Error('boom');
        },
      },
    };
    const rejecting = { flutter_inappwebview: { callHandler: () => Promise.reject(new Error('no')) } };
    const silent = { flutter_inappwebview: { callHandler: () => new Promise(() => undefined) } };
    expect(() => sendToShell('get-device', undefined, throwing)).not.toThrow();
    expect(() => sendToShell('get-device', undefined, rejecting)).not.toThrow();
    expect(() => sendToShell('get-device', undefined, silent)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10)); // an unhandled rejection would fail the run
  });

  it('calls the handler with the shell object as `this`', () => {
    const shellObject = {
      calls: [] as string[],
      callHandler(this: { calls: string[] }, handler: string) {
        this.calls.push(handler);
      },
    };
    sendToShell('get-device', undefined, { flutter_inappwebview: shellObject });
    expect(shellObject.calls).toEqual(['get-device']);
  });
});
