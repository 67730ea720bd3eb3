import { textOf } from '#core/application/answers';
import { labelOf, type FieldDef } from '#core/application/fields';
import { APPLICATION_PARTY_OPTIONS, ASSET_TYPE_OPTIONS, EXPENSE_TYPE_OPTIONS, LIABILITY_TYPE_OPTIONS } from '../options.js';
import { isJointApplication } from '../party.js';
import { endScreen, groupQuestion, type ApplicationSection } from '#core/application/questions';
import { SAVED_NOTE } from './copy.js';
import { moneyText } from './summaries.js';

/** On a joint application each entry says whose it is (spec: APPLICANT or CO_APPLICANT). */
export const ownerField: FieldDef = {
  key: 'owner',
  kind: 'singleChoice',
  label: 'Whose is it?',
  options: APPLICATION_PARTY_OPTIONS,
  isShown: ({ answers }) => isJointApplication(answers),
};

const accountLast4: FieldDef = {
  key: 'accountNumberLast4',
  kind: 'text',
  label: 'Last 4 digits of the account number',
  optional: true,
  maxLength: 4,
  check: (value) => (/^\d{4}$/.test(String(value)) ? null : 'Enter the last 4 digits only.'),
};

const line = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ');

export const assetsSection: ApplicationSection = {
  id: 'assets',
  title: 'Assets and liabilities',
  subsections: [
    {
      id: 'assetAccounts',
      title: 'Assets',
      questions: [
        groupQuestion({
          id: 'assets',
          key: 'assets',
          title: 'What bank, retirement and investment accounts do you have?',
          description: 'List accounts with money you could use for closing costs or reserves.',
          itemNoun: 'account',
          itemFields: [
            ownerField,
            { key: 'assetType', kind: 'singleChoice', label: 'Account type', options: ASSET_TYPE_OPTIONS },
            { key: 'financialInstitution', kind: 'text', label: 'Financial institution' },
            accountLast4,
            { key: 'cashValue', kind: 'money', label: 'Current balance or value' },
          ],
          summarize: (item) => line(labelOf(ASSET_TYPE_OPTIONS, textOf(item, 'assetType')), textOf(item, 'financialInstitution'), moneyText(item, 'cashValue')),
          none: { key: 'hasNoAssets', label: 'I have no accounts to list' },
          maxItems: 30,
        }),
      ],
    },
    {
      id: 'debts',
      title: 'Liabilities',
      questions: [
        groupQuestion({
          id: 'liabilities',
          key: 'liabilities',
          title: 'What debts do you owe?',
          description: 'Credit cards, car, student and personal loans, and leases. Mortgages are asked about with your homes.',
          itemNoun: 'debt',
          itemFields: [
            ownerField,
            { key: 'liabilityType', kind: 'singleChoice', label: 'Type of debt', options: LIABILITY_TYPE_OPTIONS },
            { key: 'creditorName', kind: 'text', label: 'Company name' },
            accountLast4,
            { key: 'unpaidBalance', kind: 'money', label: 'Unpaid balance' },
            { key: 'monthlyPayment', kind: 'money', label: 'Monthly payment' },
            { key: 'isToBePaidOff', kind: 'yesNo', label: 'Pay it off with this loan' },
          ],
          summarize: (item) => line(textOf(item, 'creditorName'), moneyText(item, 'unpaidBalance', ' owed'), moneyText(item, 'monthlyPayment', '/month')),
          none: { key: 'hasNoLiabilities', label: 'I have no debts to list' },
          maxItems: 30,
        }),
        groupQuestion({
          id: 'otherLiabilities',
          key: 'otherLiabilities',
          title: 'Do you pay alimony, child support or other regular expenses?',
          itemNoun: 'expense',
          itemFields: [
            ownerField,
            { key: 'expenseType', kind: 'singleChoice', label: 'Expense', options: EXPENSE_TYPE_OPTIONS },
            { key: 'monthlyPayment', kind: 'money', min: 0.01, label: 'Monthly payment' },
          ],
          summarize: (item) => line(labelOf(EXPENSE_TYPE_OPTIONS, textOf(item, 'expenseType')), moneyText(item, 'monthlyPayment', '/month')),
          none: { key: 'hasNoOtherLiabilities', label: 'No such expenses' },
        }),
      ],
    },
    { id: 'assetsEnd', title: 'Done', questions: [endScreen({ id: 'assetsDone', title: 'Assets and liabilities are saved', description: SAVED_NOTE })] },
  ],
};
