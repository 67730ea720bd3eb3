import { booleanOf, yearsBefore, type ApplicationAnswers } from '#core/application/answers';
import type { FieldDef, FieldScope } from '#core/application/fields';
import { BANKRUPTCY_CHAPTER_OPTIONS, OCCUPANCY_OPTIONS, TITLE_HELD_OPTIONS } from '../options.js';
import { isPartyIncluded, partyKey, wordsFor, type Party, type PartyWords } from '../party.js';
import { endScreen, fieldsQuestion, type ApplicationQuestion, type ApplicationSection } from '#core/application/questions';
import { DECLARATION_LOOK_BACK_YEARS, SAVED_NOTE } from './copy.js';

const YEARS = DECLARATION_LOOK_BACK_YEARS;

/**
 * The yes/no declarations of section 5 of the 1003 that, answered yes, need an explanation.
 * `flag` and `explanation` are the answer keys behind the party prefix; events with a date
 * ask when it happened, within the look-back.
 */
export interface DeclarationSpec {
  id: string;
  flag: string;
  explanation: string;
  dateKey?: string;
  title: (w: PartyWords) => string;
}

export const DECLARATIONS: readonly DeclarationSpec[] = [
  {
    id: 'CoSigner',
    flag: 'IsCoSignerOrEndorserOnNote',
    explanation: 'CoSignerExplanation',
    title: (w) => `${w.Be} ${w.subject} a co-signer, endorser or guarantor on any debt or loan not listed in this application?`,
  },
  {
    id: 'Judgments',
    flag: 'HasOutstandingJudgments',
    explanation: 'JudgmentsExplanation',
    title: (w) => `Are there any outstanding judgments against ${w.subject}?`,
  },
  {
    id: 'FederalDebt',
    flag: 'IsDelinquentOnFederalDebt',
    explanation: 'FederalDebtExplanation',
    title: (w) => `${w.Be} ${w.subject} currently delinquent or in default on a federal debt?`,
  },
  {
    id: 'Lawsuit',
    flag: 'IsPartyToLawsuit',
    explanation: 'LawsuitExplanation',
    title: (w) => `${w.Be} ${w.subject} a party to a lawsuit that could bring personal financial liability?`,
  },
  {
    id: 'DeedInLieu',
    flag: 'HasConveyedTitleInLieuOfForeclosure',
    explanation: 'DeedInLieuExplanation',
    dateKey: 'DeedInLieuDate',
    title: (w) => `In the past ${YEARS} years, ${w.have} ${w.subject} given up title to a property in lieu of foreclosure (deed in lieu)?`,
  },
  {
    id: 'ShortSale',
    flag: 'HasCompletedShortSale',
    explanation: 'ShortSaleExplanation',
    dateKey: 'ShortSaleDate',
    title: (w) => `In the past ${YEARS} years, ${w.have} ${w.subject} completed a pre-foreclosure sale or short sale?`,
  },
  {
    id: 'Foreclosure',
    flag: 'HasPropertyForeclosed',
    explanation: 'ForeclosureExplanation',
    dateKey: 'ForeclosureDate',
    title: (w) => `In the past ${YEARS} years, ${w.have} ${w.subject} had a property foreclosed upon?`,
  },
  {
    id: 'Bankruptcy',
    flag: 'HasDeclaredBankruptcy',
    explanation: 'BankruptcyExplanation',
    dateKey: 'BankruptcyDate',
    title: (w) => `In the past ${YEARS} years, ${w.have} ${w.subject} declared bankruptcy?`,
  },
  {
    id: 'Alimony',
    flag: 'IsObligatedToPayAlimonyOrChildSupport',
    explanation: 'AlimonyExplanation',
    title: (w) => `${w.Be} ${w.subject} obligated to pay alimony, child support or separate maintenance?`,
  },
];

const saidYes =
  (key: string) =>
  ({ values }: FieldScope) =>
    booleanOf(values, key) === true;

function withinLookBack(value: unknown, { context }: FieldScope): string | null {
  return typeof value === 'string' && value < yearsBefore(context.today, YEARS)
    ? `Only events in the past ${YEARS} years need to be declared; answer No if it was earlier.`
    : null;
}

