import { booleanOf, itemsOf, textOf, yearsBefore, type GroupItem, type ApplicationAnswers, type AnswerContext } from '#core/application/answers';
import { labelOf, type FieldDef } from '#core/application/fields';
import { INCOME_TYPE_OPTIONS } from '../options.js';
import { isPartyIncluded, partyKey, wordsFor, type Party } from '../party.js';
import { endScreen, fieldsQuestion, groupQuestion, type ApplicationQuestion, type ApplicationSection } from '#core/application/questions';
import { HISTORY_YEARS, SAVED_NOTE } from './copy.js';
import { formatMonthYear, moneyText } from './summaries.js';

// The spec's Employment entity: businessName, businessPhone, startDate, endDate,
// isCurrentEmployment, isSelfEmployed, jobTitle, monthlyIncome, monthsInProfession,
// yearsInProfession, isPrimaryApplicant. The two flags are set by the list an entry is in.

const employerFields = (current: boolean): FieldDef[] => [
  { key: 'businessName', kind: 'text', label: 'Employer or business name', autoComplete: 'organization' },
  { key: 'businessPhone', kind: 'phone', label: 'Employer phone', optional: !current },
  { key: 'jobTitle', kind: 'text', label: 'Position or title', autoComplete: 'organization-title' },
  { key: 'startDate', kind: 'date', range: 'past', label: 'Start date' },
  ...(current
    ? []
    : [
        {
          key: 'endDate',
          kind: 'date',
          range: 'past',
          label: 'End date',
          check: (value, { values }) => {
            const start = textOf(values, 'startDate');
            return start && typeof value === 'string' && value < start ? 'The end date cannot be before the start date.' : null;
          },
        } satisfies FieldDef,
      ]),
  { key: 'isSelfEmployed', kind: 'yesNo', label: 'Self-employed or a business owner' },
  { key: 'monthlyIncome', kind: 'money', label: current ? 'Gross monthly income' : 'Gross monthly income there', hint: 'Before taxes and deductions' },
  { key: 'yearsInProfession', kind: 'integer', min: 0, max: 60, label: 'Years in this line of work' },
  { key: 'monthsInProfession', kind: 'integer', min: 0, max: 11, label: 'Months in this line of work' },
];

const summarizeEmployer = (item: GroupItem) =>
  [
    textOf(item, 'businessName'),
    textOf(item, 'jobTitle'),
    moneyText(item, 'monthlyIncome', '/month'),
    formatMonthYear(textOf(item, 'startDate'), textOf(item, 'endDate')),
  ]
    .filter(Boolean)
    .join(' · ');

/** Whether the current jobs reach back far enough; otherwise earlier employment is asked too. */
export function needsPreviousEmployment(party: Party, answers: ApplicationAnswers, context: AnswerContext): boolean {
  if (booleanOf(answers, partyKey(party, 'IsEmployed')) === false) return true;
  const starts = itemsOf(answers, partyKey(party, 'Employments'))
    .map((item) => textOf(item, 'startDate'))
    .filter((start): start is string => start !== null);
  if (starts.length === 0) return false;
  return starts.sort()[0]! > yearsBefore(context.today, HISTORY_YEARS);
}

function employmentQuestions(party: Party): ApplicationQuestion[] {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  const included = (answers: ApplicationAnswers) => isPartyIncluded(party, answers);
  return [
    fieldsQuestion({
      id: k('IsEmployed'),
      title: `${w.Be} ${w.subject} currently employed or self-employed?`,
      isIncluded: party === 'borrower' ? undefined : included,
      fields: [{ key: k('IsEmployed'), kind: 'yesNo', label: 'Currently employed' }],
    }),
    groupQuestion({
      id: k('Employments'),
      key: k('Employments'),
      title: `Where ${w.do} ${w.subject} work now?`,
      description: 'Add each current job or business. Count income before taxes.',
      itemNoun: 'employer',
      itemFields: employerFields(true),
      fixedItemValues: { isCurrentEmployment: true, endDate: null, isPrimaryApplicant: party === 'borrower' },
      summarize: summarizeEmployer,
      maxItems: 10,
      isIncluded: (answers) => included(answers) && booleanOf(answers, k('IsEmployed')) === true,
    }),
    groupQuestion({
      id: k('PreviousEmployments'),
      key: k('PreviousEmployments'),
      title: `Where else ${w.have} ${w.subject} worked in the past ${HISTORY_YEARS} years?`,
      description: `Lenders look at ${HISTORY_YEARS} years of work history, so add earlier jobs until they reach back that far.`,
      itemNoun: 'previous employer',
      itemFields: employerFields(false),
      fixedItemValues: { isCurrentEmployment: false, isPrimaryApplicant: party === 'borrower' },
      summarize: summarizeEmployer,
      none: { key: k('HasNoPreviousEmployment'), label: `No other employment in the past ${HISTORY_YEARS} years` },
      maxItems: 10,
      isIncluded: (answers, context) => included(answers) && needsPreviousEmployment(party, answers, context),
    }),
    groupQuestion({
      id: k('OtherIncome'),
      key: k('OtherIncome'),
      title: `${w.Do} ${w.subject} have other income to include?`,
      description: 'Alimony or child support income need not be listed unless you want it considered.',
      itemNoun: 'income source',
      itemFields: [
        { key: 'incomeType', kind: 'singleChoice', label: 'Income type', options: INCOME_TYPE_OPTIONS },
        { key: 'monthlyAmount', kind: 'money', min: 0.01, label: 'Monthly amount' },
      ],
      summarize: (item) => [labelOf(INCOME_TYPE_OPTIONS, textOf(item, 'incomeType')), moneyText(item, 'monthlyAmount', '/month')].filter(Boolean).join(' · '),
      none: { key: k('HasNoOtherIncome'), label: 'No other income' },
      isIncluded: party === 'borrower' ? undefined : included,
    }),
  ];
}

export const employmentSection: ApplicationSection = {
  id: 'employment',
  title: 'Employment and income',
  subsections: [
    { id: 'borrowerEmployment', title: 'Your income', questions: employmentQuestions('borrower') },
    {
      id: 'coBorrowerEmployment',
      title: 'Co-borrower’s income',
      isShown: (answers) => isPartyIncluded('coBorrower', answers),
      questions: employmentQuestions('coBorrower'),
    },
    { id: 'employmentEnd', title: 'Done', questions: [endScreen({ id: 'employmentDone', title: 'Employment and income are saved', description: SAVED_NOTE })] },
  ],
};
