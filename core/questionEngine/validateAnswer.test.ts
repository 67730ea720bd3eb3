import { describe, it, expect } from 'vitest';
import { validateAnswer } from './validateAnswer.js';
import { question } from './testSupport.js';

describe('validateAnswer', () => {
  it('accepts any value when the question has no validator', () => {
    expect(validateAnswer(question('a'), 'anything')).toBeNull();
  });

  it('returns the validator’s message, or null when the value passes', () => {
    const zip = question('zip', { validate: (v) => (typeof v === 'string' && /^\d{5}$/.test(v) ? null : 'Enter a 5-digit ZIP code') });
    expect(validateAnswer(zip, '94105')).toBeNull();
    expect(validateAnswer(zip, '941')).toBe('Enter a 5-digit ZIP code');
  });
});
