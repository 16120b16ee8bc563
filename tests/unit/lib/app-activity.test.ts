import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppActivity from '../../../src/lib/app-activity';

/** A root element that keeps its attributes, standing in for `document.documentElement`. */
function stubDocument() {
  const attributes = new Set<string>();
  vi.stubGlobal('document', {
    documentElement: {
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
      hasAttribute: (name: string) => attributes.has(name),
    },
  });
  return () => attributes.has('data-app-idle');
}

describe('the app-idle signal', () => {
  let idle: () => boolean;
  let activity: typeof AppActivity;

  beforeEach(async () => {
    vi.useFakeTimers();
    idle = stubDocument();
    vi.resetModules();
    activity = await import('../../../src/lib/app-activity');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says idle a moment after mounting with nothing in flight', () => {
    activity.startActivitySignal();
    expect(idle()).toBe(false);
    vi.advanceTimersByTime(50);
    expect(idle()).toBe(true);
  });

  it('is busy while any call is in flight, and idle only once every one has ended and stayed so', () => {
    activity.startActivitySignal();
    vi.advanceTimersByTime(50);
    const endFirst = activity.beginActivity();
    const endSecond = activity.beginActivity();
    expect(idle()).toBe(false);
    endFirst();
    vi.advanceTimersByTime(100);
    expect(idle()).toBe(false);
    endSecond();
    vi.advanceTimersByTime(49);
    expect(idle()).toBe(false);
    // A call started by the render after an answer, within the quiet moment, keeps it busy.
    const endThird = activity.beginActivity();
    vi.advanceTimersByTime(100);
    expect(idle()).toBe(false);
    endThird();
    // Ending twice counts once.
    endThird();
    vi.advanceTimersByTime(50);
    expect(idle()).toBe(true);
    const endFourth = activity.beginActivity();
    expect(idle()).toBe(false);
    endFourth();
  });

  it('keeps the app busy through a fetch until its body is read, and after a failed one ends it', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    activity.startActivitySignal();
    const pending = activity.trackedFetch('/api/graphql');
    vi.advanceTimersByTime(100);
    expect(idle()).toBe(false);
    answer(new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const response = await pending;
    expect(await response.json()).toEqual({ data: {} });
    expect(response.headers.get('content-type')).toBe('application/json');
    vi.advanceTimersByTime(50);
    expect(idle()).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(activity.trackedFetch('/api/graphql')).rejects.toThrow('offline');
    vi.advanceTimersByTime(50);
    expect(idle()).toBe(true);
  });
});
