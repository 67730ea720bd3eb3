// The partnership application's sections, choices and limits, written once: the questions
// (questions.ts) show them and the API's validation (answers.ts) accepts exactly them. Values
// are the schema's enum values.

/** The sections in the order they are asked, with their titles. */
export const SECTION_TITLES = {
  PROPERTY: 'Your home',
  CO_OWNERS: 'Co-owners',
  INCOME: 'Income',
  HOUSING: 'HOA and taxes',
  SECOND_LOAN: 'Second loan',
  PRODUCT: 'Your product',
  CASH_OUT: 'Cash out',
  EMPLOYMENT: 'Employment',
} as const;
export type RestructureSectionName = keyof typeof SECTION_TITLES;

/** The mortgage balance's wording, the same in the partnership's prequal and its application. */
export const MORTGAGE_BALANCE_WORDING = { label: 'Mortgage balance', description: 'Enter 0 if the home is paid off.' } as const;

/** Co-owners who can join the application, each by an email address. */
export const MAX_CO_OWNERS = 3;
/** The employer's name and the job title. */
export const EMPLOYMENT_TEXT_MAX_LENGTH = 200;

export const TAX_FILE_TYPE_OPTIONS = [
  { value: 'SINGLE', label: 'Single' },
  { value: 'MARRIED_FILING_JOINTLY', label: 'Married filing jointly' },
  { value: 'MARRIED_FILING_SEPARATELY', label: 'Married filing separately' },
  { value: 'HEAD_OF_HOUSEHOLD', label: 'Head of household' },
  { value: 'QUALIFYING_SURVIVING_SPOUSE', label: 'Qualifying surviving spouse' },
] as const;

export const CASH_OUT_PURPOSE_OPTIONS = [
  { value: 'CONSOLIDATE_DEBT', label: 'Consolidate debt' },
  { value: 'RENOVATIONS', label: 'Renovations' },
  { value: 'REPAIRS', label: 'Repairs' },
  { value: 'EDUCATION_EXPENSES', label: 'Education expenses' },
  { value: 'FINANCE_A_PURCHASE', label: 'Finance a purchase' },
  { value: 'OTHER', label: 'Something else' },
] as const;

export const INCOME_SOURCE_OPTIONS = [
  { value: 'SALARY', label: 'A salary or wages' },
  { value: 'SELF_EMPLOYMENT', label: 'Self-employment' },
  { value: 'RETIREMENT', label: 'Retirement income' },
  { value: 'OTHER', label: 'Other income' },
  { value: 'NONE', label: 'No income' },
] as const;

/** The values of a list of options, for a schema that accepts exactly them. */
export const valuesOf = <Value extends string>(options: ReadonlyArray<{ value: Value }>): Value[] => options.map((option) => option.value);

/** The employer is asked about only for income from work. */
export const isIncomeFromWork = (incomeSource: string | null | undefined): boolean => incomeSource === 'SALARY' || incomeSource === 'SELF_EMPLOYMENT';
