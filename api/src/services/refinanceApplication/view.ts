import type { Declarations, Employment, MilitaryService, PropertyLoan, RefinanceApplication as RefinanceApplicationGql } from '#generated/server';
import { booleanOf, itemsOf, listOf, numberOf, textOf, type GroupItem, type ApplicationAnswers, type AnswerContext } from '#core/application/index';
import {
  DECLARATIONS,
  isJointApplication,
  partyKey,
  redactAnswers,
  refinanceQuestionMap,
  summarizeSections,
  type Party,
} from '#core/refinanceApplication/index';
import type { RefinanceApplication } from '../../models/RefinanceApplication.js';
import { centsToDollars, dollarsToCents } from '#core/money/cents';
import { propertyLocationOf } from '#core/application/propertyLocation';

// The typed face of an application (spec section 3's key fields), read from its answers.
// Answers were validated against the catalogue's option lists, which are the schema's enum
// values, so the enum casts below only restate what validation already guaranteed.

export type RefinanceApplicationView = Omit<RefinanceApplicationGql, 'rateOption'>;

const enumOf = <T extends string>(answers: ApplicationAnswers, key: string) => textOf(answers, key) as T | null;
const textIn = (item: GroupItem, key: string) => textOf(item, key);
const numberIn = (item: GroupItem, key: string) => numberOf(item, key);
const booleanIn = (item: GroupItem, key: string) => booleanOf(item, key);

function employmentsOf(answers: ApplicationAnswers, party: Party): Employment[] {
  return [...itemsOf(answers, partyKey(party, 'Employments')), ...itemsOf(answers, partyKey(party, 'PreviousEmployments'))].map((item) => ({
    businessName: textIn(item, 'businessName'),
    businessPhone: textIn(item, 'businessPhone'),
    startDate: textIn(item, 'startDate'),
    endDate: textIn(item, 'endDate'),
    isCurrentEmployment: booleanIn(item, 'isCurrentEmployment') === true,
    isSelfEmployed: booleanIn(item, 'isSelfEmployed'),
    jobTitle: textIn(item, 'jobTitle'),
    monthlyIncome: numberIn(item, 'monthlyIncome'),
    monthsInProfession: numberIn(item, 'monthsInProfession'),
    yearsInProfession: numberIn(item, 'yearsInProfession'),
    isPrimaryApplicant: party === 'borrower',
  }));
}

function propertyLoansOf(answers: ApplicationAnswers, key: string): PropertyLoan[] {
  return itemsOf(answers, key).map((item) => ({
    creditorName: textIn(item, 'creditorName'),
    lienType: textIn(item, 'lienType') as PropertyLoan['lienType'],
    unpaidBalance: numberIn(item, 'unpaidBalance'),
    loanAmount: numberIn(item, 'loanAmount'),
    monthlyPayment: numberIn(item, 'monthlyPayment'),
    creditLimit: numberIn(item, 'creditLimit'),
    isToBePaidOff: booleanIn(item, 'isToBePaidOff'),
  }));
}

function declarationsOf(answers: ApplicationAnswers, party: Party): Declarations {
  const k = (name: string) => partyKey(party, name);
  const flag = (name: string) => booleanOf(answers, k(name));
  const text = (name: string) => textOf(answers, k(name));
  const declared: Record<string, boolean | string | null> = {};
  for (const spec of DECLARATIONS) {
    const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
    declared[lower(spec.flag)] = flag(spec.flag);
    declared[lower(spec.explanation)] = text(spec.explanation);
    if (spec.dateKey) declared[lower(spec.dateKey)] = text(spec.dateKey);
  }
  return {
    ...(declared as Partial<Declarations>),
    willOccupyAsPrimaryResidence: flag('WillOccupyAsPrimaryResidence'),
    hadOwnershipInterestInLastThreeYears: flag('HadOwnershipInterestInLastThreeYears'),
    isDownPaymentBorrowed: flag('IsDownPaymentBorrowed'),
    borrowedAmount: numberOf(answers, k('BorrowedAmount')),
    borrowedFundsExplanation: text('BorrowedFundsExplanation'),
    isApplyingForOtherMortgage: flag('IsApplyingForOtherMortgage'),
    isApplyingForNewCredit: flag('IsApplyingForNewCredit'),
    hasPriorityLien: flag('HasPriorityLien'),
    bankruptcyChapters: listOf(answers, k('BankruptcyChapters')) as Declarations['bankruptcyChapters'],
  };
}

