import { describe, expect, it } from 'vitest';
import type { AnswerContext } from '#core/application/answers';
import { findQuestion } from './definition.js';
import { COMPLETE_SINGLE_BORROWER_ANSWERS as complete } from './fixtures.js';
import { redactAnswers, restoreMaskedIdentifiers } from './identifiers.js';
import type { GroupQuestion, ApplicationQuestion } from '#core/application/questions';
import { validateQuestionAnswer } from '#core/application/validateAnswer';

const context: AnswerContext = { today: '2026-11-22' };
const question = (id: string): ApplicationQuestion => {
  const found = findQuestion(id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};

describe('a question of fields', () => {
  it('normalises the answer and names each problem by its field', () => {
    const result = validateQuestionAnswer(question('borrowerContact'), { borrowerEmail: ' Dana@Example.com', borrowerPhone: '415 555' }, {}, context);
    expect(result.changes.borrowerEmail).toBe('dana@example.com');
    expect(result.issues).toEqual([{ field: 'borrowerPhone', message: 'Enter a 10-digit US phone number.' }]);
  });

  it('clears a field the answer hides, so no stale value survives', () => {
    const result = validateQuestionAnswer(question('borrowerHousing'), { borrowerHousingStatus: 'OWN', borrowerMonthlyRent: 2400 }, {}, context);
    expect(result.issues).toEqual([]);
    expect(result.changes).toEqual({ borrowerHousingStatus: 'OWN', borrowerMonthlyRent: null });
  });

  it('asks for the field an answer reveals', () => {
    const result = validateQuestionAnswer(question('borrowerHousing'), { borrowerHousingStatus: 'RENT' }, {}, context);
    expect(result.issues).toEqual([{ field: 'borrowerMonthlyRent', message: 'Enter the monthly rent.' }]);
  });

  it('refuses fields the question does not ask', () => {
    const result = validateQuestionAnswer(question('borrowerDateOfBirth'), { borrowerDateOfBirth: '1986-04-12', isAdmin: true }, {}, context);
    expect(result.issues).toEqual([{ field: 'isAdmin', message: 'This question does not ask for that.' }]);
  });

  it('checks a field against other answers (the signature against the legal name)', () => {
    const wrong = validateQuestionAnswer(
      question('acknowledgements'),
      { agreedToAcknowledgements: true, consentedToCreditCheck: true, signatureName: 'D Rivera' },
      complete,
      context,
    );
    expect(wrong.issues).toEqual([{ field: 'signatureName', message: 'Type your name exactly as your legal name: Dana Rivera.' }]);
    const right = validateQuestionAnswer(
      question('acknowledgements'),
      { agreedToAcknowledgements: true, consentedToCreditCheck: true, signatureName: '  dana   rivera ' },
      complete,
      context,
    );
    expect(right.issues).toEqual([]);
  });

  it('keeps declarations inside the seven-year look-back', () => {
    const result = validateQuestionAnswer(
      question('borrowerDeclarationBankruptcy'),
      {
        borrowerHasDeclaredBankruptcy: true,
        borrowerBankruptcyChapters: ['CHAPTER_7'],
        borrowerBankruptcyDate: '2019-11-21',
        borrowerBankruptcyExplanation: 'Medical bills.',
      },
      {},
      context,
    );
    expect(result.issues).toEqual([
      { field: 'borrowerBankruptcyDate', message: 'Only events in the past 7 years need to be declared; answer No if it was earlier.' },
    ]);
  });
});

describe('a repeating group', () => {
  const assets = question('assets') as GroupQuestion;
  const entry = { assetType: 'SAVINGS', financialInstitution: 'Bank of Oak', accountNumberLast4: '', cashValue: '12,000' };

  it('normalises each entry and adds the values every entry carries', () => {
    const jobs = question('borrowerEmployments');
    const result = validateQuestionAnswer(
      jobs,
      {
        borrowerEmployments: [
          {
            businessName: 'Acme',
            businessPhone: '4155550100',
            jobTitle: 'Engineer',
            startDate: '2018-01-02',
            isSelfEmployed: false,
            monthlyIncome: 9000,
            yearsInProfession: 8,
            monthsInProfession: 2,
          },
        ],
      },
      {},
      context,
    );
    expect(result.issues).toEqual([]);
    expect(result.changes.borrowerEmployments).toEqual([
      expect.objectContaining({ businessName: 'Acme', isCurrentEmployment: true, endDate: null, isPrimaryApplicant: true }),
    ]);
  });

  it('names a problem by entry and field', () => {
    const result = validateQuestionAnswer(assets, { assets: [entry, { ...entry, cashValue: 'lots' }] }, {}, context);
    expect(result.issues).toEqual([{ field: 'assets.1.cashValue', message: 'Enter an amount in dollars, like 1,250.00.' }]);
  });

  it('saves an empty list, which does not answer the question', () => {
    const result = validateQuestionAnswer(assets, { assets: [] }, {}, context);
    expect(result.issues).toEqual([]);
    expect(assets.isComplete({ ...result.changes }, context)).toBe(false);
  });

  it('refuses entries together with the "none" box', () => {
    const result = validateQuestionAnswer(assets, { assets: [entry], hasNoAssets: true }, {}, context);
    expect(result.issues).toEqual([{ field: 'hasNoAssets', message: 'Remove the entries listed, or untick “I have no accounts to list”.' }]);
  });

  it('is answered by the "none" box alone', () => {
    const result = validateQuestionAnswer(assets, { assets: [], hasNoAssets: true }, {}, context);
    expect(assets.isComplete(result.changes, context)).toBe(true);
  });
});

describe('taxpayer identifiers leaving and coming back', () => {
  it('leave the server masked and stand for the saved number when sent back unchanged', () => {
    const redacted = redactAnswers(complete);
    expect(redacted.borrowerTaxpayerIdentifier).toBe('•••-••-6789');
    expect(restoreMaskedIdentifiers({ borrowerTaxpayerIdentifier: '•••-••-6789' }, complete)).toEqual({ borrowerTaxpayerIdentifier: '123456789' });
  });

  it('are refused when a masked value does not match the saved one', () => {
    const restored = restoreMaskedIdentifiers({ borrowerTaxpayerIdentifier: '•••-••-1111' }, complete);
    const result = validateQuestionAnswer(question('borrowerTaxpayerIdentifier'), restored, complete, context);
    expect(result.issues).toEqual([
      { field: 'borrowerTaxpayerIdentifier', message: 'Enter all 9 digits of the Social Security or taxpayer identification number.' },
    ]);
  });
});
