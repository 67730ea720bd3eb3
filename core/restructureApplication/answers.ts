import { z } from 'zod/mini';
import { EMAIL_INVALID_MESSAGE } from '../account/email.js';
import {
  DENIAL_TEXT,
  LIFETIME_CASH_OUT_LIMIT_CENTS,
  MAX_HOME_VALUE_CENTS,
  PRODUCT_PREFERENCES,
  dollarsToCents,
  monthlyEquityPurchaseLimit,
} from '../partnership/index.js';
import { formatCents } from '../money/formatMoney.js';
import { dollarAmountSchema } from '../money/moneySchema.js';
import { OCCUPANCY_TYPES } from '../rates/vocabulary.js';
import {
  CASH_OUT_PURPOSE_OPTIONS,
  EMPLOYMENT_TEXT_MAX_LENGTH,
  INCOME_SOURCE_OPTIONS,
  isIncomeFromWork,
  MAX_CO_OWNERS,
  SECTION_TITLES,
  TAX_FILE_TYPE_OPTIONS,
  valuesOf,
  type RestructureSectionName,
} from './options.js';
import type { RestructureApplicationRecord } from './record.js';
import { PHONE_INVALID_MESSAGE, usPhoneDigits } from '../account/phone.js';

// The restructure application's answers: validation of what the applicant sends, the fields it
// becomes (money in cents), the sections it fills and what is still missing before submission.
// Shared by the API and the mocks; the choices and limits are the questions' own (options.ts).

/** A fixable problem with one answer (the API's user-error shape). */
/** The user-error codes these rules raise (each is a value of the schema's UserErrorCode). */
export type AnswerErrorCode = 'UNKNOWN_FIELD' | 'INVALID' | 'INCOMPLETE' | 'EXCEEDS_MAX_HOME_PRICE' | 'MONTHLY_EQUITY_PURCHASE_LIMIT' | 'DENIED_TOO_MUCH_CASH';

export interface AnswerError {
  code: AnswerErrorCode;
  message: string;
  field?: string | null;
}

const money = dollarAmountSchema;

/** zod's English wording for a string over the limit, kept whichever locale zod is set to. */
const EMPLOYMENT_TEXT_TOO_LONG = `Too big: expected string to have <=${EMPLOYMENT_TEXT_MAX_LENGTH} characters`;