function militaryOf(answers: ApplicationAnswers, party: Party): MilitaryService {
  return {
    hasMilitaryService: booleanOf(answers, partyKey(party, 'HasMilitaryService')),
    statuses: listOf(answers, partyKey(party, 'MilitaryStatuses')) as MilitaryService['statuses'],
    serviceExpiresOn: textOf(answers, partyKey(party, 'MilitaryServiceExpiresOn')),
  };
}

/** The application as the API returns it: key fields typed, answers redacted, progress computed now. */
export function toRefinanceApplicationView(application: RefinanceApplication, context: AnswerContext): RefinanceApplicationView {
  const answers = application.answers;
  const joint = isJointApplication(answers);
  const map = refinanceQuestionMap(answers, context);
  const money = (key: string) => numberOf(answers, key);
  const housingParts = ['monthlyHomeownersInsurance', 'monthlyPropertyTaxes', 'monthlyMortgageInsurance', 'monthlyHoaDues', 'monthlyOtherHousingCosts'];
  return {
    uuid: application.uuid,
    prequalUuid: application.prequalUuid,
    loanApplicationUuid: application.loanApplicationUuid,
    applicationSubmittedAt: application.applicationSubmittedAt,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    propertyLocation: propertyLocationOf(answers),
    applicantMode: enumOf(answers, 'applicantMode'),
    noOfBorrowers: joint ? 2 : 1,
    isLegalNameConfirmed: booleanOf(answers, 'borrowerIsLegalNameConfirmed') === true,
    citizenship: enumOf(answers, 'borrowerCitizenship'),
    maritalStatus: enumOf(answers, 'borrowerMaritalStatus'),
    coBorrowerCitizenship: joint ? enumOf(answers, 'coBorrowerCitizenship') : null,
    coBorrowerMaritalStatus: joint
      ? textOf(answers, 'applicantMode') === 'JOINTLY_WITH_SPOUSE'
        ? 'MARRIED'
        : enumOf(answers, 'coBorrowerMaritalStatus')
      : null,
    loanType: enumOf(answers, 'loanType'),
    loanInterestType: enumOf(answers, 'loanInterestType'),
    loanAmount: money('loanAmount'),
    propertyValue: money('propertyValue'),
    occupancy: enumOf(answers, 'propertyOccupancy'),
    rateOptionUuid: application.rateOptionUuid,
    employments: [...employmentsOf(answers, 'borrower'), ...(joint ? employmentsOf(answers, 'coBorrower') : [])],
    existingPropertyLoans: propertyLoansOf(answers, 'existingPropertyLoans'),
    plannedPropertyLoans: propertyLoansOf(answers, 'plannedPropertyLoans'),
    monthlyHousingCosts: {
      homeownersInsurance: money('monthlyHomeownersInsurance'),
      propertyTaxes: money('monthlyPropertyTaxes'),
      mortgageInsurance: money('monthlyMortgageInsurance'),
      hoaDues: money('monthlyHoaDues'),
      other: money('monthlyOtherHousingCosts'),
      // Summed in cents so the total is exact.
      total: centsToDollars(housingParts.reduce((cents, key) => cents + dollarsToCents(money(key) ?? 0), 0)),
    },
    declarations: declarationsOf(answers, 'borrower'),
    coBorrowerDeclarations: joint ? declarationsOf(answers, 'coBorrower') : null,
    military: militaryOf(answers, 'borrower'),
    coBorrowerMilitary: joint ? militaryOf(answers, 'coBorrower') : null,
    demographicsConsent: enumOf(answers, 'borrowerDemographicsConsent'),
    coBorrowerDemographicsConsent: joint ? enumOf(answers, 'coBorrowerDemographicsConsent') : null,
    sections: summarizeSections(answers, context, application.applicationSubmittedAt !== null).map((s) => ({ ...s })),
    completedQuestions: map.answeredQuestions,
    questionMap: { ...map, sectionComplete: Object.entries(map.sectionComplete).map(([section, complete]) => ({ section, complete })) },
    answers: redactAnswers(answers),
  };
}
