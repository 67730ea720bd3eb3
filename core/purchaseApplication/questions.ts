import type { ApplicationDefinition, Question, Section, Subsection } from '../questionEngine/types.js';
import type { AnswerError, PurchaseApplicationValues } from './applicationValues.js';
import { valueKeyOf } from './applicationValues.js';
import {
  CURRENT_PROPERTY_STATUSES,
  EARNEST_MONEY_STATUSES,
  GIFT_SOURCE_LABELS,
  GIFT_TYPE_LABELS,
  HOUSING_STATUSES,
  INCOME_SOURCE_LABELS,
  type ApplicationParty,
} from './vocabulary.js';

/**
 * The purchase application's question set on the question engine: one screen per question,
 * each question one or a few answers, each answered by one party. The web app renders it and
 * the API checks submission with it, so both agree on what is asked and what is missing.
 */

export type PurchaseFieldKind = 'text' | 'money' | 'email' | 'phone' | 'boolean' | 'choice' | 'date' | 'count';

export interface PurchaseField {
  /** The answer's name in the API (dollars for money). */
  name: string;
  label: string;
  kind: PurchaseFieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Shown only when this holds (e.g. the employer for a salary). */
  isShown?: (values: PurchaseApplicationValues) => boolean;
}

export interface PurchaseQuestion extends Question<PurchaseApplicationValues, ApplicationParty> {
  title: string;
  description?: string;
  kind: 'fields' | 'review';
  party: ApplicationParty;
  fields: readonly PurchaseField[];
}

export interface PurchaseSubsection extends Subsection<PurchaseApplicationValues, ApplicationParty> {
  title: string;
  questions: readonly PurchaseQuestion[];
}

