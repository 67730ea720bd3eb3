import { describe, expect, it } from 'vitest';
import { firstChainBreak, type ChainedRow } from './ledgerChain.js';

const chain: ChainedRow[] = [
  { sequence: 1, hash: 'a', previousHash: null, recomputedHash: 'a' },
  { sequence: 2, hash: 'b', previousHash: 'a', recomputedHash: 'b' },
  { sequence: 3, hash: 'c', previousHash: 'b', recomputedHash: 'c' },
];
const head = { headHash: 'c', length: 3 };

describe('firstChainBreak', () => {
  it('holds for an intact chain, an empty ledger, and rows appended after the head was read', () => {
    expect(firstChainBreak(chain, head)).toBeNull();
    expect(firstChainBreak([], null)).toBeNull();
    expect(firstChainBreak(chain, { headHash: 'b', length: 2 })).toBeNull();
  });

  it.each([
    ['a removed last row', chain.slice(0, 2), head, { index: 2, sequence: null, problem: '1 row(s) after the last one are missing' }],
    ['a removed middle row', [chain[0]!, chain[2]!], head, { index: 1, sequence: 3, problem: 'it does not follow row 1 (a row between them is missing)' }],
    ['a removed first row', chain.slice(1), head, { index: 0, sequence: 2, problem: 'the rows before it are missing' }],
    [
      'an altered row',
      [chain[0]!, { ...chain[1]!, recomputedHash: 'x' }, chain[2]!],
      head,
      { index: 1, sequence: 2, problem: 'its content does not match its hash (altered)' },
    ],
    [
      'a replaced last row',
      [...chain.slice(0, 2), { sequence: 4, hash: 'd', previousHash: 'b', recomputedHash: 'd' }],
      head,
      { index: 2, sequence: 4, problem: 'the last recorded row is not this one' },
    ],
    ['a missing head', chain, null, { index: 0, sequence: 1, problem: 'the ledger has rows but no recorded head' }],
  ])('finds %s', (_case, rows, ledgerHead, expected) => {
    expect(firstChainBreak(rows, ledgerHead)).toEqual(expected);
  });
});
