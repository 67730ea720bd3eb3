import { describe, expect, it } from 'vitest';
import { prefillAnswers } from './prefill.js';
import { toPrequalInput } from './prequalQuestions.js';

const context = { today: '2026-11-22' };
const prequal = {
  propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', unitNumber: null, locality: 'San Francisco', state: 'CA', zip: '94109' },
  propertyUse: 'PRIMARY_RESIDENCE',
  propertyType: 'MULTI_UNIT_TWO',
  estimatedPropertyValue: 985000,
  outstandingMortgageBalance: 540000,
  isCashingOut: true,
  cashOutAmount: 25000,
  mortgageType: 'CONVENTIONAL',
  mortgageInterestType: 'FIXED',
  isVeteran: true,
};
const profile = { firstName: 'Dana', lastName: 'Rivera', email: 'Demo@Roofline.test', tel: '4155550142', dateOfBirth: '1986-04-12', mailingAddress: null };

describe('prefilling from the prequal and the profile', () => {
  const answers = prefillAnswers(prequal, profile, context);

  it('carries over the profile’s name and contact details, but not the legal-name confirmation', () => {
    expect(answers).toMatchObject({
      borrowerFirstName: 'Dana',
      borrowerLastName: 'Rivera',
      borrowerEmail: 'demo@roofline.test',
      borrowerPhone: '4155550142',
      borrowerDateOfBirth: '1986-04-12',
    });
    expect(answers.borrowerIsLegalNameConfirmed).toBeUndefined();
  });

  it('carries over the home, with the owner living there', () => {
    const address = { street: '1450 Larkin St', unit: null, city: 'San Francisco', state: 'CA', zip: '94109' };
    expect(answers.propertyAddress).toEqual(address);
    expect(answers.borrowerCurrentAddress).toEqual(address);
    expect(answers).toMatchObject({
      borrowerHousingStatus: 'OWN',
      propertyOccupancy: 'PRINCIPAL_RESIDENCE',
      numberOfUnits: 2,
      isManufacturedHome: false,
      propertyValue: 985000,
    });
  });

  it('carries over the loan: type, rate type and the balance plus cash out', () => {
    expect(answers).toMatchObject({ loanType: 'CONVENTIONAL', loanInterestType: 'FIXED', loanAmount: 565000, borrowerHasMilitaryService: true });
  });

  it('leaves out what does not pass the question’s own validation', () => {
    const young = prefillAnswers(null, { ...profile, dateOfBirth: '2015-01-01', tel: '123' }, context);
    expect(young.borrowerDateOfBirth).toBeUndefined();
    expect(young.borrowerPhone).toBeUndefined();
  });
});

describe('the prequal questions', () => {
  it('become createPrequal’s input with the spec’s loan-type rule', () => {
    const input = toPrequalInput({
      propertyAddress: { street: '1450 Larkin St', unit: null, city: 'San Francisco', state: 'CA', zip: '94109' },
      propertyUse: 'PRIMARY_RESIDENCE',
      propertyType: 'SINGLE_FAMILY',
      estimatedPropertyValue: 985000,
      outstandingMortgageBalance: 540000,
      isCashingOut: false,
      creditScoreEstimate: 'SCORE_760_779',
      isVeteran: false,
      isFha: true,
      mortgageInterestType: 'FIXED',
      mortgageTerm: '30',
    });
    expect(input).toMatchObject({
      propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109' },
      mortgageType: 'FHA',
      mortgageTerm: 30,
      cashOutAmount: 0,
      productFunnel: 'FINANCING',
    });
  });
});
