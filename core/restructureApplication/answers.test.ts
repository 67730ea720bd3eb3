import { describe, expect, it } from 'vitest';
import { applyAnswers, missingAnswers, missingDocuments, requiredDocuments, sectionsOf, type RestructureApplicationRecord } from './index.js';

const blank: RestructureApplicationRecord = {
  stage: 'APPROVAL',
  propertyUse: 'PRIMARY_RESIDENCE',
  estimatedPropertyValueCents: 800_000_00,
  mortgageBalanceCents: 400_000_00,
  hasSecondLoan: null,
  secondLoanBalanceCents: null,
  paysOffSecondLoan: null,
  hasCoOwners: null,
  coOwnerEmails: [],
  ownerAnnualIncomeCents: null,
  coOwnerAnnualIncomeCents: null,
  hasHoa: null,
  hoaFeesCents: null,
  taxFileType: null,
  productPreference: null,
  cashOutAmountCents: null,
  cashOutPurpose: null,
  additionalMonthlyEquityCents: 0,
  incomeSource: null,
  employerName: null,
  employerPhone: null,
  jobTitle: null,
  employmentStartDate: null,
};
const context = { today: '2026-11-23', ownEmail: 'dana@example.com' };

describe('restructure answers', () => {
  it('turns dollars into cents exactly and normalises phone numbers and emails', () => {
    const { columns, errors } = applyAnswers(
      blank,
      { hoaFees: 0.29, cashOutAmount: 150000, employerPhone: '+1 (619) 555-0142', coOwnerEmails: [' Jo@Example.COM '] },
      context,
    );
    expect(errors).toEqual([]);
    expect(columns).toEqual({ hoaFeesCents: 29, cashOutAmountCents: 150_000_00, employerPhone: '6195550142', coOwnerEmails: ['jo@example.com'] });
  });

  it('refuses cash over the lifetime limit in the spec’s words, a date in the future and an unknown answer', () => {
    expect(applyAnswers(blank, { cashOutAmount: 150000.01 }, context).errors).toEqual([
      { code: 'DENIED_TOO_MUCH_CASH', field: 'cashOutAmount', message: 'Your cash out exceeds our current limit of $150,000.' },
    ]);
    expect(applyAnswers(blank, { incomeSource: 'SALARY', employmentStartDate: '2026-11-24' }, context).errors).toEqual([
      { code: 'INVALID', field: 'employmentStartDate', message: 'The start date cannot be in the future.' },
    ]);
    expect(applyAnswers(blank, { favouriteColour: 'blue' }, context).errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });

  it('refuses an employer name or job title over 200 characters in the same words in the browser as on the server', () => {
    const long = 'x'.repeat(201);
    const { columns, errors } = applyAnswers(blank, { employerName: long, jobTitle: ` ${'y'.repeat(200)} ` }, context);
    expect(errors).toEqual([{ code: 'INVALID', field: 'employerName', message: 'Too big: expected string to have <=200 characters' }]);
    expect(columns).toEqual({});
  });

  it('asks for follow-up answers only where they apply', () => {
    const record = { ...blank, hasCoOwners: true, hasHoa: false, hasSecondLoan: true, cashOutAmountCents: 0, incomeSource: 'RETIREMENT' };
    expect(missingAnswers(record).map((e) => e.field)).toEqual([
      'coOwnerEmails',
      'ownerAnnualIncome',
      'coOwnerAnnualIncome',
      'taxFileType',
      'secondLoanBalance',
      'paysOffSecondLoan',
      'productPreference',
    ]);
    expect(sectionsOf(record).find((s) => s.name === 'CASH_OUT')).toMatchObject({ status: 'COMPLETE', percentComplete: 100 });
    expect(sectionsOf({ ...record, stage: 'DOCUMENT_UPLOAD' }).every((s) => s.status === 'LOCKED')).toBe(true);
  });

  it('asks for the documents the answers call for, and counts only the applicant’s uploads', () => {
    const record = { ...blank, hasSecondLoan: true, incomeSource: 'SELF_EMPLOYMENT' };
    expect(requiredDocuments(record)).toEqual([
      'DRIVERS_LICENSE',
      'HOMEOWNERS_INSURANCE',
      'MORTGAGE_ESCROW_STATEMENT',
      'SECOND_LOAN_STATEMENT',
      'TAX_RETURN',
      'TAX_RETURN_BUSINESS',
    ]);
    const documents = [
      { type: 'DRIVERS_LICENSE', isSystemUpload: false },
      { type: 'TAX_RETURN', isSystemUpload: true },
    ];
    expect(missingDocuments(record, documents)).toEqual([
      'HOMEOWNERS_INSURANCE',
      'MORTGAGE_ESCROW_STATEMENT',
      'SECOND_LOAN_STATEMENT',
      'TAX_RETURN',
      'TAX_RETURN_BUSINESS',
    ]);
    expect(requiredDocuments({ ...blank, mortgageBalanceCents: 0, incomeSource: 'NONE' })).toEqual(['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE']);
  });
});
