import { describe, expect, it } from 'vitest';
import { BoundedMap } from './boundedMap.js';

describe('BoundedMap', () => {
  it('forgets the oldest entry once past its capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('makes a key set again the newest, so it outlives older ones', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect([...map]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });

  it('keeps what is recalled and forgets the least recently used', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.recall('a')).toBe(1);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.recall('b')).toBeUndefined();
    expect(map.size).toBe(2);
  });
});
