import { describe, expect, it } from 'vitest';
import { PROPERTY_USE_OPTIONS } from './propertyUse.js';
import { OCCUPANCY_TYPES } from './vocabulary.js';

describe('property use', () => {
  it('labels every occupancy in the spec’s words', () => {
    expect(PROPERTY_USE_OPTIONS.map((option) => option.value)).toEqual([...OCCUPANCY_TYPES]);
    expect(PROPERTY_USE_OPTIONS.map((option) => option.label)).toEqual(['Primary', 'Secondary', 'Investment']);
  });
});
