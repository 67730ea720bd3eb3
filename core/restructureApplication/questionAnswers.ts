import { asksEmployer, CO_OWNER_EMAIL_KEYS } from './questions.js';
import type { restructureApplicationView } from './view.js';

// Between the API's application and the question engine: the answers the engine reads from
// the application, and a screen's changes as the API's answers input.

const ANSWER_KEYS = [
  'propertyUse',
  'estimatedPropertyValue',
  'mortgageBalance',
  'hasSecondLoan',
  'secondLoanBalance',
  'paysOffSecondLoan',
  'hasCoOwners',
  'ownerAnnualIncome',
  'coOwnerAnnualIncome',
  'hasHoa',
  'hoaFees',
  'taxFileType',
  'productPreference',
  'cashOutAmount',
  'cashOutPurpose',
  'incomeSource',
  'employerName',
  'employerPhone',
  'jobTitle',
  'employmentStartDate',
] as const;

/** The application's answers as the API gives them (money in dollars). */
export type RestructureAnswersView = Pick<
  ReturnType<typeof restructureApplicationView>,
  (typeof ANSWER_KEYS)[number] | 'additionalMonthlyEquity' | 'coOwnerEmails'
>;

/**
 * The application's answers as the engine reads them: a key is present only once answered.
 * Answers that are not asked (the co-owner list when there is none) count as answered.
 */
export function answersOf(application: RestructureAnswersView): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const key of ANSWER_KEYS) if (application[key] !== null && application[key] !== undefined) answers[key] = application[key];
  if (application.productPreference) answers.additionalMonthlyEquity = application.additionalMonthlyEquity || null;
  if (application.hasCoOwners !== null) {
    CO_OWNER_EMAIL_KEYS.forEach((key, i) => {
      answers[key] = application.coOwnerEmails[i] ?? null;
    });
    if (application.hasCoOwners && application.coOwnerEmails.length === 0) delete answers[CO_OWNER_EMAIL_KEYS[0]!];
  }
  // Fields hidden by an earlier answer are answered by being hidden.
  if (application.hasHoa === false) answers.hoaFees = null;
  if (application.hasSecondLoan === false) Object.assign(answers, { secondLoanBalance: null, paysOffSecondLoan: null });
  if (application.cashOutAmount === 0) answers.cashOutPurpose = null;
  if (application.incomeSource && !asksEmployer(answers))
    Object.assign(answers, { employerName: null, jobTitle: null, employmentStartDate: null, employerPhone: null });
  else if (application.employerName) answers.employerPhone ??= null;
  return answers;
}

/** One screen's changes as the API's answers: co-owner emails become one list, hidden fields are cleared. */
export function toAnswersInput(changes: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (CO_OWNER_EMAIL_KEYS.includes(key)) continue;
    input[key] = key === 'additionalMonthlyEquity' ? (value ?? 0) : value;
  }
  if (CO_OWNER_EMAIL_KEYS.some((key) => key in changes)) {
    input.coOwnerEmails = CO_OWNER_EMAIL_KEYS.map((key) => changes[key]).filter((v): v is string => typeof v === 'string' && v !== '');
  }
  return input;
}
