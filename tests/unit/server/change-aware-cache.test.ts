import { describe, expect, it } from 'vitest';
import { ChangeAwareCache } from '../../../server/lib/change-aware-cache';

const cacheOf = (options = { maxEntries: 2, ttlMs: 60_000 }) => new ChangeAwareCache<{ v: number }>(options);

describe('ChangeAwareCache', () => {
  it('answers a stored value without loading again, and loads again after a drop', async () => {
    const cache = cacheOf();
    let loads = 0;
    const load = async () => ({ v: ++loads });
    expect(await cache.get('a', load)).toEqual({ v: 1 });
    expect(await cache.get('a', load)).toEqual({ v: 1 });
    cache.drop((key) => key === 'a');
    expect(await cache.get('a', load)).toEqual({ v: 2 });
  });

  it('does not store a load that started before a drop', async () => {
    const cache = cacheOf();
    let release!: () => void;
    const slow = cache.get('a', () => new Promise((resolve) => (release = () => resolve({ v: 1 }))));
    cache.drop();
    release();
    expect(await slow).toEqual({ v: 1 });
    expect(cache.size).toBe(0);
  });

  it('stores no missing value, keeps at most maxEntries, and forgets after ttlMs', async () => {
    const cache = cacheOf();
    expect(await cache.get('none', async () => null)).toBeNull();
    await cache.get('a', async () => ({ v: 1 }));
    await cache.get('b', async () => ({ v: 2 }));
    await cache.get('c', async () => ({ v: 3 }));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => ({ v: 9 }))).toEqual({ v: 9 });

    const expiring = cacheOf({ maxEntries: 10, ttlMs: 0 });
    await expiring.get('a', async () => ({ v: 1 }));
    expect(await expiring.get('a', async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  it('drops only the entries the predicate picks', async () => {
    const cache = cacheOf({ maxEntries: 10, ttlMs: 60_000 });
    await cache.get('a', async () => ({ v: 1 }));
    await cache.get('b', async () => ({ v: 2 }));
    cache.drop((_key, value) => value.v === 1);
    expect(cache.size).toBe(1);
    expect(await cache.get('b', async () => ({ v: 7 }))).toEqual({ v: 2 });
  });
});
