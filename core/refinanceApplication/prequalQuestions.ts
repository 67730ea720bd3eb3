// The rule modules, not core/rates' index: the web app ships these questions, and the index also
// carries the rate-sheet parser (csv-parse).
import { CREDIT_BAND_OPTIONS } from '#core/rates/creditBands';
import { loanTypeFor } from '#core/rates/loanType';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';
import { addressOf, booleanOf, numberOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import type { ChoiceOption } from '#core/application/fields';
import { fieldsQuestion, type ApplicationSection, type QuestionCatalogue } from '#core/application/questions';

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

/** The spec's 14 credit bands with their labels, best first (core/rates). */
export const CREDIT_SCORE_OPTIONS: ChoiceOption[] = CREDIT_BAND_OPTIONS.map(({ value, label }) => ({ value, label }));

const TERM_OPTIONS: ChoiceOption[] = [
  { value: '30', label: '30 years' },
  { value: '20', label: '20 years' },
  { value: '15', label: '15 years' },
  { value: '10', label: '10 years' },
];

const homeSection: ApplicationSection = {
  id: 'home',
  title: 'Your home',
  subsections: [
    {
      id: 'home',
      title: 'Your home',
      questions: [
        fieldsQuestion({
          id: 'prequalPropertyAddress',
          title: 'Which home would you like to refinance?',
          fields: [{ key: 'propertyAddress', kind: 'address', label: 'Property address', autoComplete: 'street-address' }],
        }),
        fieldsQuestion({
          id: 'prequalPropertyUse',
          title: 'How do you use it?',
          fields: [{ key: 'propertyUse', kind: 'singleChoice', label: 'Use', options: PROPERTY_USE_OPTIONS }],
        }),
        fieldsQuestion({
          id: 'prequalPropertyType',
          title: 'What kind of property is it?',
          fields: [{ key: 'propertyType', kind: 'singleChoice', label: 'Property type', options: PROPERTY_TYPE_OPTIONS }],
        }),
        fieldsQuestion({
          id: 'prequalPropertyValue',
          title: 'What is it worth today?',
          description: 'Your best estimate is fine.',
          fields: [{ key: 'estimatedPropertyValue', kind: 'money', min: 1, label: 'Estimated value' }],
        }),
      ],
    },
  ],
};

const mortgageSection: ApplicationSection = {
  id: 'mortgage',
  title: 'Your mortgage',
  subsections: [
    {
      id: 'mortgage',
      title: 'Your mortgage',
      questions: [
        fieldsQuestion({
          id: 'prequalMortgageBalance',
          title: 'How much do you owe on your mortgage?',
          fields: [
            {
              key: 'outstandingMortgageBalance',
              kind: 'money',
              label: 'Remaining balance',
              check: (value, { answers }) => {
                const worth = numberOf(answers, 'estimatedPropertyValue');
                return worth !== null && typeof value === 'number' && value > worth ? 'The balance cannot be more than the home is worth.' : null;
              },
            },
            { key: 'originalMortgageBalance', kind: 'money', label: 'Original loan amount', optional: true },
          ],
        }),
        fieldsQuestion({
          id: 'prequalCashOut',
          title: 'Would you like to take cash out?',
          fields: [
            { key: 'isCashingOut', kind: 'yesNo', label: 'Take cash out', labelIsTitle: true },
            { key: 'cashOutAmount', kind: 'money', min: 1, label: 'How much?', isShown: ({ values }) => booleanOf(values, 'isCashingOut') === true },
          ],
        }),
        fieldsQuestion({
          id: 'prequalCreditScore',
          title: 'What is your estimated credit score?',
          fields: [{ key: 'creditScoreEstimate', kind: 'singleChoice', label: 'Credit score', options: CREDIT_SCORE_OPTIONS }],
        }),
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
      ],
    },
  ],
};

export const prequalDefinition: QuestionCatalogue = {
  sections: [homeSection, mortgageSection],
};

/** createPrequal's prequalInput from the answers (productFunnel FINANCING, spec section 7). */
export function toPrequalInput(answers: ApplicationAnswers) {
  const address = addressOf(answers, 'propertyAddress');
  const street = address ? /^(\d[\w-]*)\s+(.+)$/.exec(address.street) : null;
  const isCashingOut = booleanOf(answers, 'isCashingOut') === true;
  const isVeteran = booleanOf(answers, 'isVeteran') === true;
  return {
    propertyLocation: address
      ? {
          streetNumber: street?.[1] ?? null,
          streetName: street?.[2] ?? address.street,
          unitNumber: address.unit,
          locality: address.city,
          state: address.state,
          zip: address.zip,
          country: 'US',
        }
      : null,
    propertyUse: textOf(answers, 'propertyUse'),
    propertyType: textOf(answers, 'propertyType'),
    estimatedPropertyValue: numberOf(answers, 'estimatedPropertyValue'),
    outstandingMortgageBalance: numberOf(answers, 'outstandingMortgageBalance'),
    originalMortgageBalance: numberOf(answers, 'originalMortgageBalance'),
    isCashingOut,
    cashOutAmount: isCashingOut ? (numberOf(answers, 'cashOutAmount') ?? 0) : 0,
    creditScoreEstimate: textOf(answers, 'creditScoreEstimate'),
    mortgageType: loanTypeFor({ isVeteran, isFHA: booleanOf(answers, 'isFha') === true }),
    mortgageInterestType: textOf(answers, 'mortgageInterestType'),
    mortgageTerm: Number(textOf(answers, 'mortgageTerm') ?? 30),
    isVeteran,
    productFunnel: 'FINANCING' as const,
  };
}
