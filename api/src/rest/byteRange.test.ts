import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './byteRange.js';

describe('parseRangeHeader', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'range', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'range', range: { start: 0, end: 999 } }],
    ['bytes=990-5000', { kind: 'range', range: { start: 990, end: 999 } }],
    ['bytes=1000-1100', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('%s of 1000 bytes is %j', (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected);
  });
});
