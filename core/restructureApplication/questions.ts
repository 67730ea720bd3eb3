import { booleanOf, numberOf, textOf } from '#core/application/answers';
import type { ChoiceOption } from '#core/application/fields';
import { mortgageBalanceScreen } from '#core/application/prequalQuestions';
import {
  fieldsQuestion,
  flatSection,
  reviewScreen,
  type ApplicationQuestion,
  type ApplicationSection,
  type QuestionCatalogue,
} from '#core/application/questions';
import { formatMoney } from '#core/money/formatMoney';
import { PRODUCT_PREFERENCES, PRODUCT_TEXT, type ProductPreference } from '#core/partnership/index';
import { formatPercent } from '#core/percent/formatPercent';
import { indexQuestions } from '#core/questionEngine/index';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';
import { cashOutQuestion } from './cashOutQuestion.js';
import {
  CASH_OUT_PURPOSE_OPTIONS,
  EMPLOYMENT_TEXT_MAX_LENGTH,
  INCOME_SOURCE_OPTIONS,
  isIncomeFromWork,
  MAX_CO_OWNERS,
  MORTGAGE_BALANCE_WORDING,
  SECTION_TITLES,
  TAX_FILE_TYPE_OPTIONS,
  type RestructureSectionName,
} from './options.js';

// The restructure application's questions on the shared question engine, one screen at a
// time, for the web app, the mocks and the tests alike. Each field's key is the API's answer
// name (RestructureAnswersInput), and each section and first question match the sections the
// API reports (answers.ts), so progress agrees on both sides.

export const REVIEW_QUESTION_ID = 'review';
/** One email field per co-owner; the API takes them as one list, coOwnerEmails. */
export const CO_OWNER_EMAIL_KEYS: readonly string[] = Array.from({ length: MAX_CO_OWNERS }, (_, index) => `coOwnerEmail${index + 1}`);

/** The offer's figures the questions show: the cash it allows and each product's terms, in dollars and percent. */
export interface RestructureOffer {
  cashAvailable: number;
  products: ReadonlyArray<{ product: ProductPreference; monthlyPayment: number; cashToHomeowner: number; designatedPercentage: number }>;
}

/** The three products as choices, each with its figures for these answers when the offer is known. */
function productOptions(offer: RestructureOffer | null): ChoiceOption[] {
  return PRODUCT_PREFERENCES.map((product) => {
    const terms = offer?.products.find((p) => p.product === product);
    const figures = terms
      ? `${formatMoney(terms.monthlyPayment)} a month; ${formatMoney(terms.cashToHomeowner)} to you; Roofline’s share ${formatPercent(terms.designatedPercentage, true)}.`
      : PRODUCT_TEXT[product].summary;
    return { value: product, label: PRODUCT_TEXT[product].name, description: figures };
  });
}

/** The employer is asked about only for income from work. */
export const asksEmployer = (answers: Readonly<Record<string, unknown>>) => isIncomeFromWork(textOf(answers, 'incomeSource'));

const section = (name: RestructureSectionName, questions: readonly ApplicationQuestion[]) => flatSection(name, SECTION_TITLES[name], questions);

function sections(offer: RestructureOffer | null): ApplicationSection[] {
  return [
    section('PROPERTY', [
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
      mortgageBalanceScreen({ id: 'mortgageBalance', key: 'mortgageBalance', ...MORTGAGE_BALANCE_WORDING }),
    ]),
    section('CO_OWNERS', [
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
    section('INCOME', [
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
    section('HOUSING', [
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
    section('SECOND_LOAN', [
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
    section('PRODUCT', [
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
    section('CASH_OUT', [
      cashOutQuestion('cashOutAmount', offer?.cashAvailable ?? null, [
        {
          key: 'cashOutPurpose',
          kind: 'singleChoice',
          label: 'Purpose',
          options: CASH_OUT_PURPOSE_OPTIONS,
          isShown: ({ values }) => (numberOf(values, 'cashOutAmount') ?? 0) > 0,
        },
      ]),
    ]),
    section('EMPLOYMENT', [
      fieldsQuestion({
        id: 'incomeSource',
        title: 'Where does your income come from?',
        fields: [{ key: 'incomeSource', kind: 'singleChoice', label: 'Income source', options: INCOME_SOURCE_OPTIONS }],
      }),
      fieldsQuestion({
        id: 'employerName',
        title: 'Tell us about your work',
        description: 'We verify your employment with these details.',
        isIncluded: asksEmployer,
        fields: [
          { key: 'employerName', kind: 'text', label: 'Employer or business name', maxLength: EMPLOYMENT_TEXT_MAX_LENGTH },
          { key: 'jobTitle', kind: 'text', label: 'Job title', maxLength: EMPLOYMENT_TEXT_MAX_LENGTH },
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
  const found = restructureDefinitionFor(offer).sections.find((s) => s.id === location.sectionId);
  return found?.subsections.flatMap((sub) => sub.questions).find((q) => q.id === id) ?? null;
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
