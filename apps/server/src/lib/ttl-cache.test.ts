import { describe, expect, it } from 'vitest';
import { cachePerDatabase, TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('shares one load per key until the TTL, then loads again', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(40);
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('a', load)).toBe(3);
    cache.clear();
    expect(await cache.get('a', load)).toBe(4);
  });

  it('forgets a failed load and stays bounded', async () => {
    const cache = new TtlCache<number>(10_000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', () => Promise.resolve(7))).toBe(7);
    await cache.get('y', () => Promise.resolve(8));
    // A third key empties the full cache: 'x' is loaded again.
    await cache.get('z', () => Promise.resolve(9));
    expect(await cache.get('x', () => Promise.resolve(10))).toBe(10);
  });

  it('keeps one cache per database object, none when the TTL is 0', () => {
    const registry = cachePerDatabase<number>();
    const db = {};
    expect(registry.of(db)).toBeUndefined();
    registry.configure(db, 1000);
    expect(registry.of(db)).toBeInstanceOf(TtlCache);
    registry.configure(db, 0);
    expect(registry.of(db)).toBeUndefined();
  });

  it('loads through the cache of a database, every time for one without, and forgets on clear', async () => {
    const registry = cachePerDatabase<number>();
    const on = {};
    const off = {};
    registry.configure(on, 10_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect([await registry.get(on, 'k', load), await registry.get(on, 'k', load)]).toEqual([1, 1]);
    expect([await registry.get(off, 'k', load), await registry.get(off, 'k', load)]).toEqual([2, 3]);
    registry.clear(on);
    registry.clear(off);
    expect(await registry.get(on, 'k', load)).toBe(4);
  });

  it('bounds the cache of each database when asked', async () => {
    const registry = cachePerDatabase<number>(1);
    const db = {};
    registry.configure(db, 10_000);
    const cache = registry.of(db)!;
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(2));
    // One key at most: 'a' went when 'b' came.
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
  });
});
