import { booleanOf, numberOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import type { FieldScope } from '#core/application/fields';
import {
  creditScoreQuestion,
  mortgageBalanceQuestion,
  propertyAddressQuestion,
  propertyUseQuestion,
  propertyValueQuestion,
} from '#core/application/prequalQuestions';
import { propertyLocationOf } from '#core/application/propertyLocation';
import { fieldsQuestion, flatSection, type ApplicationQuestion, type QuestionCatalogue } from '#core/application/questions';
import type { CreditScoreRange, OccupancyType } from '#core/rates/vocabulary';
import { cashOutQuestion } from './cashOutQuestion.js';
import { MORTGAGE_BALANCE_WORDING } from './options.js';

// The partnership's prequal questions, asked on /application/partner when there is no prequal
// yet: the home, its loans, the cash and the credit band. Their answers become createPrequal's
// input, and the application starts from that prequal.

const hasSecondLoan = ({ values }: FieldScope) => booleanOf(values, 'hasSecondMortgage') === true;

export const partnerPrequalDefinition: QuestionCatalogue = {
  sections: [
    flatSection('home', 'Your home', [
      propertyAddressQuestion('partner', 'Which home is the partnership for?'),
      propertyUseQuestion('partner'),
      propertyValueQuestion('partner'),
    ]),
    flatSection('loans', 'Loans and cash', [
      mortgageBalanceQuestion('partner', MORTGAGE_BALANCE_WORDING),
      fieldsQuestion({
        id: 'partnerSecondLoan',
        title: 'Do you have a second mortgage or home equity line?',
        fields: [
          { key: 'hasSecondMortgage', kind: 'yesNo', label: 'Second loan', labelIsTitle: true },
          { key: 'secondMortgageBalance', kind: 'money', min: 1, label: 'Second loan balance', isShown: hasSecondLoan },
          { key: 'isPayingOffSecondMortgage', kind: 'yesNo', label: 'Will it be paid off at closing?', isShown: hasSecondLoan },
        ],
      }),
      cashOutQuestion('partnerCashOut', null),
      creditScoreQuestion('partner'),
    ]),
  ],
};

const questions: ApplicationQuestion[] = partnerPrequalDefinition.sections.flatMap((s) => s.subsections.flatMap((sub) => sub.questions));
export const findPartnerPrequalQuestion = (id: string) => questions.find((q) => q.id === id) ?? null;

/**
 * createPrequal's prequalInput from the answers (productFunnel FINANCING: a home the user owns).
 * The choices were checked against option lists that are the schema's enum values.
 */
export function toPartnerPrequalInput(answers: ApplicationAnswers) {
  const cash = numberOf(answers, 'cashOutAmount') ?? 0;
  const hasSecond = booleanOf(answers, 'hasSecondMortgage') === true;
  return {
    propertyLocation: propertyLocationOf(answers),
    propertyUse: textOf(answers, 'propertyUse') as OccupancyType | null,
    estimatedPropertyValue: numberOf(answers, 'estimatedPropertyValue'),
    outstandingMortgageBalance: numberOf(answers, 'outstandingMortgageBalance'),
    secondMortgageBalance: hasSecond ? numberOf(answers, 'secondMortgageBalance') : 0,
    isPayingOffSecondMortgage: hasSecond ? booleanOf(answers, 'isPayingOffSecondMortgage') : null,
    isCashingOut: cash > 0,
    cashOutAmount: cash,
    creditScoreEstimate: textOf(answers, 'creditScoreEstimate') as CreditScoreRange | null,
    productFunnel: 'FINANCING' as const,
    productSelection: 'RESTRUCTURE',
  };
}
