import { describe, expect, it } from 'vitest';
import { PRICING_RESULT_CACHE_MAX_AGE_MS } from '../businessConstants.js';
import { createSheetCopies } from './resultCache.js';

describe('the pricing result cache', () => {
  it('forgets an entry once it is older than its age limit, so the result is stored (and marked quoted) again', () => {
    // Any time but zero, which lru-cache reads as an entry stored without one.
    let clock = 1;
    const cache = createSheetCopies<string>({ sizeOf: (value) => value.length, perf: { now: () => clock } });
    cache.set('a', 'result a');
    clock = 1 + PRICING_RESULT_CACHE_MAX_AGE_MS;
    expect(cache.get('a')).toBe('result a');
    clock = 2 + PRICING_RESULT_CACHE_MAX_AGE_MS;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the most recently used entries up to its size in bytes', () => {
    const cache = createSheetCopies<string>({ sizeOf: (value) => value.length, maxBytes: 16 });
    cache.set('a', 'result a');
    cache.set('b', 'result b');
    cache.get('a');
    cache.set('c', 'result c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['result a', undefined, 'result c']);
  });
});