function explainedDeclaration(party: Party, spec: DeclarationSpec): ApplicationQuestion {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  const shown = saidYes(k(spec.flag));
  const fields: FieldDef[] = [{ key: k(spec.flag), kind: 'yesNo', label: spec.title(w), labelIsTitle: true }];
  if (spec.id === 'Bankruptcy') {
    fields.push({ key: k('BankruptcyChapters'), kind: 'multipleChoice', label: 'Type of bankruptcy', options: BANKRUPTCY_CHAPTER_OPTIONS, isShown: shown });
  }
  if (spec.dateKey) fields.push({ key: k(spec.dateKey), kind: 'date', range: 'past', label: 'When it happened', isShown: shown, check: withinLookBack });
  fields.push({
    key: k(spec.explanation),
    kind: 'text',
    multiline: true,
    label: 'Please explain',
    hint: 'What happened, the amounts involved and where things stand now',
    isShown: shown,
  });
  return fieldsQuestion({
    id: k(`Declaration${spec.id}`),
    title: spec.title(w),
    isIncluded: party === 'borrower' ? undefined : (answers: ApplicationAnswers) => isPartyIncluded(party, answers),
    fields,
  });
}

function declarationQuestions(party: Party): ApplicationQuestion[] {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  const isIncluded = party === 'borrower' ? undefined : (answers: ApplicationAnswers) => isPartyIncluded(party, answers);
  const hadOwnership = ({ values }: FieldScope) =>
    booleanOf(values, k('WillOccupyAsPrimaryResidence')) === true && booleanOf(values, k('HadOwnershipInterestInLastThreeYears')) === true;
  return [
    fieldsQuestion({
      id: k('DeclarationOccupancy'),
      title: `Will ${w.subject} live in this home as ${w.possessive === 'your' ? 'your' : 'their'} primary residence?`,
      isIncluded,
      fields: [
        { key: k('WillOccupyAsPrimaryResidence'), kind: 'yesNo', label: 'Will live in it as a primary residence', labelIsTitle: true },
        {
          key: k('HadOwnershipInterestInLastThreeYears'),
          kind: 'yesNo',
          label: `Owned any other property in the past 3 years`,
          isShown: saidYes(k('WillOccupyAsPrimaryResidence')),
        },
        { key: k('PriorPropertyUsage'), kind: 'singleChoice', label: 'How was that property used?', options: OCCUPANCY_OPTIONS, isShown: hadOwnership },
        { key: k('PriorPropertyTitleHeld'), kind: 'singleChoice', label: 'How was the title held?', options: TITLE_HELD_OPTIONS, isShown: hadOwnership },
      ],
    }),
    fieldsQuestion({
      id: k('DeclarationBorrowedFunds'),
      title: `${w.Be} ${w.subject} borrowing money for this refinance, or getting money from anyone, that is not listed in this application?`,
      description: 'For example a personal loan to cover closing costs.',
      isIncluded,
      fields: [
        { key: k('IsDownPaymentBorrowed'), kind: 'yesNo', label: 'Borrowing undisclosed money', labelIsTitle: true },
        { key: k('BorrowedAmount'), kind: 'money', min: 1, label: 'Amount', isShown: saidYes(k('IsDownPaymentBorrowed')) },
        { key: k('BorrowedFundsExplanation'), kind: 'text', multiline: true, label: 'Please explain', isShown: saidYes(k('IsDownPaymentBorrowed')) },
      ],
    }),
    fieldsQuestion({
      id: k('DeclarationNewCredit'),
      title: `Before this loan closes, will ${w.subject} apply for other credit?`,
      isIncluded,
      fields: [
        { key: k('IsApplyingForOtherMortgage'), kind: 'yesNo', label: 'A mortgage on another property' },
        { key: k('IsApplyingForNewCredit'), kind: 'yesNo', label: 'Any other new credit, such as a car loan or credit card' },
      ],
    }),
    fieldsQuestion({
      id: k('DeclarationPriorityLien'),
      title: 'Will this home be subject to a lien that could take priority over the mortgage?',
      description: 'For example a clean energy (PACE) loan repaid through property taxes.',
      isIncluded,
      fields: [{ key: k('HasPriorityLien'), kind: 'yesNo', label: 'Subject to a priority lien' }],
    }),
    ...DECLARATIONS.map((spec) => explainedDeclaration(party, spec)),
  ];
}

export const declarationsSection: ApplicationSection = {
  id: 'declarations',
  title: 'Declarations',
  subsections: [
    { id: 'borrowerDeclarations', title: 'Your declarations', questions: declarationQuestions('borrower') },
    {
      id: 'coBorrowerDeclarations',
      title: 'Co-borrower’s declarations',
      isShown: (answers) => isPartyIncluded('coBorrower', answers),
      questions: declarationQuestions('coBorrower'),
    },
    { id: 'declarationsEnd', title: 'Done', questions: [endScreen({ id: 'declarationsDone', title: 'Your declarations are saved', description: SAVED_NOTE })] },
  ],
};
