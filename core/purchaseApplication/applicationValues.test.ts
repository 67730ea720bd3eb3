import { describe, expect, it } from 'vitest';
import { applyPurchaseAnswers, EMPTY_PURCHASE_VALUES } from './applicationValues.js';
import { missingPurchaseAnswers, purchaseSectionsOf } from './questions.js';
import { missingPurchaseDocuments, requiredPurchaseDocuments } from './documents.js';
import { exhibitCChanges, offerFigures } from './offers.js';

const applicant = { party: 'APPLICANT' as const, today: '2026-11-23', ownEmail: 'dana@example.com' };

describe('purchase answers', () => {
  it('keeps money in cents and lets each party answer only their own questions', () => {
    const { values, errors } = applyPurchaseAnswers(EMPTY_PURCHASE_VALUES, { targetPrice: 500000.5, downPayment: 50000.05, hasCoApplicant: true }, applicant);
    expect(errors).toEqual([]);
    expect(values).toMatchObject({ targetPriceCents: 50_000_050, downPaymentCents: 5_000_005, hasCoApplicant: true });
    expect(applyPurchaseAnswers(values, { coApplicantAnnualIncome: 90000 }, applicant).errors).toEqual([
      { code: 'NOT_YOUR_ANSWER', field: 'coApplicantAnnualIncome', message: 'Your co-applicant answers this question with their own login.' },
    ]);
    expect(applyPurchaseAnswers(values, { targetPrice: 1 }, { ...applicant, party: 'CO_APPLICANT' }).errors[0]).toMatchObject({
      code: 'NOT_YOUR_ANSWER',
      field: 'targetPrice',
    });
    expect(applyPurchaseAnswers(values, { coApplicantAnnualIncome: 90000 }, { ...applicant, party: 'CO_APPLICANT' }).values.coApplicantAnnualIncomeCents).toBe(
      9_000_000,
    );
  });

  it('refuses less than 10% down, a price over $2 million, the applicant’s own email and an unknown answer', () => {
    expect(applyPurchaseAnswers(EMPTY_PURCHASE_VALUES, { targetPrice: 500000, downPayment: 49999.99 }, applicant).errors).toEqual([
      { code: 'DENIED_HIGH_LTV', field: 'downPayment', message: 'Put down at least 10% of the price: $50,000.' },
    ]);
    expect(applyPurchaseAnswers(EMPTY_PURCHASE_VALUES, { targetPrice: 2000000.01 }, applicant).errors[0]).toMatchObject({ code: 'EXCEEDS_MAX_HOME_PRICE' });
    expect(applyPurchaseAnswers(EMPTY_PURCHASE_VALUES, { coApplicantEmail: 'Dana@Example.com' }, applicant).errors[0]).toMatchObject({
      field: 'coApplicantEmail',
    });
    expect(applyPurchaseAnswers(EMPTY_PURCHASE_VALUES, { shoeSize: 9 }, applicant).errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });

  it('clears answers that no longer apply and asks only for what applies', () => {
    const first = applyPurchaseAnswers(
      EMPTY_PURCHASE_VALUES,
      { hasGift: true, giftType: 'GRANT', giftSource: 'STATE_AGENCY', giftAmount: 10000 },
      applicant,
    ).values;
    const second = applyPurchaseAnswers(first, { hasGift: false }, applicant).values;
    expect(second).toMatchObject({ hasGift: false, giftType: null, giftSource: null, giftAmountCents: null });
    const missing = missingPurchaseAnswers({ ...EMPTY_PURCHASE_VALUES, hasCoApplicant: true, incomeSource: 'RETIREMENT' }).map((e) => e.field);
    expect(missing).toContain('coApplicantEmail');
    expect(missing).toContain('coApplicantAnnualIncome');
    expect(missing).not.toContain('employerName');
    expect(missingPurchaseAnswers({ ...EMPTY_PURCHASE_VALUES, hasCoApplicant: true }, 'CO_APPLICANT').map((e) => e.field)).toEqual([
      'coApplicantIncomeSource',
      'coApplicantAnnualIncome',
    ]);
    expect(purchaseSectionsOf(EMPTY_PURCHASE_VALUES, true).every((s) => s.status === 'LOCKED')).toBe(true);
  });
});

describe('purchase documents', () => {
  it('asks for income proof of both parties, a bank statement and a gift letter, then the stage’s own', () => {
    const values = {
      ...EMPTY_PURCHASE_VALUES,
      incomeSource: 'SALARY' as const,
      hasCoApplicant: true,
      coApplicantIncomeSource: 'SELF_EMPLOYMENT' as const,
      hasGift: true,
    };
    expect(requiredPurchaseDocuments('DOCUMENT_UPLOAD', values)).toEqual([
      'PAYSTUB',
      'W2_1099',
      'TAX_RETURN',
      'TAX_RETURN_BUSINESS',
      'BANK_ACCOUNT_STATEMENT',
      'CONTRIBUTION_LETTER',
    ]);
    expect(requiredPurchaseDocuments('MY_OFFERS', { ...values, earnestMoney: 'DEPOSITED' })).toEqual(['PURCHASE_AGREEMENT', 'EARNEST_MONEY_DEPOSIT']);
    expect(requiredPurchaseDocuments('APPRAISAL_AND_SERVICES', values)).toEqual(['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
    expect(
      missingPurchaseDocuments(
        ['PAYSTUB', 'W2_1099'],
        [
          { type: 'PAYSTUB', isSystemUpload: false },
          { type: 'W2_1099', isSystemUpload: true },
        ],
      ),
    ).toEqual(['W2_1099']);
  });
});

describe('offer figures', () => {
  it('agrees the value at the lower of price and appraisal and says what a new price changed', () => {
    const before = offerFigures({ contractPriceCents: 500_000_00, appraisedValueCents: null, downPaymentCents: 50_000_00, dealDate: '2026-12-01' });
    expect(before.exhibitC.originalAgreedValue).toBe(500_000_00);
    expect(before.exhibitC.originalDesignatedPercentage).toBe(90);
    const after = offerFigures({ contractPriceCents: 520_000_00, appraisedValueCents: 510_000_00, downPaymentCents: 60_000_00, dealDate: '2026-12-01' });
    expect(after.exhibitC.originalAgreedValue).toBe(510_000_00);
    expect(after.deal.appraisalGapCents).toBe(10_000_00);
    expect(exhibitCChanges(before.exhibitC, after.exhibitC).map((c) => c.field)).toContain('originalAgreedValue');
    expect(exhibitCChanges(before.exhibitC, before.exhibitC)).toEqual([]);
  });
});
