import { z } from 'zod/mini';
import { DENIAL_TEXT, LIFETIME_CASH_OUT_LIMIT_CENTS, MAX_HOME_VALUE_CENTS, dollarsToCents, monthlyEquityPurchaseLimit } from '../partnership/index.js';
import { formatCents } from '../money/formatMoney.js';
import { dollarAmountSchema } from '../money/moneySchema.js';
import type { RestructureApplicationRecord } from './record.js';

// The restructure application's answers: validation of what the applicant sends, the fields it
// becomes (money in cents), the sections it fills and what is still missing before submission.
// Shared by the API and the mocks.

/** A fixable problem with one answer (the API's user-error shape). */
/** The user-error codes these rules raise (each is a value of the schema's UserErrorCode). */
export type AnswerErrorCode = 'UNKNOWN_FIELD' | 'INVALID' | 'INCOMPLETE' | 'EXCEEDS_MAX_HOME_PRICE' | 'MONTHLY_EQUITY_PURCHASE_LIMIT' | 'DENIED_TOO_MUCH_CASH';

export interface AnswerError {
  code: AnswerErrorCode;
  message: string;
  field?: string | null;
}

const money = dollarAmountSchema;

/** zod's English wording for a string over 200 characters, kept whichever locale zod is set to. */
const AT_MOST_200_CHARACTERS = 'Too big: expected string to have <=200 characters';

