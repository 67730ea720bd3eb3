import { loanTypeFor } from '#core/rates/loanType';
import { booleanOf, numberOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import type { ChoiceOption } from '#core/application/fields';
import {
  creditScoreQuestion,
  mortgageBalanceQuestion,
  propertyAddressQuestion,
  propertyUseQuestion,
  propertyValueQuestion,
} from '#core/application/prequalQuestions';
import { propertyLocationOf } from '#core/application/propertyLocation';
import { fieldsQuestion, flatSection, type QuestionCatalogue } from '#core/application/questions';
import type { CreditScoreRange, MortgageInterestType, OccupancyType, PropertyType } from '#core/rates/vocabulary';

// The prequal questions asked first on /application/refinance when there is no prequal yet.
// Their answers become createPrequal's input (spec section 7), then the application starts.

const PROPERTY_TYPE_OPTIONS: ChoiceOption[] = [
  { value: 'SINGLE_FAMILY', label: 'Single-family house' },
  { value: 'TOWN_HOUSE', label: 'Townhouse' },
  { value: 'CONDO', label: 'Condominium' },
  { value: 'MANUFACTURED', label: 'Manufactured home' },
  { value: 'MULTI_UNIT_TWO', label: '2-unit building' },
  { value: 'MULTI_UNIT_THREE', label: '3-unit building' },
  { value: 'MULTI_UNIT_FOUR', label: '4-unit building' },
];

const TERM_OPTIONS: ChoiceOption[] = [
  { value: '30', label: '30 years' },
  { value: '20', label: '20 years' },
  { value: '15', label: '15 years' },
  { value: '10', label: '10 years' },
];

export const prequalDefinition: QuestionCatalogue = {
  sections: [
    flatSection('home', 'Your home', [
      propertyAddressQuestion('prequal', 'Which home would you like to refinance?'),
      propertyUseQuestion('prequal'),
      fieldsQuestion({
        id: 'prequalPropertyType',
        title: 'What kind of property is it?',
        fields: [{ key: 'propertyType', kind: 'singleChoice', label: 'Property type', options: PROPERTY_TYPE_OPTIONS }],
      }),
      propertyValueQuestion('prequal'),
    ]),
    flatSection('mortgage', 'Your mortgage', [
      mortgageBalanceQuestion('prequal', { label: 'Remaining balance' }, [
        { key: 'originalMortgageBalance', kind: 'money', label: 'Original loan amount', optional: true },
      ]),
      fieldsQuestion({
        id: 'prequalCashOut',
        title: 'Would you like to take cash out?',
        fields: [
          { key: 'isCashingOut', kind: 'yesNo', label: 'Take cash out', labelIsTitle: true },
          { key: 'cashOutAmount', kind: 'money', min: 1, label: 'How much?', isShown: ({ values }) => booleanOf(values, 'isCashingOut') === true },
        ],
      }),
      creditScoreQuestion('prequal'),
      fieldsQuestion({
        id: 'prequalLoanPreferences',
        title: 'A few details about the loan',
        fields: [
          { key: 'isVeteran', kind: 'yesNo', label: 'I have served in the US military (VA loans)' },
          { key: 'isFha', kind: 'yesNo', label: 'My current loan is an FHA loan' },
          {
            key: 'mortgageInterestType',
            kind: 'singleChoice',
            label: 'Rate type',
            options: [
              { value: 'FIXED', label: 'Fixed rate' },
              { value: 'ADJUSTABLE', label: 'Adjustable rate' },
            ],
          },
          { key: 'mortgageTerm', kind: 'singleChoice', label: 'Loan term', options: TERM_OPTIONS },
        ],
      }),
    ]),
  ],
};

/**
 * createPrequal's prequalInput from the answers (productFunnel FINANCING, spec section 7).
 * The choices were checked against option lists that are the schema's enum values.
 */
export function toPrequalInput(answers: ApplicationAnswers) {
  const isCashingOut = booleanOf(answers, 'isCashingOut') === true;
  const isVeteran = booleanOf(answers, 'isVeteran') === true;
  return {
    propertyLocation: propertyLocationOf(answers),
    propertyUse: textOf(answers, 'propertyUse') as OccupancyType | null,
    propertyType: textOf(answers, 'propertyType') as PropertyType | null,
    estimatedPropertyValue: numberOf(answers, 'estimatedPropertyValue'),
    outstandingMortgageBalance: numberOf(answers, 'outstandingMortgageBalance'),
    originalMortgageBalance: numberOf(answers, 'originalMortgageBalance'),
    isCashingOut,
    cashOutAmount: isCashingOut ? (numberOf(answers, 'cashOutAmount') ?? 0) : 0,
    creditScoreEstimate: textOf(answers, 'creditScoreEstimate') as CreditScoreRange | null,
    mortgageType: loanTypeFor({ isVeteran, isFHA: booleanOf(answers, 'isFha') === true }),
    mortgageInterestType: textOf(answers, 'mortgageInterestType') as MortgageInterestType | null,
    mortgageTerm: Number(textOf(answers, 'mortgageTerm') ?? 30),
    isVeteran,
    productFunnel: 'FINANCING' as const,
  };
}
