import { describe, expect, it } from 'vitest';
import { isFullStreetAddress, toStoredLocation } from './location.js';

describe('toStoredLocation', () => {
  it('drops the neighborhood and writes the state as its code', () => {
    expect(toStoredLocation({ streetNumber: '1450', streetName: 'Larkin St', neighborhood: 'Nob Hill', state: 'California', zip: '94109' })).toEqual({
      streetNumber: '1450',
      streetName: 'Larkin St',
      state: 'CA',
      zip: '94109',
    });
  });

  it('keeps a state it cannot read as given', () => {
    expect(toStoredLocation({ state: 'Ontario' }).state).toBe('Ontario');
    expect(toStoredLocation({}).state).toBeNull();
  });
});

describe('isFullStreetAddress', () => {
  it('counts street addresses, subpremises and premises only (spec section 5)', () => {
    expect(isFullStreetAddress(['street_address'])).toBe(true);
    expect(isFullStreetAddress(['subpremise'])).toBe(true);
    expect(isFullStreetAddress(['premise', 'point_of_interest'])).toBe(true);
    expect(isFullStreetAddress(['route'])).toBe(false);
    expect(isFullStreetAddress(['locality', 'political'])).toBe(false);
  });
});