export interface PurchaseSection extends Section<PurchaseApplicationValues, ApplicationParty> {
  title: string;
  subsections: readonly PurchaseSubsection[];
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const answered = (values: PurchaseApplicationValues, field: PurchaseField) => values[valueKeyOf(field.name)] !== null;
const employed = (source: string | null) => source === 'SALARY' || source === 'SELF_EMPLOYMENT';

function question(
  id: string,
  title: string,
  fields: PurchaseField[],
  extra: { party?: ApplicationParty; description?: string; isIncluded?: (values: PurchaseApplicationValues) => boolean } = {},
): PurchaseQuestion {
  const party = extra.party ?? 'APPLICANT';
  const shown = (values: PurchaseApplicationValues) => fields.filter((field) => !field.isShown || field.isShown(values));
  return {
    id,
    title,
    description: extra.description,
    kind: 'fields',
    party,
    fields,
    isIncluded: (values) => (extra.isIncluded ? extra.isIncluded(values) : true),
    isComplete: (values) => shown(values).every((field) => answered(values, field)),
  };
}

const yesNo = (name: string, label: string): PurchaseField => ({ name, label, kind: 'boolean' });

export const PURCHASE_SECTIONS: readonly PurchaseSection[] = [
  {
    id: 'PROPERTY',
    title: 'The home',
    subsections: [
      {
        id: 'PROPERTY',
        title: 'The home',
        questions: [
          question('propertyAddress', 'Where are you buying?', [
            { name: 'propertyAddress', label: 'Address, or the city and state you are looking in', kind: 'text' },
          ]),
          question('targetPrice', 'What price are you aiming for?', [{ name: 'targetPrice', label: 'Target or contract price', kind: 'money' }], {
            description: 'Roofline partners on homes up to $2 million.',
          }),
          question('downPayment', 'How much will you put down?', [{ name: 'downPayment', label: 'Down payment', kind: 'money' }], {
            description: 'At least 10% of the price. Roofline buys the rest with you.',
          }),
        ],
      },
    ],
  },
  {
    id: 'PEOPLE',
    title: 'Who is buying',
    subsections: [
      {
        id: 'CO_APPLICANT',
        title: 'Co-applicant',
        questions: [
          question('hasCoApplicant', 'Is anyone buying with you?', [yesNo('hasCoApplicant', 'I am buying with a co-applicant')]),
          question(
            'coApplicant',
            'Who is your co-applicant?',
            [
              { name: 'coApplicantFirstName', label: 'First name', kind: 'text' },
              { name: 'coApplicantLastName', label: 'Last name', kind: 'text' },
              { name: 'coApplicantEmail', label: 'Email', kind: 'email' },
            ],
            {
              isIncluded: (values) => values.hasCoApplicant === true,
              description: 'We email them an invitation to answer their own questions with their own login.',
            },
          ),
        ],
      },
      {
        id: 'AGENT',
        title: 'Agent',
        questions: [
          question('hasAgent', 'Are you working with a real estate agent?', [yesNo('hasAgent', 'I have an agent')]),
          question(
            'agent',
            'Who is your agent?',
            [
              { name: 'agentName', label: 'Name', kind: 'text' },
              { name: 'agentBrokerage', label: 'Brokerage', kind: 'text' },
              { name: 'agentLicenseNumber', label: 'License number', kind: 'text' },
              { name: 'agentEmail', label: 'Email', kind: 'email' },
              { name: 'agentPhone', label: 'Phone', kind: 'phone' },
            ],
            { isIncluded: (values) => values.hasAgent === true, description: 'Your agent gets a read-only status page by link, with no account.' },
          ),
        ],
      },
    ],
  },
  {
    id: 'HOUSING',
    title: 'Where you live now',
    subsections: [
      {
        id: 'HOUSING',
        title: 'Where you live now',
        questions: [
          question('housingStatus', 'Do you own or rent where you live now?', [
            {
              name: 'housingStatus',
              label: 'Current housing',
              kind: 'choice',
              options: options(HOUSING_STATUSES, { OWN: 'I own it', RENT: 'I rent', NO_PRIMARY_HOUSING: 'Neither' }),
            },
          ]),
          question(
            'currentPropertyStatus',
            'What will happen to the home you own?',
            [
              {
                name: 'currentPropertyStatus',
                label: 'Your current home',
                kind: 'choice',
                options: options(CURRENT_PROPERTY_STATUSES, { RETAINED: 'I will keep it', SOLD: 'It is sold', PENDING_SALE: 'It is for sale' }),
              },
            ],
            { isIncluded: (values) => values.housingStatus === 'OWN' },
          ),
          question('otherProperties', 'Do you own any other properties?', [
            yesNo('ownsOtherProperties', 'I own other properties'),
            { name: 'otherPropertiesCount', label: 'How many', kind: 'count', isShown: (values) => values.ownsOtherProperties === true },
          ]),
        ],
      },
    ],
  },
  {
    id: 'INCOME',
    title: 'Income',
    subsections: [
      {
        id: 'INCOME',
        title: 'Income',
        questions: [
          question('incomeSource', 'What is your main source of income?', [
            {
              name: 'incomeSource',
              label: 'Income source',
              kind: 'choice',
              options: options(Object.keys(INCOME_SOURCE_LABELS) as Array<keyof typeof INCOME_SOURCE_LABELS>, INCOME_SOURCE_LABELS),
            },
          ]),
          question('income', 'What do you earn and owe?', [
            { name: 'annualIncome', label: 'Annual income before tax', kind: 'money' },
            { name: 'monthlyDebts', label: 'Monthly debt payments (cards, car, student loans)', kind: 'money' },
          ]),
          question(
            'employer',
            'Where do you work?',
            [
              { name: 'employerName', label: 'Employer or business name', kind: 'text' },
              { name: 'jobTitle', label: 'Job title', kind: 'text' },
              { name: 'employmentStartDate', label: 'Start date', kind: 'date' },
            ],
            { isIncluded: (values) => employed(values.incomeSource) },
          ),
        ],
      },
    ],
  },
  {
    id: 'FUNDING',
    title: 'Assets and funding',
    subsections: [
      {
        id: 'FUNDING',
        title: 'Assets and funding',
        questions: [
          question('liquidAssets', 'What do you have in savings and investments?', [{ name: 'liquidAssets', label: 'Savings and investments', kind: 'money' }]),
          question('gift', 'Is anyone giving you money towards the purchase?', [
            yesNo('hasGift', 'I am receiving a gift or grant'),
            {
              name: 'giftType',
              label: 'Kind of gift',
              kind: 'choice',
              options: options(Object.keys(GIFT_TYPE_LABELS) as Array<keyof typeof GIFT_TYPE_LABELS>, GIFT_TYPE_LABELS),
              isShown: (values) => values.hasGift === true,
            },
            {
              name: 'giftSource',
              label: 'From',
              kind: 'choice',
              options: options(Object.keys(GIFT_SOURCE_LABELS) as Array<keyof typeof GIFT_SOURCE_LABELS>, GIFT_SOURCE_LABELS),
              isShown: (values) => values.hasGift === true,
            },
            { name: 'giftAmount', label: 'Amount', kind: 'money', isShown: (values) => values.hasGift === true },
          ]),
          question('earnestMoney', 'Have you deposited earnest money?', [
            {
              name: 'earnestMoney',
              label: 'Earnest money',
              kind: 'choice',
              options: options(EARNEST_MONEY_STATUSES, { DEPOSITED: 'Deposited', NOT_DEPOSITED: 'Not deposited' }),
            },
            { name: 'earnestMoneyAmount', label: 'Amount deposited', kind: 'money', isShown: (values) => values.earnestMoney === 'DEPOSITED' },
          ]),
        ],
      },
    ],
  },
  {
    id: 'CO_APPLICANT_INCOME',
    title: 'Co-applicant’s income',
    subsections: [
      {
        id: 'CO_APPLICANT_INCOME',
        title: 'Co-applicant’s income',
        isShown: (values) => values.hasCoApplicant === true,
        questions: [
          question(
            'coApplicantIncome',
            'What is your income?',
            [
              {
                name: 'coApplicantIncomeSource',
                label: 'Income source',
                kind: 'choice',
                options: options(Object.keys(INCOME_SOURCE_LABELS) as Array<keyof typeof INCOME_SOURCE_LABELS>, INCOME_SOURCE_LABELS),
              },
              { name: 'coApplicantAnnualIncome', label: 'Annual income before tax', kind: 'money' },
              {
                name: 'coApplicantEmployerName',
                label: 'Employer or business name',
                kind: 'text',
                isShown: (values) => employed(values.coApplicantIncomeSource),
              },
              { name: 'coApplicantJobTitle', label: 'Job title', kind: 'text', isShown: (values) => employed(values.coApplicantIncomeSource) },
            ],
            { party: 'CO_APPLICANT', isIncluded: (values) => values.hasCoApplicant === true },
          ),
        ],
      },
    ],
  },
  {
    id: 'REVIEW',
    title: 'Review',
    subsections: [
      {
        id: 'REVIEW',
        title: 'Review',
        questions: [
          {
            id: 'review',
            title: 'Review and submit',
            kind: 'review',
            party: 'APPLICANT',
            fields: [],
            isComplete: () => false,
            isEndScreen: true,
            doesNotCount: true,
          },
        ],
      },
    ],
  },
];

export const PURCHASE_APPLICATION_DEFINITION: ApplicationDefinition<PurchaseApplicationValues, ApplicationParty> = { sections: PURCHASE_SECTIONS };

/** Every question the values call for, in order, with the party who answers it. */
export function includedQuestions(values: PurchaseApplicationValues): PurchaseQuestion[] {
  return PURCHASE_SECTIONS.flatMap((section) =>
    section.subsections
      .filter((sub) => !sub.isShown || sub.isShown(values, 'APPLICANT'))
      .flatMap((sub) => sub.questions.filter((q) => q.kind === 'fields' && (!q.isIncluded || q.isIncluded(values, q.party)))),
  );
}

/** One INCOMPLETE error per needed answer not yet given (field is the answer's name), for one party or all. */
export function missingPurchaseAnswers(values: PurchaseApplicationValues, party?: ApplicationParty): AnswerError[] {
  return includedQuestions(values)
    .filter((q) => !party || q.party === party)
    .flatMap((q) => q.fields.filter((field) => (!field.isShown || field.isShown(values)) && !answered(values, field)))
    .map((field) => ({ code: 'INCOMPLETE' as const, field: field.name, message: `Answer “${field.label}”.` }));
}

export interface PurchaseSectionProgress {
  name: string;
  title: string;
  party: ApplicationParty;
  status: 'OPEN' | 'COMPLETE' | 'LOCKED';
  percentComplete: number;
}

/** Each section's progress; every section locks once the application is submitted. */
export function purchaseSectionsOf(values: PurchaseApplicationValues, submitted: boolean): PurchaseSectionProgress[] {
  return PURCHASE_SECTIONS.filter((section) => section.id !== 'REVIEW').flatMap((section) => {
    const questions = includedQuestions(values).filter((q) => section.subsections.some((sub) => sub.questions.includes(q)));
    if (questions.length === 0) return [];
    const done = questions.filter((q) => q.isComplete(values, q.party)).length;
    const percentComplete = Math.floor((done / questions.length) * 100);
    return [
      {
        name: section.id,
        title: section.title,
        party: questions[0]!.party,
        status: submitted ? 'LOCKED' : done === questions.length ? 'COMPLETE' : 'OPEN',
        percentComplete,
      },
    ];
  });
}
