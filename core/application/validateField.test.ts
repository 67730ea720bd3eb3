import { describe, expect, it } from 'vitest';
import type { FieldDef, FieldScope } from './fields.js';
import { fieldIssues, isTaxpayerIdentifier, maskTaxpayerIdentifier, normalizeFieldValue } from './validateField.js';
import { ETHNICITY_OPTIONS } from '#core/refinanceApplication/options';

const scope = (today = '2026-11-22', identifiersMasked = false): FieldScope => ({ values: {}, answers: {}, context: { today, identifiersMasked } });
const messages = (field: FieldDef, raw: unknown, s = scope()) => fieldIssues(field, normalizeFieldValue(field, raw), s).map((i) => i.message);

describe('money', () => {
  const field: FieldDef = { key: 'v', kind: 'money', label: 'Amount', min: 1 };
  it('accepts typed dollars with separators and cents', () => {
    expect(normalizeFieldValue(field, '$1,250.50')).toBe(1250.5);
    expect(messages(field, '$1,250.50')).toEqual([]);
  });
  it('refuses fractions of a cent, text and amounts under the minimum', () => {
    expect(messages(field, 10.005)).toEqual(['Use at most two decimal places (cents).']);
    expect(messages(field, 'ten')).toEqual(['Enter an amount in dollars, like 1,250.00.']);
    expect(messages(field, 0)).toEqual(['Enter an amount of at least $1.']);
  });
  it('names a minimum in cents with its cents, in the spec’s money format', () => {
    expect(messages({ ...field, min: 0.01 }, 0)).toEqual(['Enter an amount of at least $0.01.']);
    expect(messages(field, 100_000_001)).toEqual(['Enter an amount of no more than $100,000,000.']);
  });
  it('says a required empty field is required, and lets an optional one be empty', () => {
    expect(messages(field, '')).toEqual(['Enter the amount.']);
    expect(messages({ ...field, optional: true }, '')).toEqual([]);
  });
  it('keeps an acronym’s capitals when a label leads the sentence', () => {
    expect(messages({ ...field, label: 'HOA fees a month' }, '')).toEqual(['Enter the HOA fees a month.']);
  });
});

describe('dates', () => {
  const birth: FieldDef = { key: 'dob', kind: 'date', range: 'birth', label: 'Date of birth' };
  it('needs a real calendar date', () => {
    expect(messages(birth, '1986-02-30')).toEqual(['Enter a real date as MM/DD/YYYY.']);
  });
  it('needs the applicant to be 18 on the day, counted from today', () => {
    expect(messages(birth, '2008-11-22')).toEqual([]);
    expect(messages(birth, '2008-11-23')).toEqual(['You must be at least 18 years old to apply.']);
  });
  it('keeps past and future dates on their side of today', () => {
    expect(messages({ key: 's', kind: 'date', range: 'past', label: 'Start' }, '2026-11-23')).toEqual(['Enter a date that is not in the future.']);
    expect(messages({ key: 'e', kind: 'date', range: 'future', label: 'End' }, '2026-11-22')).toEqual(['Enter a date after today.']);
  });
});

describe('taxpayer identifiers', () => {
  it('accepts Social Security numbers and ITINs and refuses numbers never issued', () => {
    expect(isTaxpayerIdentifier('123456789')).toBe(true);
    expect(isTaxpayerIdentifier('912701234')).toBe(true); // ITIN: 9xx with group 70
    expect(isTaxpayerIdentifier('000123456')).toBe(false);
    expect(isTaxpayerIdentifier('666123456')).toBe(false);
    expect(isTaxpayerIdentifier('123001234')).toBe(false);
    expect(isTaxpayerIdentifier('123450000')).toBe(false);
    expect(isTaxpayerIdentifier('912401234')).toBe(false);
  });
  const field: FieldDef = { key: 'ssn', kind: 'taxpayerIdentifier', label: 'SSN' };
  it('takes the number with dashes and stores bare digits', () => {
    expect(normalizeFieldValue(field, '123-45-6789')).toBe('123456789');
    expect(messages(field, '123-45-678')).toEqual(['Enter all 9 digits of the Social Security or taxpayer identification number.']);
  });
  it('counts a masked identifier as answered only in answers that came from the API', () => {
    const masked = maskTaxpayerIdentifier('123456789');
    expect(masked).toBe('•••-••-6789');
    expect(messages(field, masked, scope('2026-11-22', true))).toEqual([]);
    expect(messages(field, masked)).not.toEqual([]);
  });
});

describe('phone, email and address', () => {
  it('stores a US phone number as its ten digits', () => {
    const phone: FieldDef = { key: 'p', kind: 'phone', label: 'Phone' };
    expect(normalizeFieldValue(phone, '+1 (415) 555-0142')).toBe('4155550142');
    expect(messages(phone, '415-555-014')).toEqual(['Enter a 10-digit US phone number.']);
  });
  it('lower-cases emails and refuses ones without a domain', () => {
    const email: FieldDef = { key: 'e', kind: 'email', label: 'Email' };
    expect(normalizeFieldValue(email, ' Dana@Example.COM ')).toBe('dana@example.com');
    expect(messages(email, 'dana@')).toEqual(['Enter an email address like name@example.com.']);
  });
  it('names the part of an address that is wrong', () => {
    const address: FieldDef = { key: 'a', kind: 'address', label: 'Address' };
    const issues = fieldIssues(address, normalizeFieldValue(address, { street: '1 Main St', unit: '', city: 'Austin', state: 'tx', zip: '787' }), scope());
    expect(issues).toEqual([{ path: 'zip', message: 'Enter a 5-digit ZIP code.' }]);
    expect(normalizeFieldValue(address, { street: ' 1 Main St ', unit: '', city: 'Austin', state: 'tx', zip: '78701' })).toEqual({
      street: '1 Main St',
      unit: null,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });
});

describe('multiple choice with sub-lists and the decline option', () => {
  const ethnicity: FieldDef = { key: 'eth', kind: 'multipleChoice', label: 'Ethnicity', options: ETHNICITY_OPTIONS };
  it('accepts a sub-option with its parent', () => {
    expect(messages(ethnicity, ['HISPANIC_OR_LATINO', 'CUBAN'])).toEqual([]);
  });
  it('refuses a sub-option without its parent', () => {
    expect(messages(ethnicity, ['CUBAN'])).toEqual(['Choose “Hispanic or Latino” to choose “Cuban”.']);
  });
  it('refuses combining the decline option with an answer', () => {
    expect(messages(ethnicity, ['DECLINED', 'NOT_HISPANIC_OR_LATINO'])).toEqual([
      '“I do not wish to provide this information” cannot be combined with other answers.',
    ]);
  });
});
