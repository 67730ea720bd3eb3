import { describe, expect, it } from 'vitest';
import { ResultCache } from './resultCache.js';

describe('the pricing result cache', () => {
  it('forgets an entry once it is older than its age limit, so the result is stored (and marked quoted) again', () => {
    let clock = 0;
    const cache = new ResultCache<string>(2, 1_000, () => clock);
    cache.set('a', 'result a');
    clock = 999;
    expect(cache.get('a')).toBe('result a');
    clock = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the most recently used entries up to its capacity', () => {
    const cache = new ResultCache<string>(2, 1_000, () => 0);
    cache.set('a', 'result a');
    cache.set('b', 'result b');
    cache.get('a');
    cache.set('c', 'result c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['result a', undefined, 'result c']);
  });
});