const answersSchema = z.partial(
  z.strictObject({
    propertyUse: z.nullable(z.enum(['PRIMARY_RESIDENCE', 'VACATION_HOME', 'INVESTMENT_PROPERTY'])),
    estimatedPropertyValue: z.nullable(money('the home value').check(z.refine((value) => value > 0, 'Enter the home value.'))),
    mortgageBalance: z.nullable(money('the mortgage balance')),
    hasSecondLoan: z.nullable(z.boolean()),
    secondLoanBalance: z.nullable(money('the second loan balance')),
    paysOffSecondLoan: z.nullable(z.boolean()),
    hasCoOwners: z.nullable(z.boolean()),
    coOwnerEmails: z.nullable(
      z.array(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email address.'))).check(
        z.maxLength(3, 'At most three co-owners can join the application.'),
        z.refine((emails) => new Set(emails).size === emails.length, 'Each co-owner needs their own email address.'),
      ),
    ),
    ownerAnnualIncome: z.nullable(money('your annual income')),
    coOwnerAnnualIncome: z.nullable(money("the co-owners' annual income")),
    hasHoa: z.nullable(z.boolean()),
    hoaFees: z.nullable(money('the HOA fees')),
    taxFileType: z.nullable(z.enum(['SINGLE', 'MARRIED_FILING_JOINTLY', 'MARRIED_FILING_SEPARATELY', 'HEAD_OF_HOUSEHOLD', 'QUALIFYING_SURVIVING_SPOUSE'])),
    productPreference: z.nullable(z.enum(['KEEP', 'PAYOFF', 'SAVER'])),
    cashOutAmount: z.nullable(
      money('the cash amount').check(
        z.refine((value) => dollarsToCents(value) <= LIFETIME_CASH_OUT_LIMIT_CENTS, {
          message: DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message,
          params: { code: 'DENIED_TOO_MUCH_CASH' },
        }),
      ),
    ),
    cashOutPurpose: z.nullable(z.enum(['CONSOLIDATE_DEBT', 'RENOVATIONS', 'REPAIRS', 'EDUCATION_EXPENSES', 'FINANCE_A_PURCHASE', 'OTHER'])),
    additionalMonthlyEquity: z.nullable(money('the monthly equity purchase')),
    incomeSource: z.nullable(z.enum(['SALARY', 'SELF_EMPLOYMENT', 'RETIREMENT', 'OTHER', 'NONE'])),
    employerName: z.nullable(z.string().check(z.trim(), z.minLength(1, 'Enter the employer’s name.'), z.maxLength(200, AT_MOST_200_CHARACTERS))),
    employerPhone: z.nullable(
      z
        .pipe(
          z.string(),
          z.transform((value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')),
        )
        .check(z.refine((digits) => /^[2-9]\d{9}$/.test(digits), 'Enter a 10-digit US phone number.')),
    ),
    jobTitle: z.nullable(z.string().check(z.trim(), z.minLength(1, 'Enter your job title.'), z.maxLength(200, AT_MOST_200_CHARACTERS))),
    employmentStartDate: z.nullable(z.iso.date('Enter the date as YYYY-MM-DD.')),
  }),
);

export type RestructureAnswers = z.infer<typeof answersSchema>;

/** The columns the answers change (money to cents). */
export type AnswerColumns = Partial<
  Pick<
    RestructureApplicationRecord,
    | 'propertyUse'
    | 'estimatedPropertyValueCents'
    | 'mortgageBalanceCents'
    | 'hasSecondLoan'
    | 'secondLoanBalanceCents'
    | 'paysOffSecondLoan'
    | 'hasCoOwners'
    | 'coOwnerEmails'
    | 'ownerAnnualIncomeCents'
    | 'coOwnerAnnualIncomeCents'
    | 'hasHoa'
    | 'hoaFeesCents'
    | 'taxFileType'
    | 'productPreference'
    | 'cashOutAmountCents'
    | 'cashOutPurpose'
    | 'additionalMonthlyEquityCents'
    | 'incomeSource'
    | 'employerName'
    | 'employerPhone'
    | 'jobTitle'
    | 'employmentStartDate'
  >
>;

const MONEY_COLUMNS = {
  estimatedPropertyValue: 'estimatedPropertyValueCents',
  mortgageBalance: 'mortgageBalanceCents',
  secondLoanBalance: 'secondLoanBalanceCents',
  ownerAnnualIncome: 'ownerAnnualIncomeCents',
  coOwnerAnnualIncome: 'coOwnerAnnualIncomeCents',
  hoaFees: 'hoaFeesCents',
  cashOutAmount: 'cashOutAmountCents',
  additionalMonthlyEquity: 'additionalMonthlyEquityCents',
} as const;

/**
 * Validates the answers sent and merges them into the application: the columns to write, or
 * field-level errors (field is the input field's name). Rules that join two answers are checked
 * on the merged result, so answering in any order works.
 */
export function applyAnswers(
  application: RestructureApplicationRecord,
  input: Record<string, unknown>,
  context: { today: string; ownEmail: string },
): { columns: AnswerColumns; errors: AnswerError[] } {
  const parsed = answersSchema.safeParse(input);
  if (!parsed.success) {
    // A refusal that is a denial of the spec (too much cash) carries its denial code.
    const codeOf = (issue: (typeof parsed.error.issues)[number]): AnswerErrorCode =>
      issue.code === 'unrecognized_keys'
        ? 'UNKNOWN_FIELD'
        : issue.code === 'custom' && issue.params?.code === 'DENIED_TOO_MUCH_CASH'
          ? 'DENIED_TOO_MUCH_CASH'
          : 'INVALID';
    const errors = parsed.error.issues.map((issue) => ({
      code: codeOf(issue),
      field: issue.path.length ? String(issue.path[0]) : null,
      message: issue.code === 'unrecognized_keys' ? `There is no answer called ${issue.keys.join(', ')}.` : issue.message,
    }));
    return { columns: {}, errors };
  }
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue;
    const moneyColumn = MONEY_COLUMNS[key as keyof typeof MONEY_COLUMNS];
    if (moneyColumn) columns[moneyColumn] = value === null ? (moneyColumn === 'additionalMonthlyEquityCents' ? 0 : null) : dollarsToCents(value as number);
    else if (key === 'coOwnerEmails') columns.coOwnerEmails = value ?? [];
    else columns[key] = value;
  }
  const merged = { ...application, ...columns } as RestructureApplicationRecord;
  const errors: AnswerError[] = [];
  // Answers that no longer apply are cleared, so nothing stale is ever submitted.
  if (merged.hasCoOwners === false) Object.assign(columns, { coOwnerEmails: [], coOwnerAnnualIncomeCents: null });
  if (merged.hasHoa === false) columns.hoaFeesCents = null;
  if (merged.hasSecondLoan === false) Object.assign(columns, { secondLoanBalanceCents: null, paysOffSecondLoan: null });
  if (merged.cashOutAmountCents === 0) columns.cashOutPurpose = null;
  if (merged.incomeSource === 'RETIREMENT' || merged.incomeSource === 'OTHER' || merged.incomeSource === 'NONE') {
    Object.assign(columns, { employerName: null, employerPhone: null, jobTitle: null, employmentStartDate: null });
  }
  if (merged.coOwnerEmails.includes(context.ownEmail.toLowerCase())) {
    errors.push({ code: 'INVALID', field: 'coOwnerEmails', message: 'Enter your co-owners’ email addresses, not your own.' });
  }
  if (merged.estimatedPropertyValueCents !== null && merged.estimatedPropertyValueCents > MAX_HOME_VALUE_CENTS && 'estimatedPropertyValue' in parsed.data) {
    errors.push({ code: 'EXCEEDS_MAX_HOME_PRICE', field: 'estimatedPropertyValue', message: DENIAL_TEXT.EXCEEDS_MAX_HOME_PRICE.message });
  }
  if (merged.employmentStartDate && merged.employmentStartDate > context.today) {
    errors.push({ code: 'INVALID', field: 'employmentStartDate', message: 'The start date cannot be in the future.' });
  }
  if (merged.additionalMonthlyEquityCents > 0 && merged.estimatedPropertyValueCents) {
    const limit = monthlyEquityPurchaseLimit(merged.estimatedPropertyValueCents);
    if (merged.additionalMonthlyEquityCents > limit) {
      errors.push({
        code: 'MONTHLY_EQUITY_PURCHASE_LIMIT',
        field: 'additionalMonthlyEquity',
        message: `The most you can add each month is ${formatCents(limit)}.`,
      });
    }
  }
  return { columns: errors.length ? {} : (columns as AnswerColumns), errors };
}

interface SectionRule {
  name: string;
  title: string;
  /** Each answer the section needs, with whether it is needed for these answers. */
  fields: Array<[field: string, needed: (a: RestructureApplicationRecord) => boolean, answered: (a: RestructureApplicationRecord) => boolean]>;
}

const always = () => true;
const set = (key: keyof RestructureApplicationRecord) => (a: RestructureApplicationRecord) => a[key] !== null && a[key] !== undefined;

const SECTIONS: SectionRule[] = [
  {
    name: 'PROPERTY',
    title: 'Your home',
    fields: [
      ['propertyUse', always, set('propertyUse')],
      ['estimatedPropertyValue', always, set('estimatedPropertyValueCents')],
      ['mortgageBalance', always, set('mortgageBalanceCents')],
    ],
  },
  {
    name: 'CO_OWNERS',
    title: 'Co-owners',
    fields: [
      ['hasCoOwners', always, set('hasCoOwners')],
      ['coOwnerEmails', (a) => a.hasCoOwners === true, (a) => a.coOwnerEmails.length > 0],
    ],
  },
  {
    name: 'INCOME',
    title: 'Income',
    fields: [
      ['ownerAnnualIncome', always, set('ownerAnnualIncomeCents')],
      ['coOwnerAnnualIncome', (a) => a.hasCoOwners === true, set('coOwnerAnnualIncomeCents')],
    ],
  },
  {
    name: 'HOUSING',
    title: 'HOA and taxes',
    fields: [
      ['hasHoa', always, set('hasHoa')],
      ['hoaFees', (a) => a.hasHoa === true, set('hoaFeesCents')],
      ['taxFileType', always, set('taxFileType')],
    ],
  },
  {
    name: 'SECOND_LOAN',
    title: 'Second loan',
    fields: [
      ['hasSecondLoan', always, set('hasSecondLoan')],
      ['secondLoanBalance', (a) => a.hasSecondLoan === true, set('secondLoanBalanceCents')],
      ['paysOffSecondLoan', (a) => a.hasSecondLoan === true, set('paysOffSecondLoan')],
    ],
  },
  { name: 'PRODUCT', title: 'Your product', fields: [['productPreference', always, set('productPreference')]] },
  {
    name: 'CASH_OUT',
    title: 'Cash out',
    fields: [
      ['cashOutAmount', always, set('cashOutAmountCents')],
      ['cashOutPurpose', (a) => (a.cashOutAmountCents ?? 0) > 0, set('cashOutPurpose')],
    ],
  },
  {
    name: 'EMPLOYMENT',
    title: 'Employment',
    fields: [
      ['incomeSource', always, set('incomeSource')],
      ...(['employerName', 'jobTitle', 'employmentStartDate'] as const).map(
        (field) =>
          [
            field,
            (a: RestructureApplicationRecord) => a.incomeSource === 'SALARY' || a.incomeSource === 'SELF_EMPLOYMENT',
            set(field),
          ] as SectionRule['fields'][number],
      ),
    ],
  },
];

/** The answer that clears each denial an applicant can clear by editing, for field-level errors. */
export const DENIAL_FIELDS: Readonly<Record<string, string>> = {
  DENIED_TOO_MUCH_CASH: 'cashOutAmount',
  DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY: 'propertyUse',
  DENIED_SECOND_LOAN_NO_PAYOFF: 'paysOffSecondLoan',
  EXCEEDS_MAX_HOME_PRICE: 'estimatedPropertyValue',
  DENIED_HIGH_LTV: 'cashOutAmount',
};

/** Which section an answer belongs to, for lastUpdatedSection. */
export function sectionOfField(field: string): string | null {
  return SECTIONS.find((section) => section.fields.some(([name]) => name === field))?.name ?? null;
}

/** The answers still needed before submission, as one INCOMPLETE error each. */
export function missingAnswers(application: RestructureApplicationRecord): AnswerError[] {
  return SECTIONS.flatMap((section) =>
    section.fields
      .filter(([, needed, answered]) => needed(application) && !answered(application))
      .map(([field]) => ({ code: 'INCOMPLETE', field, message: `${section.title}: this answer is needed before you submit.` })),
  );
}

/** Sections with their progress; every section locks once the application is submitted. */
export function sectionsOf(application: RestructureApplicationRecord) {
  return SECTIONS.map((section) => {
    const needed = section.fields.filter(([, isNeeded]) => isNeeded(application));
    const answered = needed.filter(([, , isAnswered]) => isAnswered(application));
    const percentComplete = needed.length === 0 ? 100 : Math.floor((answered.length * 100) / needed.length);
    const status = application.stage !== 'APPROVAL' ? ('LOCKED' as const) : percentComplete === 100 ? ('COMPLETE' as const) : ('OPEN' as const);
    return { name: section.name, title: section.title, status, percentComplete, firstQuestionId: section.fields[0]![0] };
  });
}
