import { centsToDollars } from '#core/money/cents';
import { indexQuestions } from '#core/questionEngine/index';
import { DENIAL_TEXT, LIFETIME_CASH_OUT_LIMIT_CENTS, PRODUCT_TEXT } from '#core/partnership/index';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';
import {
  booleanOf,
  fieldsQuestion,
  flatSection,
  numberOf,
  reviewScreen,
  textOf,
  type ChoiceOption,
  type QuestionCatalogue,
  type ApplicationQuestion,
  type ApplicationSection,
} from '#core/application/index';
import type { RestructureApplicationDetailsFragment } from '#generated/web';
import { formatMoney, formatPercent } from '#web/lib/format';

// The restructure application's questions on the shared question engine, one screen at a
// time. Each field's key is the API's answer name (RestructureAnswersInput), and each section
// and first question match the sections the API reports, so progress agrees on both sides.

export const REVIEW_QUESTION_ID = 'review';
const CO_OWNER_EMAIL_KEYS = ['coOwnerEmail1', 'coOwnerEmail2', 'coOwnerEmail3'] as const;
const MAX_CASH = centsToDollars(LIFETIME_CASH_OUT_LIMIT_CENTS);

const TAX_FILE_TYPE_OPTIONS: ChoiceOption[] = [
  { value: 'SINGLE', label: 'Single' },
  { value: 'MARRIED_FILING_JOINTLY', label: 'Married filing jointly' },
  { value: 'MARRIED_FILING_SEPARATELY', label: 'Married filing separately' },
  { value: 'HEAD_OF_HOUSEHOLD', label: 'Head of household' },
  { value: 'QUALIFYING_SURVIVING_SPOUSE', label: 'Qualifying surviving spouse' },
];
const CASH_OUT_PURPOSE_OPTIONS: ChoiceOption[] = [
  { value: 'CONSOLIDATE_DEBT', label: 'Consolidate debt' },
  { value: 'RENOVATIONS', label: 'Renovations' },
  { value: 'REPAIRS', label: 'Repairs' },
  { value: 'EDUCATION_EXPENSES', label: 'Education expenses' },
  { value: 'FINANCE_A_PURCHASE', label: 'Finance a purchase' },
  { value: 'OTHER', label: 'Something else' },
];
const INCOME_SOURCE_OPTIONS: ChoiceOption[] = [
  { value: 'SALARY', label: 'A salary or wages' },
  { value: 'SELF_EMPLOYMENT', label: 'Self-employment' },
  { value: 'RETIREMENT', label: 'Retirement income' },
  { value: 'OTHER', label: 'Other income' },
  { value: 'NONE', label: 'No income' },
];

export type RestructureOffer = NonNullable<RestructureApplicationDetailsFragment['offer']>;

/** The three products as choices, each with its figures for these answers when the offer is known. */
function productOptions(offer: RestructureOffer | null): ChoiceOption[] {
  return (['KEEP', 'PAYOFF', 'SAVER'] as const).map((product) => {
    const terms = offer?.products.find((p) => p.product === product);
    const figures = terms
      ? `${formatMoney(terms.monthlyPayment)} a month; ${formatMoney(terms.cashToHomeowner)} to you; Roofline’s share ${formatPercent(terms.designatedPercentage, true)}.`
      : PRODUCT_TEXT[product].summary;
    return { value: product, label: PRODUCT_TEXT[product].name, description: figures };
  });
}

const employed = (answers: Record<string, unknown>) => ['SALARY', 'SELF_EMPLOYMENT'].includes(textOf(answers, 'incomeSource') ?? '');

