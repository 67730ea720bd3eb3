import { describe, expect, it } from 'vitest';
import { usPhoneDigits } from './phone.js';

describe('a typed US phone number', () => {
  it('keeps its ten digits, dropping punctuation and the country code', () => {
    expect(usPhoneDigits('+1 (415) 555-0100')).toBe('4155550100');
    expect(usPhoneDigits('415.555.0100')).toBe('4155550100');
  });

  it('keeps a leading 1 that is not a country code', () => {
    expect(usPhoneDigits('155-501-00')).toBe('15550100');
  });
});
