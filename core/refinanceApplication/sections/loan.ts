import { numberOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import { labelOf, type FieldDef } from '#core/application/fields';
import {
  DEPOSIT_STATUS_OPTIONS,
  GIFT_SOURCE_OPTIONS,
  GIFT_TYPE_OPTIONS,
  INTEREST_TYPE_OPTIONS,
  LIEN_TYPE_OPTIONS,
  LOAN_TYPE_OPTIONS,
  OCCUPANCY_OPTIONS,
} from '../options.js';
import { endScreen, fieldsQuestion, groupQuestion, type ApplicationSection } from '#core/application/questions';
import { SAVED_NOTE } from './copy.js';
import { moneyText } from './summaries.js';

const lienField: FieldDef = { key: 'lienType', kind: 'singleChoice', label: 'Lien position', options: LIEN_TYPE_OPTIONS };

const loanLine = (item: Readonly<Record<string, unknown>>, amountKey: string) =>
  [textOf(item, 'creditorName'), labelOf(LIEN_TYPE_OPTIONS, textOf(item, 'lienType')), moneyText(item, amountKey), moneyText(item, 'monthlyPayment', '/month')]
    .filter(Boolean)
    .join(' · ');

/** Rent is counted for investment properties and for the other units of a 2–4 unit home. */
export function asksRentalIncome(answers: ApplicationAnswers): boolean {
  return textOf(answers, 'propertyOccupancy') === 'INVESTMENT_PROPERTY' || (numberOf(answers, 'numberOfUnits') ?? 1) > 1;
}

/** Section 4 of the 1003, for a refinance: the home, the new loan, the loans on it and its costs. */
export const loanSection: ApplicationSection = {
  id: 'loan',
  title: 'Loan and property',
  subsections: [
    {
      id: 'property',
      title: 'The home',
      questions: [
        fieldsQuestion({
          id: 'propertyAddress',
          title: 'Which home are you refinancing?',
          fields: [{ key: 'propertyAddress', kind: 'address', label: 'Property address' }],
        }),
        fieldsQuestion({
          id: 'propertyValue',
          title: 'What is the home worth today?',
          description: 'Your best estimate; the appraisal will confirm it.',
          fields: [{ key: 'propertyValue', kind: 'money', min: 1, label: 'Estimated value' }],
        }),
        fieldsQuestion({
          id: 'propertyOccupancy',
          title: 'How do you use this home?',
          fields: [{ key: 'propertyOccupancy', kind: 'singleChoice', label: 'Occupancy', options: OCCUPANCY_OPTIONS }],
        }),
        fieldsQuestion({
          id: 'propertyDetails',
          title: 'Tell us about the building',
          fields: [
            { key: 'numberOfUnits', kind: 'integer', min: 1, max: 4, label: 'Number of units' },
            { key: 'isMixedUse', kind: 'yesNo', label: 'Part of it is used for a business (mixed use)' },
            { key: 'isManufacturedHome', kind: 'yesNo', label: 'It is a manufactured home' },
          ],
        }),
      ],
    },
    {
      id: 'newLoan',
      title: 'The new loan',
      questions: [
        fieldsQuestion({
          id: 'loanProgram',
          title: 'What kind of loan would you like?',
          description: 'We filled this in from the rate you chose; change it if you like.',
          fields: [
            { key: 'loanType', kind: 'singleChoice', label: 'Loan type', options: LOAN_TYPE_OPTIONS },
            { key: 'loanInterestType', kind: 'singleChoice', label: 'Interest rate', options: INTEREST_TYPE_OPTIONS },
          ],
        }),
        fieldsQuestion({
          id: 'loanAmount',
          title: 'How much would you like to borrow?',
          description: 'Your current balance plus any cash you want to take out.',
          fields: [
            {
              key: 'loanAmount',
              kind: 'money',
              min: 1,
              label: 'Loan amount',
              check: (value, { answers }) => {
                const worth = numberOf(answers, 'propertyValue');
                return worth !== null && typeof value === 'number' && value > worth ? 'The loan amount cannot be more than the home is worth.' : null;
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'propertyLoans',
      title: 'Loans on the home',
      questions: [
        groupQuestion({
          id: 'existingPropertyLoans',
          key: 'existingPropertyLoans',
          title: 'Which loans does the home have now?',
          description: 'Your mortgage and any second mortgage or home equity line.',
          itemNoun: 'loan',
          itemFields: [
            { key: 'creditorName', kind: 'text', label: 'Lender or servicer' },
            lienField,
            { key: 'unpaidBalance', kind: 'money', label: 'Unpaid balance' },
            { key: 'monthlyPayment', kind: 'money', label: 'Monthly payment' },
            { key: 'isToBePaidOff', kind: 'yesNo', label: 'Pay it off with the new loan' },
          ],
          summarize: (item) => loanLine(item, 'unpaidBalance'),
          none: { key: 'hasNoExistingPropertyLoans', label: 'The home has no loans' },
          maxItems: 5,
        }),
        groupQuestion({
          id: 'plannedPropertyLoans',
          key: 'plannedPropertyLoans',
          title: 'Are you taking out any other new loans on this home?',
          description: 'For example a new home equity line opened at the same time.',
          itemNoun: 'new loan',
          itemFields: [
            { key: 'creditorName', kind: 'text', label: 'Lender' },
            lienField,
            { key: 'loanAmount', kind: 'money', min: 1, label: 'Loan amount or amount drawn' },
            { key: 'monthlyPayment', kind: 'money', label: 'Monthly payment' },
            { key: 'creditLimit', kind: 'money', label: 'Credit limit, for a line of credit', optional: true },
          ],
          summarize: (item) => loanLine(item, 'loanAmount'),
          none: { key: 'hasNoPlannedPropertyLoans', label: 'No other new loans' },
          maxItems: 5,
        }),
      ],
    },
    {
      id: 'housingCosts',
      title: 'Costs of the home',
      questions: [
        fieldsQuestion({
          id: 'monthlyHousingCosts',
          title: 'What does the home cost each month, besides the mortgage?',
          description: 'Monthly amounts. Leave a line empty if it does not apply.',
          fields: [
            { key: 'monthlyHomeownersInsurance', kind: 'money', label: 'Homeowner’s insurance' },
            { key: 'monthlyPropertyTaxes', kind: 'money', label: 'Property taxes' },
            { key: 'monthlyMortgageInsurance', kind: 'money', label: 'Mortgage insurance', optional: true },
            { key: 'monthlyHoaDues', kind: 'money', label: 'Homeowners association dues', optional: true },
            { key: 'monthlyOtherHousingCosts', kind: 'money', label: 'Other (for example flood insurance)', optional: true },
          ],
        }),
        fieldsQuestion({
          id: 'expectedRentalIncome',
          title: 'How much rent does the property bring in?',
          isIncluded: asksRentalIncome,
          fields: [{ key: 'expectedMonthlyRentalIncome', kind: 'money', label: 'Expected monthly rental income' }],
        }),
        groupQuestion({
          id: 'gifts',
          key: 'gifts',
          title: 'Are you receiving any gifts or grants for this loan?',
          description: 'For example money from a relative to cover closing costs.',
          itemNoun: 'gift or grant',
          itemFields: [
            { key: 'giftType', kind: 'singleChoice', label: 'Type', options: GIFT_TYPE_OPTIONS },
            { key: 'source', kind: 'singleChoice', label: 'Source', options: GIFT_SOURCE_OPTIONS },
            { key: 'depositStatus', kind: 'singleChoice', label: 'Deposited yet?', options: DEPOSIT_STATUS_OPTIONS },
            { key: 'value', kind: 'money', min: 1, label: 'Amount' },
          ],
          summarize: (item) =>
            [labelOf(GIFT_TYPE_OPTIONS, textOf(item, 'giftType')), labelOf(GIFT_SOURCE_OPTIONS, textOf(item, 'source')), moneyText(item, 'value')]
              .filter(Boolean)
              .join(' · '),
          none: { key: 'hasNoGifts', label: 'No gifts or grants' },
          maxItems: 5,
        }),
      ],
    },
    { id: 'loanEnd', title: 'Done', questions: [endScreen({ id: 'loanDone', title: 'Your loan and property details are saved', description: SAVED_NOTE })] },
  ],
};