function sections(offer: RestructureOffer | null): ApplicationSection[] {
  return [
    flatSection('PROPERTY', 'Your home', [
      fieldsQuestion({
        id: 'propertyUse',
        title: 'How do you use your home?',
        fields: [{ key: 'propertyUse', kind: 'singleChoice', label: 'Use', options: PROPERTY_USE_OPTIONS }],
      }),
      fieldsQuestion({
        id: 'estimatedPropertyValue',
        title: 'What is your home worth today?',
        description: 'Your best estimate; the inspection confirms it.',
        fields: [{ key: 'estimatedPropertyValue', kind: 'money', min: 1, label: 'Home value' }],
      }),
      fieldsQuestion({
        id: 'mortgageBalance',
        title: 'How much do you owe on your mortgage?',
        description: 'Enter 0 if the home is paid off.',
        fields: [
          {
            key: 'mortgageBalance',
            kind: 'money',
            label: 'Mortgage balance',
            check: (value, { answers }) => {
              const worth = numberOf(answers, 'estimatedPropertyValue');
              return worth !== null && typeof value === 'number' && value > worth ? 'The balance cannot be more than the home is worth.' : null;
            },
          },
        ],
      }),
    ]),
    flatSection('CO_OWNERS', 'Co-owners', [
      fieldsQuestion({
        id: 'hasCoOwners',
        title: 'Does anyone else own the home with you?',
        fields: [
          { key: 'hasCoOwners', kind: 'yesNo', label: 'Co-owners', labelIsTitle: true },
          ...CO_OWNER_EMAIL_KEYS.map((key, index) => ({
            key,
            kind: 'email' as const,
            label: index === 0 ? 'Co-owner’s email address' : `Another co-owner’s email address (optional)`,
            optional: index > 0,
            isShown: ({ values }: { values: Readonly<Record<string, unknown>> }) => booleanOf(values, 'hasCoOwners') === true,
          })),
        ],
      }),
    ]),
    flatSection('INCOME', 'Income', [
      fieldsQuestion({
        id: 'ownerAnnualIncome',
        title: 'What is your annual income?',
        description: 'Before taxes.',
        fields: [{ key: 'ownerAnnualIncome', kind: 'money', label: 'Annual income' }],
      }),
      fieldsQuestion({
        id: 'coOwnerAnnualIncome',
        title: 'What is your co-owners’ annual income?',
        description: 'Together, before taxes.',
        isIncluded: (answers) => booleanOf(answers, 'hasCoOwners') === true,
        fields: [{ key: 'coOwnerAnnualIncome', kind: 'money', label: 'Co-owners’ annual income' }],
      }),
    ]),
    flatSection('HOUSING', 'HOA and taxes', [
      fieldsQuestion({
        id: 'hasHoa',
        title: 'Does your home belong to a homeowners association (HOA)?',
        fields: [
          { key: 'hasHoa', kind: 'yesNo', label: 'HOA', labelIsTitle: true },
          { key: 'hoaFees', kind: 'money', label: 'HOA fees a month', isShown: ({ values }) => booleanOf(values, 'hasHoa') === true },
        ],
      }),
      fieldsQuestion({
        id: 'taxFileType',
        title: 'How do you file your federal income tax?',
        fields: [{ key: 'taxFileType', kind: 'singleChoice', label: 'Filing status', options: TAX_FILE_TYPE_OPTIONS }],
      }),
    ]),
    flatSection('SECOND_LOAN', 'Second loan', [
      fieldsQuestion({
        id: 'hasSecondLoan',
        title: 'Do you have a second mortgage or home equity line?',
        fields: [
          { key: 'hasSecondLoan', kind: 'yesNo', label: 'Second loan', labelIsTitle: true },
          { key: 'secondLoanBalance', kind: 'money', label: 'Second loan balance', isShown: ({ values }) => booleanOf(values, 'hasSecondLoan') === true },
          {
            key: 'paysOffSecondLoan',
            kind: 'yesNo',
            label: 'Will it be paid off at closing?',
            isShown: ({ values }) => booleanOf(values, 'hasSecondLoan') === true,
          },
        ],
      }),
    ]),
    flatSection('PRODUCT', 'Your product', [
      fieldsQuestion({
        id: 'productPreference',
        title: 'Which partnership suits you?',
        description: 'The figures are for your answers so far; you can change your mind until you submit.',
        fields: [
          { key: 'productPreference', kind: 'singleChoice', label: 'Product', options: productOptions(offer) },
          { key: 'additionalMonthlyEquity', kind: 'money', label: 'Extra equity to buy back each month (optional)', optional: true },
        ],
      }),
    ]),
    flatSection('CASH_OUT', 'Cash out', [
      fieldsQuestion({
        id: 'cashOutAmount',
        title: 'How much cash would you like?',
        description: offer
          ? `Up to ${formatMoney(Math.min(offer.cashAvailable, MAX_CASH))} on your answers. Enter 0 for none.`
          : `Up to ${formatMoney(MAX_CASH)}. Enter 0 for none.`,
        fields: [
          {
            key: 'cashOutAmount',
            kind: 'money',
            label: 'Cash amount',
            check: (value) => (typeof value === 'number' && value > MAX_CASH ? DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message : null),
          },
          {
            key: 'cashOutPurpose',
            kind: 'singleChoice',
            label: 'Purpose',
            options: CASH_OUT_PURPOSE_OPTIONS,
            isShown: ({ values }) => (numberOf(values, 'cashOutAmount') ?? 0) > 0,
          },
        ],
      }),
    ]),
    flatSection('EMPLOYMENT', 'Employment', [
      fieldsQuestion({
        id: 'incomeSource',
        title: 'Where does your income come from?',
        fields: [{ key: 'incomeSource', kind: 'singleChoice', label: 'Income source', options: INCOME_SOURCE_OPTIONS }],
      }),
      fieldsQuestion({
        id: 'employerName',
        title: 'Tell us about your work',
        description: 'We verify your employment with these details.',
        isIncluded: employed,
        fields: [
          { key: 'employerName', kind: 'text', label: 'Employer or business name', maxLength: 200 },
          { key: 'jobTitle', kind: 'text', label: 'Job title', maxLength: 200 },
          { key: 'employmentStartDate', kind: 'date', range: 'past', label: 'Start date' },
          { key: 'employerPhone', kind: 'phone', label: 'Employer phone (optional)', optional: true },
        ],
      }),
    ]),
    flatSection('REVIEW', 'Review', [reviewScreen({ id: REVIEW_QUESTION_ID, title: 'Review and submit' })]),
  ];
}

