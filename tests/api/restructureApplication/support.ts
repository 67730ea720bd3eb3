import type { TestApp } from '../harness.js';
import { applicationSupport, until, type Application } from '../applicationSupport.js';
import { insertPrequal } from '../refinanceApplicationSupport.js';

export { DEMO, insertUser } from '../refinanceApplicationSupport.js';
export type { Application };

export const FIELDS = `
  uuid prequalUuid stage expirationDate propertyLocation { streetNumber streetName state zip }
  propertyUse estimatedPropertyValue mortgageBalance hasSecondLoan secondLoanBalance paysOffSecondLoan
  hasCoOwners coOwnerEmails ownerAnnualIncome coOwnerAnnualIncome hasHoa hoaFees taxFileType
  productPreference cashOutAmount cashOutPurpose additionalMonthlyEquity incomeSource employerName employerPhone jobTitle employmentStartDate
  sections { name status percentComplete } lastUpdatedSection approvalSubmittedAt uploadsCompletedAt missingDocuments
  denial { code message } denials { code message }
  approvedCashOutAmount monthlyPayment estimatedMonthlyPaymentSaver designatedPercentage
  documents { uuid name type isSystemUpload downloadUrl }
  contractPageCount contractPages { number lines { kind text value } } optionAgreementViewedAt contractAcceptedAt termSheetLinkClicked optionAgreementLinkClicked
  paymentBankAccount { accountHolderName accountType routingNumber mask } finalizeRestructureSubmittedAt
  microdepositVerifiedAt manualBankVerificationAt inspectionCompletedAt
  offer { cashAvailable products { product purchaseAmount designatedPercentage usageFee monthlyPayment estimatedMonthlyPaymentSaver } }
  stageHistory { event fromStage toStage actor reason }
  underwritingChecks { kind status completedAt message }
`;

export const OPS = {
  start: ['startRestructureApplication', 'StartRestructureApplicationInput'],
  save: ['saveRestructureApplicationAnswers', 'SaveRestructureApplicationAnswersInput'],
  submit: ['submitRestructureApplication', 'SubmitRestructureApplicationInput'],
  completeUploads: ['completeRestructureUploads', 'RestructureApplicationInput'],
  viewPage: ['viewRestructureContractPage', 'ViewRestructureContractPageInput'],
  linkClicked: ['recordRestructureLinkClicked', 'RecordRestructureLinkClickedInput'],
  accept: ['acceptRestructureContract', 'RestructureApplicationInput'],
  finalize: ['finalizeRestructure', 'FinalizeRestructureInput'],
} as const;

const restructure = applicationSupport({
  field: 'restructureApplication',
  fields: FIELDS,
  table: 'restructureApplications',
  applicationType: 'RESTRUCTURE',
  ops: OPS,
});

export const { call, recordUploads, untilStage } = restructure;

export async function load(t: TestApp, uuid: string, cookie: string): Promise<Application> {
  const result = await restructure.query(t, uuid, cookie);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.restructureApplication;
}

/** The worked example: an $800,000 home in San Diego with $400,000 owed, $50,000 cash, PAYOFF. */
export const WORKED_EXAMPLE_PREQUAL = {
  propertyLocation: JSON.stringify({ streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109', country: 'US' }),
  estimatedPropertyValue: 800000,
  outstandingMortgageBalance: 400000,
  isCashingOut: true,
  cashOutAmount: 50000,
  secondMortgageBalance: 0,
  creditScoreEstimate: 'SCORE_740_759',
};

/** Every answer submission needs, for the worked example. */
export const COMPLETE_ANSWERS = {
  hasCoOwners: false,
  ownerAnnualIncome: 145000,
  hasHoa: true,
  hoaFees: 125.5,
  taxFileType: 'SINGLE',
  hasSecondLoan: false,
  productPreference: 'PAYOFF',
  cashOutAmount: 50000,
  cashOutPurpose: 'RENOVATIONS',
  incomeSource: 'SALARY',
  employerName: 'Harbor Health',
  employerPhone: '(619) 555-0142',
  jobTitle: 'Nurse practitioner',
  employmentStartDate: '2019-04-01',
};

export async function startApplication(t: TestApp, userUuid: string, cookie: string, prequal: Record<string, unknown> = {}): Promise<string> {
  const prequalUuid = await insertPrequal(t, userUuid, { ...WORKED_EXAMPLE_PREQUAL, ...prequal });
  const started = await call(t, 'start', { prequalUuid }, cookie);
  if (!started.restructureApplication) throw new Error(JSON.stringify(started.errors));
  return started.restructureApplication.uuid;
}

/** The generated documents of an application, by type. */
export async function generatedDocuments(t: TestApp, uuid: string): Promise<Map<string, { uuid: string; storageKey: string; sha256: string }>> {
  const rows = await t.db('documents').where({ applicationType: 'RESTRUCTURE', applicationUuid: uuid, isSystemUpload: true });
  return new Map(rows.map((row: { type: string; uuid: string; storageKey: string; sha256: string }) => [row.type, row]));
}

export const SALARY_DOCUMENTS = ['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'PAYSTUB', 'W2_1099'];

/** Waits for the approval's documents to be written. */
export async function untilDocuments(t: TestApp, uuid: string): Promise<void> {
  await until(
    async () => (await t.db('restructureApplications').where({ uuid }).first()).contractPageCount !== null,
    () => 'the documents were not generated',
  );
}
