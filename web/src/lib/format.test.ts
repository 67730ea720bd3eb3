import { describe, expect, it } from 'vitest';
import { formatPercent, formatPhoneOrId, formatStateCode, rateRatio } from './format';

describe('formatPercent', () => {
  it('shows one decimal by default and two on request', () => {
    expect(formatPercent(6.125)).toBe('6.1%');
    expect(formatPercent(6.125, true)).toBe('6.13%');
  });

  it('keeps trailing zeros so rates line up', () => {
    expect(formatPercent(6)).toBe('6.0%');
    expect(formatPercent(6, true)).toBe('6.00%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('groups thousands and signs negatives', () => {
    expect(formatPercent(1234.56)).toBe('1,234.6%');
    expect(formatPercent(-0.25, true)).toBe('-0.25%');
    expect(formatPercent(-0.001)).toBe('0.0%');
  });
});

describe('formatPhoneOrId', () => {
  it('groups a full number 3-3-rest', () => {
    expect(formatPhoneOrId('4155550142')).toBe('415-555-0142');
  });

  it('groups partial input as it is typed', () => {
    expect(formatPhoneOrId('')).toBe('');
    expect(formatPhoneOrId('4')).toBe('4');
    expect(formatPhoneOrId('415')).toBe('415');
    expect(formatPhoneOrId('4155')).toBe('415-5');
    expect(formatPhoneOrId('41555')).toBe('415-55');
    expect(formatPhoneOrId('415555')).toBe('415-555');
    expect(formatPhoneOrId('4155550')).toBe('415-555-0');
  });

  it('re-groups input that already has separators', () => {
    expect(formatPhoneOrId('415-555-0142')).toBe('415-555-0142');
    expect(formatPhoneOrId('(415) 555.0142')).toBe('415-555-0142');
  });

  it('leaves non-numeric values alone', () => {
    expect(formatPhoneOrId('AB-1234')).toBe('AB-1234');
  });
});

describe('rateRatio', () => {
  it('is a percent rounded to one decimal', () => {
    expect(rateRatio(1, 3)).toBe(33.3);
    expect(rateRatio(2, 3)).toBe(66.7);
    expect(rateRatio(1, 2)).toBe(50);
    expect(rateRatio(3, 3)).toBe(100);
  });

  it('rounds halves up despite binary noise', () => {
    expect(rateRatio(201, 400)).toBe(50.3);
  });

  it('is 0 when there is nothing to divide by', () => {
    expect(rateRatio(5, 0)).toBe(0);
    expect(rateRatio(0, 10)).toBe(0);
  });
});

describe('formatStateCode', () => {
  it('converts state names to their codes', () => {
    expect(formatStateCode('California')).toBe('CA');
    expect(formatStateCode('new york')).toBe('NY');
    expect(formatStateCode('  North   Carolina ')).toBe('NC');
    expect(formatStateCode('District of Columbia')).toBe('DC');
    expect(formatStateCode('Puerto Rico')).toBe('PR');
  });

  it('passes codes through, upper-cased', () => {
    expect(formatStateCode('CA')).toBe('CA');
    expect(formatStateCode('tx')).toBe('TX');
    expect(formatStateCode(' wa ')).toBe('WA');
  });

  it('returns anything unknown unchanged', () => {
    expect(formatStateCode('Ontario')).toBe('Ontario');
    expect(formatStateCode('zz')).toBe('zz');
    expect(formatStateCode('')).toBe('');
  });

  it('knows all fifty states', () => {
    const names = [
      'Alabama',
      'Alaska',
      'Arizona',
      'Arkansas',
      'California',
      'Colorado',
      'Connecticut',
      'Delaware',
      'Florida',
      'Georgia',
      'Hawaii',
      'Idaho',
      'Illinois',
      'Indiana',
      'Iowa',
      'Kansas',
      'Kentucky',
      'Louisiana',
      'Maine',
      'Maryland',
      'Massachusetts',
      'Michigan',
      'Minnesota',
      'Mississippi',
      'Missouri',
      'Montana',
      'Nebraska',
      'Nevada',
      'New Hampshire',
      'New Jersey',
      'New Mexico',
      'New York',
      'North Carolina',
      'North Dakota',
      'Ohio',
      'Oklahoma',
      'Oregon',
      'Pennsylvania',
      'Rhode Island',
      'South Carolina',
      'South Dakota',
      'Tennessee',
      'Texas',
      'Utah',
      'Vermont',
      'Virginia',
      'Washington',
      'West Virginia',
      'Wisconsin',
      'Wyoming',
    ];
    const codes = names.map(formatStateCode);
    expect(new Set(codes).size).toBe(50);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(codes.slice(0, 4)).toEqual(['AL', 'AK', 'AZ', 'AR']);
  });
});
