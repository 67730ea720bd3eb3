import { describe, expect, it } from 'vitest';
import { loanTypeFor } from './loanType.js';

describe('loanTypeFor (spec section 5)', () => {
  it('sends VA for veterans, whatever else is set', () => {
    expect(loanTypeFor({ isVeteran: true })).toBe('VA');
    expect(loanTypeFor({ isVeteran: true, isFHA: true })).toBe('VA');
    expect(loanTypeFor({ isVeteran: true, requested: 'FHA' })).toBe('VA');
  });

  it('sends FHA when the FHA flag is set or FHA was asked for, else CONVENTIONAL', () => {
    expect(loanTypeFor({ isVeteran: false, isFHA: true })).toBe('FHA');
    expect(loanTypeFor({ requested: 'FHA' })).toBe('FHA');
    expect(loanTypeFor({ isVeteran: false, isFHA: false })).toBe('CONVENTIONAL');
    expect(loanTypeFor({})).toBe('CONVENTIONAL');
  });
});
