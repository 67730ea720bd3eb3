import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, US_TERRITORY_CODES, isUsStateCode, toStateCode } from './usStates.js';

describe('US states', () => {
  it('lists the 50 states, DC and the five inhabited territories once each', () => {
    expect(US_STATE_CODES).toHaveLength(56);
    expect(new Set(US_STATE_CODES).size).toBe(56);
    for (const territory of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(isUsStateCode(territory)).toBe(true);
    expect(US_TERRITORY_CODES.size).toBe(5);
  });

  it('reads codes and names in any case and spacing', () => {
    expect(toStateCode('ca')).toBe('CA');
    expect(toStateCode('California')).toBe('CA');
    expect(toStateCode('  new   york ')).toBe('NY');
    expect(toStateCode('Virgin Islands')).toBe('VI');
    expect(toStateCode('American Samoa')).toBe('AS');
  });

  it('refuses what is not a US state', () => {
    expect(toStateCode('Ontario')).toBeNull();
    expect(toStateCode('XX')).toBeNull();
    expect(toStateCode('')).toBeNull();
    expect(toStateCode(null)).toBeNull();
  });
});