/** The definition the engine runs (completion does not depend on the offer's figures). */
export const restructureApplicationDefinition: QuestionCatalogue = { sections: sections(null) };

/** The definition as shown, with the product choices priced by the current offer. */
export function restructureDefinitionFor(offer: RestructureOffer | null): QuestionCatalogue {
  return offer ? { sections: sections(offer) } : restructureApplicationDefinition;
}

const index = indexQuestions(restructureApplicationDefinition);

export function findRestructureQuestion(id: string, offer: RestructureOffer | null = null): ApplicationQuestion | null {
  const location = index.get(id);
  if (!location) return null;
  const section = restructureDefinitionFor(offer).sections.find((s) => s.id === location.sectionId);
  return section?.subsections.flatMap((sub) => sub.questions).find((q) => q.id === id) ?? null;
}

export function sectionOfRestructureQuestion(id: string): ApplicationSection | null {
  const sectionId = index.get(id)?.sectionId;
  return restructureApplicationDefinition.sections.find((s) => s.id === sectionId) ?? null;
}

/** The question that asks an answer (for the API's field names, e.g. a submit problem's field). */
export function questionOfField(field: string): ApplicationQuestion | null {
  const key = field === 'coOwnerEmails' ? CO_OWNER_EMAIL_KEYS[0] : field;
  return (
    restructureApplicationDefinition.sections
      .flatMap((s) => s.subsections.flatMap((sub) => sub.questions))
      .find((q) => q.id === field || (q.kind === 'fields' && q.fields.some((f) => f.key === key))) ?? null
  );
}

type Details = Pick<RestructureApplicationDetailsFragment, keyof RestructureApplicationDetailsFragment>;

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

/**
 * The application's answers as the engine reads them: a key is present only once answered.
 * Answers that are not asked (the co-owner list when there is none) count as answered.
 */
export function answersOf(application: Details): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const key of ANSWER_KEYS) if (application[key] !== null && application[key] !== undefined) answers[key] = application[key];
  if (application.productPreference) answers.additionalMonthlyEquity = application.additionalMonthlyEquity || null;
  if (application.hasCoOwners !== null) {
    CO_OWNER_EMAIL_KEYS.forEach((key, i) => {
      answers[key] = application.coOwnerEmails[i] ?? null;
    });
    if (application.hasCoOwners && application.coOwnerEmails.length === 0) delete answers[CO_OWNER_EMAIL_KEYS[0]];
  }
  // Fields hidden by an earlier answer are answered by being hidden.
  if (application.hasHoa === false) answers.hoaFees = null;
  if (application.hasSecondLoan === false) Object.assign(answers, { secondLoanBalance: null, paysOffSecondLoan: null });
  if (application.cashOutAmount === 0) answers.cashOutPurpose = null;
  if (application.incomeSource && !employed(answers))
    Object.assign(answers, { employerName: null, jobTitle: null, employmentStartDate: null, employerPhone: null });
  else if (application.employerName) answers.employerPhone ??= null;
  return answers;
}

/** One screen's changes as the API's answers: co-owner emails become one list, hidden fields are cleared. */
export function toAnswersInput(changes: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if ((CO_OWNER_EMAIL_KEYS as readonly string[]).includes(key)) continue;
    input[key] = key === 'additionalMonthlyEquity' ? (value ?? 0) : value;
  }
  if (CO_OWNER_EMAIL_KEYS.some((key) => key in changes)) {
    input.coOwnerEmails = CO_OWNER_EMAIL_KEYS.map((key) => changes[key]).filter((v): v is string => typeof v === 'string' && v !== '');
  }
  return input;
}
