import { centsToDollars } from '#core/money/cents';
import { formatCents } from '#core/money/formatMoney';
import { DENIAL_TEXT, LIFETIME_CASH_OUT_LIMIT_CENTS } from '#core/partnership/index';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';
import {
  addressOf,
  booleanOf,
  fieldsQuestion,
  numberOf,
  textOf,
  type ApplicationAnswers,
  type QuestionCatalogue,
  type ApplicationQuestion,
  type ApplicationSection,
} from '#core/application/index';
import { CREDIT_SCORE_OPTIONS } from '#core/refinanceApplication/index';
import type { PrequalInput } from '#generated/web';

// The partnership's prequal questions, asked on /application/partner when there is no prequal
// yet: the home, its loans, the cash and the credit band. Their answers become createPrequal's
// input, and the application starts from that prequal.

const MAX_CASH = centsToDollars(LIFETIME_CASH_OUT_LIMIT_CENTS);

const homeSection: ApplicationSection = {
  id: 'home',
  title: 'Your home',
  subsections: [
    {
      id: 'home',
      title: 'Your home',
      questions: [
        fieldsQuestion({
          id: 'partnerPropertyAddress',
          title: 'Which home is the partnership for?',
          fields: [{ key: 'propertyAddress', kind: 'address', label: 'Property address', autoComplete: 'street-address' }],
        }),
        fieldsQuestion({
          id: 'partnerPropertyUse',
          title: 'How do you use it?',
          fields: [
            {
              key: 'propertyUse',
              kind: 'singleChoice',
              label: 'Use',
              options: PROPERTY_USE_OPTIONS,
            },
          ],
        }),
        fieldsQuestion({
          id: 'partnerPropertyValue',
          title: 'What is it worth today?',
          description: 'Your best estimate is fine.',
          fields: [{ key: 'estimatedPropertyValue', kind: 'money', min: 1, label: 'Estimated value' }],
        }),
      ],
    },
  ],
};

const loansSection: ApplicationSection = {
  id: 'loans',
  title: 'Loans and cash',
  subsections: [
    {
      id: 'loans',
      title: 'Loans and cash',
      questions: [
        fieldsQuestion({
          id: 'partnerMortgageBalance',
          title: 'How much do you owe on your mortgage?',
          description: 'Enter 0 if the home is paid off.',
          fields: [
            {
              key: 'outstandingMortgageBalance',
              kind: 'money',
              label: 'Mortgage balance',
              check: (value, { answers }) => {
                const worth = numberOf(answers, 'estimatedPropertyValue');
                return worth !== null && typeof value === 'number' && value > worth ? 'The balance cannot be more than the home is worth.' : null;
              },
            },
          ],
        }),
        fieldsQuestion({
          id: 'partnerSecondLoan',
          title: 'Do you have a second mortgage or home equity line?',
          fields: [
            { key: 'hasSecondMortgage', kind: 'yesNo', label: 'Second loan', labelIsTitle: true },
            {
              key: 'secondMortgageBalance',
              kind: 'money',
              min: 1,
              label: 'Second loan balance',
              isShown: ({ values }) => booleanOf(values, 'hasSecondMortgage') === true,
            },
            {
              key: 'isPayingOffSecondMortgage',
              kind: 'yesNo',
              label: 'Will it be paid off at closing?',
              isShown: ({ values }) => booleanOf(values, 'hasSecondMortgage') === true,
            },
          ],
        }),
        fieldsQuestion({
          id: 'partnerCashOut',
          title: 'How much cash would you like?',
          description: `Up to ${formatCents(LIFETIME_CASH_OUT_LIMIT_CENTS)}. Enter 0 for none.`,
          fields: [
            {
              key: 'cashOutAmount',
              kind: 'money',
              label: 'Cash amount',
              check: (value) => (typeof value === 'number' && value > MAX_CASH ? DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message : null),
            },
          ],
        }),
        fieldsQuestion({
          id: 'partnerCreditScore',
          title: 'What is your estimated credit score?',
          fields: [{ key: 'creditScoreEstimate', kind: 'singleChoice', label: 'Credit score', options: CREDIT_SCORE_OPTIONS }],
        }),
      ],
    },
  ],
};

export const partnerPrequalDefinition: QuestionCatalogue = { sections: [homeSection, loansSection] };

const questions: ApplicationQuestion[] = partnerPrequalDefinition.sections.flatMap((s) => s.subsections.flatMap((sub) => sub.questions));
export const findPartnerPrequalQuestion = (id: string) => questions.find((q) => q.id === id) ?? null;

/** createPrequal's prequalInput from the answers (productFunnel FINANCING: a home the user owns). */
export function toPartnerPrequalInput(answers: ApplicationAnswers): PrequalInput {
  const address = addressOf(answers, 'propertyAddress');
  const street = address ? /^(\d[\w-]*)\s+(.+)$/.exec(address.street) : null;
  const cash = numberOf(answers, 'cashOutAmount') ?? 0;
  const hasSecond = booleanOf(answers, 'hasSecondMortgage') === true;
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
    propertyUse: textOf(answers, 'propertyUse') as PrequalInput['propertyUse'],
    estimatedPropertyValue: numberOf(answers, 'estimatedPropertyValue'),
    outstandingMortgageBalance: numberOf(answers, 'outstandingMortgageBalance'),
    secondMortgageBalance: hasSecond ? numberOf(answers, 'secondMortgageBalance') : 0,
    isPayingOffSecondMortgage: hasSecond ? booleanOf(answers, 'isPayingOffSecondMortgage') : null,
    isCashingOut: cash > 0,
    cashOutAmount: cash,
    creditScoreEstimate: textOf(answers, 'creditScoreEstimate') as PrequalInput['creditScoreEstimate'],
    productFunnel: 'FINANCING',
    productSelection: 'RESTRUCTURE',
  };
}
