import { describe, expect, it } from 'vitest';
import { propertyLocationOf } from './propertyLocation.js';

describe('the prequal’s property location', () => {
  const address = { street: '1450 Larkin St', unit: null, city: 'San Francisco', state: 'CA', zip: '94109' };

  it('splits the house number from the street', () => {
    expect(propertyLocationOf({ propertyAddress: address })).toEqual({
      streetNumber: '1450',
      streetName: 'Larkin St',
      unitNumber: null,
      locality: 'San Francisco',
      state: 'CA',
      zip: '94109',
      country: 'US',
    });
  });

  it('keeps a street without a number whole, and is null before the address is answered', () => {
    expect(propertyLocationOf({ propertyAddress: { ...address, street: 'Rural Route 2' } })).toMatchObject({ streetNumber: null, streetName: 'Rural Route 2' });
    expect(propertyLocationOf({})).toBeNull();
  });
});
