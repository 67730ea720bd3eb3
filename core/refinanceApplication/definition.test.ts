import { describe, expect, it } from 'vitest';
import { findInitialQuestionId } from '../questionEngine/index.js';
import type { ApplicationAnswers, AnswerContext } from '#core/application/answers';
import { allQuestions, findQuestion, refinanceApplicationDefinition } from './definition.js';
import { answersWithout, COMPLETE_SINGLE_BORROWER_ANSWERS as complete } from './fixtures.js';
import { deriveKeyFields } from './keyFields.js';
import {
  CITIZENSHIP_OPTIONS,
  HOUSING_STATUS_OPTIONS,
  LIEN_TYPE_OPTIONS,
  LOAN_TYPE_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  MILITARY_STATUS_OPTIONS,
  OCCUPANCY_OPTIONS,
  PRIOR_HOME_STATUS_OPTIONS,
  APPLICANT_MODE_OPTIONS,
} from './options.js';
import { incompleteQuestions, refinanceQuestionMap, summarizeSections } from './progress.js';
import { pruneToIncluded } from './prune.js';

const context: AnswerContext = { today: '2026-11-22' };
const values = (list: ReadonlyArray<{ value: string }>) => list.map((o) => o.value);

describe('the catalogue', () => {
  it('uses the spec’s enumerations exactly as listed', () => {
    expect(values(MARITAL_STATUS_OPTIONS)).toEqual(['MARRIED', 'SEPARATED', 'UNMARRIED']);
    expect(values(CITIZENSHIP_OPTIONS)).toEqual(['US_CITIZEN', 'PERMANENT_RESIDENT', 'NON_PERMANENT_RESIDENT']);
    expect(values(APPLICANT_MODE_OPTIONS)).toEqual(['SELF', 'JOINTLY_WITH_SPOUSE', 'JOINTLY_WITH_OTHER']);
    expect(values(OCCUPANCY_OPTIONS)).toEqual(['PRINCIPAL_RESIDENCE', 'SECOND_HOME', 'INVESTMENT_PROPERTY', 'FHA_SECONDARY_RESIDENCE']);
    expect(values(LOAN_TYPE_OPTIONS).sort()).toEqual(['CONVENTIONAL', 'FHA', 'OTHER', 'USDA_RD', 'VA']);
    expect(values(LIEN_TYPE_OPTIONS)).toEqual(['FIRST_LIEN', 'SUBORDINATE_LIEN']);
    expect(values(PRIOR_HOME_STATUS_OPTIONS).sort()).toEqual(['PENDING_SALE', 'RETAINED', 'SOLD']);
    expect(values(HOUSING_STATUS_OPTIONS)).toEqual(['OWN', 'RENT', 'NO_PRIMARY_HOUSING']);
    expect(values(MILITARY_STATUS_OPTIONS)).toEqual(['ACTIVE_DUTY', 'CURRENTLY_RETIRED', 'NON_ACTIVE_RESERVE_OR_NATIONAL_GUARD', 'SURVIVING_SPOUSE']);
  });

  it('asks every co-borrower question for the borrower too, under the parallel key', () => {
    const ids = new Set(allQuestions().map((q) => q.id));
    const coBorrowerIds = [...ids].filter((id) => id.startsWith('coBorrower') && id !== 'coBorrowerLivesWithBorrower' && id !== 'coBorrowerDone');
    expect(coBorrowerIds.length).toBeGreaterThan(30);
    for (const id of coBorrowerIds) expect(ids.has(id.replace(/^coBorrower/, 'borrower'))).toBe(true);
  });

  it('gives every answer field a unique key', () => {
    const keys = allQuestions().flatMap((q) =>
      q.kind === 'fields' ? q.fields.map((f) => f.key) : q.kind === 'group' ? [q.key, q.none?.key].filter(Boolean) : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the declarations of section 5 with explanations', () => {
    const declarations = allQuestions().filter((q) => q.id.startsWith('borrowerDeclaration'));
    const keys = declarations.flatMap((q) => (q.kind === 'fields' ? q.fields.map((f) => f.key) : []));
    for (const key of [
      'borrowerHasOutstandingJudgments',
      'borrowerHasDeclaredBankruptcy',
      'borrowerBankruptcyChapters',
      'borrowerHasPropertyForeclosed',
      'borrowerHasConveyedTitleInLieuOfForeclosure',
      'borrowerHasCompletedShortSale',
      'borrowerIsPartyToLawsuit',
      'borrowerIsDelinquentOnFederalDebt',
      'borrowerIsObligatedToPayAlimonyOrChildSupport',
      'borrowerIsDownPaymentBorrowed',
      'borrowerIsCoSignerOrEndorserOnNote',
      'borrowerJudgmentsExplanation',
    ]) {
      expect(keys).toContain(key);
    }
  });
});

describe('a complete single-borrower application', () => {
  it('has nothing left to answer and every section complete', () => {
    expect(incompleteQuestions(complete, context)).toEqual([]);
    const map = refinanceQuestionMap(complete, context);
    expect(map.percentAnswered).toBe(100);
    expect(map.totalAnsweredQuestions).toBe(map.totalQuestions);
    expect(summarizeSections(complete, context, false).every((s) => s.status === 'COMPLETE')).toBe(true);
  });

  it('leaves the co-borrower out entirely', () => {
    const map = refinanceQuestionMap(complete, context);
    expect(map.questions.some((id) => id.startsWith('coBorrower'))).toBe(false);
    expect(summarizeSections(complete, context, false).map((s) => s.name)).not.toContain('coBorrower');
  });

  it('reopens at the review screen', () => {
    expect(findInitialQuestionId(refinanceApplicationDefinition, complete, context)).toBe('review');
  });

  it('locks every section once submitted', () => {
    expect(summarizeSections(complete, context, true).every((s) => s.status === 'LOCKED')).toBe(true);
  });

  it('derives the key fields', () => {
    expect(deriveKeyFields(complete)).toEqual({
      applicantMode: 'SELF',
      noOfBorrowers: 1,
      isLegalNameConfirmed: true,
      citizenship: 'US_CITIZEN',
      maritalStatus: 'UNMARRIED',
      loanType: 'CONVENTIONAL',
      loanInterestType: 'FIXED',
    });
  });
});

describe('questions that depend on earlier answers', () => {
  const withAnswers = (changes: ApplicationAnswers) => ({ ...complete, ...changes });

  it('adds the co-borrower’s questions on a joint application, blocking submission until answered', () => {
    const joint = withAnswers({ applicantMode: 'JOINTLY_WITH_OTHER' });
    const missing = incompleteQuestions(joint, context).map((q) => q.questionId);
    expect(missing).toContain('coBorrowerLegalName');
    expect(missing).toContain('coBorrowerMaritalStatus');
    expect(deriveKeyFields(joint).noOfBorrowers).toBe(2);
  });

  it('does not ask a spouse’s marital status, and refuses a borrower who is not married', () => {
    const spouse = withAnswers({ applicantMode: 'JOINTLY_WITH_SPOUSE' });
    const missing = incompleteQuestions(spouse, context);
    expect(missing.map((q) => q.questionId)).not.toContain('coBorrowerMaritalStatus');
    expect(missing.find((q) => q.questionId === 'borrowerMaritalStatus')?.reason).toBe('You are applying with your spouse, so choose Married.');
  });

  it('asks for a former address below two years at the current one', () => {
    expect(refinanceQuestionMap(complete, context).questions).not.toContain('borrowerFormerAddress');
    const recent = withAnswers({ borrowerYearsAtAddress: 1, borrowerMonthsAtAddress: 11 });
    expect(refinanceQuestionMap(recent, context).questions).toContain('borrowerFormerAddress');
  });

  it('asks for earlier employment when the current job started less than two years ago', () => {
    const [job] = complete.borrowerEmployments as Array<Record<string, unknown>>;
    const recent = withAnswers({ borrowerEmployments: [{ ...job, startDate: '2025-01-15' }] });
    expect(incompleteQuestions(recent, context).map((q) => q.questionId)).toEqual(['borrowerPreviousEmployments']);
    expect(incompleteQuestions({ ...recent, borrowerHasNoPreviousEmployment: true }, context)).toEqual([]);
  });

  it('explains what is missing, in the applicant’s words', () => {
    const partial = answersWithout(complete, ['borrowerDateOfBirth', 'hasNoGifts']);
    expect(incompleteQuestions(partial, context).map((q) => [q.questionId, q.reason])).toEqual([
      ['borrowerDateOfBirth', 'Enter the date of birth.'],
      ['gifts', 'Add at least one gift or grant, or tick “No gifts or grants”.'],
    ]);
  });

  it('drops answers that no longer apply when pruned', () => {
    const leftover = withAnswers({ coBorrowerFirstName: 'Sam', borrowerMonthlyRent: 2400 });
    const pruned = pruneToIncluded(leftover, context);
    expect(pruned.coBorrowerFirstName).toBeUndefined();
    expect(pruned.borrowerMonthlyRent).toBeUndefined();
    expect(pruned.borrowerFirstName).toBe('Dana');
  });

  it('knows each question by id', () => {
    expect(findQuestion('borrowerDateOfBirth')?.title).toBe('What is your date of birth?');
    expect(findQuestion('coBorrowerDateOfBirth')?.title).toBe('What is your co-borrower’s date of birth?');
    expect(findQuestion('nope')).toBeNull();
  });
});
