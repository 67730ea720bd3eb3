import { describe, expect, it } from 'vitest';
import { validateQuestionAnswer, type ApplicationQuestion } from '#core/application/index';
import { findPartnerPrequalQuestion, toPartnerPrequalInput } from './prequalQuestions.js';

const context = { today: '2026-11-23' };
const question = (id: string): ApplicationQuestion => {
  const found = findPartnerPrequalQuestion(id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};

const answers = {
  propertyAddress: { street: '1450 Larkin St', unit: 'Apt 3', city: 'San Francisco', state: 'CA', zip: '94109' },
  propertyUse: 'PRIMARY_RESIDENCE',
  estimatedPropertyValue: 800000,
  outstandingMortgageBalance: 400000,
  hasSecondMortgage: true,
  secondMortgageBalance: 30000,
  isPayingOffSecondMortgage: true,
  cashOutAmount: 50000,
  creditScoreEstimate: 'SCORE_760_779',
};

describe('the partnership prequal questions', () => {
  it('become createPrequal’s input for a restructure of a home the user owns', () => {
    expect(toPartnerPrequalInput(answers)).toEqual({
      propertyLocation: {
        streetNumber: '1450',
        streetName: 'Larkin St',
        unitNumber: 'Apt 3',
        locality: 'San Francisco',
        state: 'CA',
        zip: '94109',
        country: 'US',
      },
      propertyUse: 'PRIMARY_RESIDENCE',
      estimatedPropertyValue: 800000,
      outstandingMortgageBalance: 400000,
      secondMortgageBalance: 30000,
      isPayingOffSecondMortgage: true,
      isCashingOut: true,
      cashOutAmount: 50000,
      creditScoreEstimate: 'SCORE_760_779',
      productFunnel: 'FINANCING',
      productSelection: 'RESTRUCTURE',
    });
  });

  it('send no second loan once the applicant says there is none, and no cash for 0', () => {
    const input = toPartnerPrequalInput({ ...answers, hasSecondMortgage: false, cashOutAmount: 0 });
    expect(input).toMatchObject({ secondMortgageBalance: 0, isPayingOffSecondMortgage: null, isCashingOut: false, cashOutAmount: 0 });
  });

  it('refuse a balance above the home’s worth and cash above the lifetime limit', () => {
    const balance = validateQuestionAnswer(question('partnerMortgageBalance'), { outstandingMortgageBalance: 900000 }, answers, context);
    expect(balance.issues).toEqual([{ field: 'outstandingMortgageBalance', message: 'The balance cannot be more than the home is worth.' }]);
    const cash = (amount: number) => validateQuestionAnswer(question('partnerCashOut'), { cashOutAmount: amount }, answers, context).issues;
    expect(cash(150_000)).toEqual([]);
    expect(cash(150_000.01)).toEqual([{ field: 'cashOutAmount', message: 'Your cash out exceeds our current limit of $150,000.' }]);
  });
});
