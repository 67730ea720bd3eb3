import { describe, expect, it } from 'vitest';
import { buildQuestionMap } from '#core/questionEngine/index';
import { sectionsOf } from './answers.js';
import { answersOf, toAnswersInput, type RestructureAnswersView } from './questionAnswers.js';
import { questionOfField, restructureApplicationDefinition } from './questions.js';
import type { RestructureApplicationRecord } from './record.js';

const EMPTY: RestructureApplicationRecord = {
  stage: 'APPROVAL',
  propertyUse: null,
  estimatedPropertyValueCents: null,
  mortgageBalanceCents: null,
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

const COMPLETE: RestructureApplicationRecord = {
  ...EMPTY,
  propertyUse: 'PRIMARY_RESIDENCE',
  estimatedPropertyValueCents: 800_000_00,
  mortgageBalanceCents: 400_000_00,
  hasSecondLoan: false,
  hasCoOwners: false,
  ownerAnnualIncomeCents: 120_000_00,
  hasHoa: false,
  taxFileType: 'SINGLE',
  productPreference: 'PAYOFF',
  cashOutAmountCents: 50_000_00,
  cashOutPurpose: 'RENOVATIONS',
  incomeSource: 'SALARY',
  employerName: 'Harbor Dental',
  jobTitle: 'Hygienist',
  employmentStartDate: '2019-04-01',
};

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** The record as the API returns it (dollars), the fields the answers are read from. */
function detailsOf(record: RestructureApplicationRecord) {
  return {
    ...record,
    estimatedPropertyValue: dollars(record.estimatedPropertyValueCents),
    mortgageBalance: dollars(record.mortgageBalanceCents),
    secondLoanBalance: dollars(record.secondLoanBalanceCents),
    ownerAnnualIncome: dollars(record.ownerAnnualIncomeCents),
    coOwnerAnnualIncome: dollars(record.coOwnerAnnualIncomeCents),
    hoaFees: dollars(record.hoaFeesCents),
    cashOutAmount: dollars(record.cashOutAmountCents),
    additionalMonthlyEquity: record.additionalMonthlyEquityCents / 100,
  } as RestructureAnswersView;
}

const CASES: Array<[string, RestructureApplicationRecord]> = [
  ['nothing answered', EMPTY],
  ['everything answered', COMPLETE],
  ['co-owners without their emails', { ...COMPLETE, hasCoOwners: true }],
  ['co-owners with emails and income', { ...COMPLETE, hasCoOwners: true, coOwnerEmails: ['sam@example.com'], coOwnerAnnualIncomeCents: 40_000_00 }],
  ['an HOA without its fees', { ...COMPLETE, hasHoa: true }],
  ['a second loan half answered', { ...COMPLETE, hasSecondLoan: true, secondLoanBalanceCents: 20_000_00 }],
  ['no cash, so no purpose', { ...COMPLETE, cashOutAmountCents: 0, cashOutPurpose: null }],
  ['retired: no employer asked', { ...COMPLETE, incomeSource: 'RETIREMENT', employerName: null, jobTitle: null, employmentStartDate: null }],
  ['salaried without the employer', { ...COMPLETE, employerName: null }],
];

describe('the partnership questions on the question engine', () => {
  it.each(CASES)('agree with the API on which sections are complete: %s', (_, record) => {
    const map = buildQuestionMap(restructureApplicationDefinition, answersOf(detailsOf(record)) as never, { today: '2026-11-23' });
    const engine = Object.fromEntries(Object.entries(map.sectionComplete).filter(([id]) => id !== 'REVIEW'));
    const api = Object.fromEntries(sectionsOf(record).map((section) => [section.name, section.status === 'COMPLETE']));
    expect(engine).toEqual(api);
  });

  it('name each section’s first question as the API does', () => {
    const firsts = restructureApplicationDefinition.sections.filter((s) => s.id !== 'REVIEW').map((s) => s.subsections[0]!.questions[0]!.id);
    expect(firsts).toEqual(sectionsOf(COMPLETE).map((section) => section.firstQuestionId));
  });

  it('send the co-owners’ emails as one list, and no extra equity as 0', () => {
    expect(toAnswersInput({ hasCoOwners: true, coOwnerEmail1: 'sam@example.com', coOwnerEmail2: null, coOwnerEmail3: 'lee@example.com' })).toEqual({
      hasCoOwners: true,
      coOwnerEmails: ['sam@example.com', 'lee@example.com'],
    });
    expect(toAnswersInput({ productPreference: 'KEEP', additionalMonthlyEquity: null })).toEqual({ productPreference: 'KEEP', additionalMonthlyEquity: 0 });
  });

  it('find the question that asks each answer the API names', () => {
    expect(questionOfField('coOwnerEmails')?.id).toBe('hasCoOwners');
    expect(questionOfField('paysOffSecondLoan')?.id).toBe('hasSecondLoan');
    expect(questionOfField('jobTitle')?.id).toBe('employerName');
    expect(questionOfField('nothing')).toBeNull();
  });
});
