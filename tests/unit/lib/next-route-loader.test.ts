import type * as RouteLoaderModule from 'next/dist/client/route-loader';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// patches/next+*.patch: Next's route loader shares one pending load per route between a prefetch and
// a navigation. When a prefetch's load timed out (3.8 s: a busy phone, a slow network) a navigation
// that had joined it waited forever, with the progress bar running and the click lost. Patched, it
// gets the failed load, on which the router falls back to a full page load.

// The browser globals the route loader touches, just enough for a script that never finishes loading.
const browser = {
  self: globalThis,
  window: globalThis,
  document: {
    documentElement: { dataset: {}, removeAttribute: () => undefined },
    createElement: () => ({}),
    body: { appendChild: () => undefined },
    head: { appendChild: () => undefined },
    querySelector: () => null,
  },
  __BUILD_MANIFEST: { '/inventory': ['static/chunks/inventory.js'], sortedPages: ['/inventory'] },
};

beforeEach(() => {
  vi.useFakeTimers();
  for (const [name, value] of Object.entries(browser)) vi.stubGlobal(name, value);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

it.each(['next/dist/client/route-loader.js', 'next/dist/esm/client/route-loader.js'])(
  '%s: a navigation that joined a prefetch which then timed out gets the failed load, not a wait without end',
  async (module) => {
    const { createRouteLoader } = (await import(module)) as typeof RouteLoaderModule;
    const loader = createRouteLoader('');
    const prefetch = loader.loadRoute('/inventory', true).catch((error: Error) => error);
    const navigation = loader.loadRoute('/inventory');
    const settled = vi.fn();
    void navigation.then(settled);

    await vi.advanceTimersByTimeAsync(5_000);

    expect(await prefetch).toMatchObject({ message: 'Route did not complete loading: /inventory' });
    expect(settled).toHaveBeenCalledWith({
      error: expect.objectContaining({ message: 'Route did not complete loading: /inventory' }),
    });
  },
);
