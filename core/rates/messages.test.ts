import { describe, expect, it } from 'vitest';
import { RATES_MESSAGES, ratesErrorText } from './messages.js';

describe('rates messages (spec sections 5 and 8)', () => {
  it('shows the out-of-area text for OUT_OF_AREA and any other code as it is', () => {
    expect(ratesErrorText('OUT_OF_AREA')).toBe('Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!');
    expect(ratesErrorText('LTV_TOO_HIGH')).toBe('LTV_TOO_HIGH');
    expect(RATES_MESSAGES.incomplete).toBe('Please complete all fields.');
    expect(RATES_MESSAGES.invalidAddress).toBe('Please enter a valid address to see the rates');
  });
});
