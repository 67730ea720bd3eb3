import { describe, expect, it } from 'vitest';
import { isValidIdempotencyKey, newIdempotencyKey } from './idempotencyKey';

describe('idempotency keys', () => {
  it('accepts a fresh key and refuses what cannot be one', () => {
    expect(isValidIdempotencyKey(newIdempotencyKey())).toBe(true);
    expect(isValidIdempotencyKey('short')).toBe(false);
    expect(isValidIdempotencyKey('has a space in it')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('clé-non-ascii')).toBe(false);
  });

  it('gives a different key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