const answersSchema = z.partial(
  z.strictObject({
    propertyUse: z.nullable(z.enum(OCCUPANCY_TYPES)),
    estimatedPropertyValue: z.nullable(money('the home value').check(z.refine((value) => value > 0, 'Enter the home value.'))),
    mortgageBalance: z.nullable(money('the mortgage balance')),
    hasSecondLoan: z.nullable(z.boolean()),
    secondLoanBalance: z.nullable(money('the second loan balance')),
    paysOffSecondLoan: z.nullable(z.boolean()),
    hasCoOwners: z.nullable(z.boolean()),
    coOwnerEmails: z.nullable(
      z.array(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(EMAIL_INVALID_MESSAGE))).check(
        z.maxLength(MAX_CO_OWNERS, 'At most three co-owners can join the application.'),
        z.refine((emails) => new Set(emails).size === emails.length, 'Each co-owner needs their own email address.'),
      ),
    ),
    ownerAnnualIncome: z.nullable(money('your annual income')),
    coOwnerAnnualIncome: z.nullable(money("the co-owners' annual income")),
    hasHoa: z.nullable(z.boolean()),
    hoaFees: z.nullable(money('the HOA fees')),
    taxFileType: z.nullable(z.enum(valuesOf(TAX_FILE_TYPE_OPTIONS))),
    productPreference: z.nullable(z.enum(PRODUCT_PREFERENCES)),
    cashOutAmount: z.nullable(
      money('the cash amount').check(
        z.refine((value) => dollarsToCents(value) <= LIFETIME_CASH_OUT_LIMIT_CENTS, {
          message: DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message,
          params: { code: 'DENIED_TOO_MUCH_CASH' },
        }),
      ),
    ),
    cashOutPurpose: z.nullable(z.enum(valuesOf(CASH_OUT_PURPOSE_OPTIONS))),
    additionalMonthlyEquity: z.nullable(money('the monthly equity purchase')),
    incomeSource: z.nullable(z.enum(valuesOf(INCOME_SOURCE_OPTIONS))),
    employerName: z.nullable(
      z.string().check(z.trim(), z.minLength(1, 'Enter the employer’s name.'), z.maxLength(EMPLOYMENT_TEXT_MAX_LENGTH, EMPLOYMENT_TEXT_TOO_LONG)),
    ),
    employerPhone: z.nullable(
      z
        .pipe(
          z.string(),
          z.transform((value: string) => usPhoneDigits(value)),
        )
        .check(z.refine((digits) => /^[2-9]\d{9}$/.test(digits), PHONE_INVALID_MESSAGE)),
    ),
    jobTitle: z.nullable(
      z.string().check(z.trim(), z.minLength(1, 'Enter your job title.'), z.maxLength(EMPLOYMENT_TEXT_MAX_LENGTH, EMPLOYMENT_TEXT_TOO_LONG)),
    ),
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
  if (merged.incomeSource !== null && !isIncomeFromWork(merged.incomeSource)) {
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
  name: RestructureSectionName;
  /** Each answer the section needs, with whether it is needed for these answers. */
  fields: Array<[field: string, needed: (a: RestructureApplicationRecord) => boolean, answered: (a: RestructureApplicationRecord) => boolean]>;
}

const always = () => true;
const set = (key: keyof RestructureApplicationRecord) => (a: RestructureApplicationRecord) => a[key] !== null && a[key] !== undefined;

const SECTIONS: SectionRule[] = [
  {
    name: 'PROPERTY',
    fields: [
      ['propertyUse', always, set('propertyUse')],
      ['estimatedPropertyValue', always, set('estimatedPropertyValueCents')],
      ['mortgageBalance', always, set('mortgageBalanceCents')],
    ],
  },
  {
    name: 'CO_OWNERS',
    fields: [
      ['hasCoOwners', always, set('hasCoOwners')],
      ['coOwnerEmails', (a) => a.hasCoOwners === true, (a) => a.coOwnerEmails.length > 0],
    ],
  },
  {
    name: 'INCOME',
    fields: [
      ['ownerAnnualIncome', always, set('ownerAnnualIncomeCents')],
      ['coOwnerAnnualIncome', (a) => a.hasCoOwners === true, set('coOwnerAnnualIncomeCents')],
    ],
  },
  {
    name: 'HOUSING',
    fields: [
      ['hasHoa', always, set('hasHoa')],
      ['hoaFees', (a) => a.hasHoa === true, set('hoaFeesCents')],
      ['taxFileType', always, set('taxFileType')],
    ],
  },
  {
    name: 'SECOND_LOAN',
    fields: [
      ['hasSecondLoan', always, set('hasSecondLoan')],
      ['secondLoanBalance', (a) => a.hasSecondLoan === true, set('secondLoanBalanceCents')],
      ['paysOffSecondLoan', (a) => a.hasSecondLoan === true, set('paysOffSecondLoan')],
    ],
  },
  { name: 'PRODUCT', fields: [['productPreference', always, set('productPreference')]] },
  {
    name: 'CASH_OUT',
    fields: [
      ['cashOutAmount', always, set('cashOutAmountCents')],
      ['cashOutPurpose', (a) => (a.cashOutAmountCents ?? 0) > 0, set('cashOutPurpose')],
    ],
  },
  {
    name: 'EMPLOYMENT',
    fields: [
      ['incomeSource', always, set('incomeSource')],
      ...(['employerName', 'jobTitle', 'employmentStartDate'] as const).map(
        (field) => [field, (a: RestructureApplicationRecord) => isIncomeFromWork(a.incomeSource), set(field)] as SectionRule['fields'][number],
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
      .map(([field]) => ({ code: 'INCOMPLETE', field, message: `${SECTION_TITLES[section.name]}: this answer is needed before you submit.` })),
  );
}

/** Sections with their progress; every section locks once the application is submitted. */
export function sectionsOf(application: RestructureApplicationRecord) {
  return SECTIONS.map((section) => {
    const needed = section.fields.filter(([, isNeeded]) => isNeeded(application));
    const answered = needed.filter(([, , isAnswered]) => isAnswered(application));
    const percentComplete = needed.length === 0 ? 100 : Math.floor((answered.length * 100) / needed.length);
    const status = application.stage !== 'APPROVAL' ? ('LOCKED' as const) : percentComplete === 100 ? ('COMPLETE' as const) : ('OPEN' as const);
    return { name: section.name, title: SECTION_TITLES[section.name], status, percentComplete, firstQuestionId: section.fields[0]![0] };
  });
}
