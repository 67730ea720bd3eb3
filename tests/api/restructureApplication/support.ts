import { randomUUID } from 'node:crypto';
import type { TestApp } from '../harness.js';
import { insertPrequal } from '../refinanceApplicationSupport.js';

export { DEMO, insertUser } from '../refinanceApplicationSupport.js';

export const FIELDS = `
  uuid prequalUuid stage expirationDate propertyLocation { streetNumber streetName state zip }
  propertyUse estimatedPropertyValue mortgageBalance hasSecondLoan secondLoanBalance paysOffSecondLoan
  hasCoOwners coOwnerEmails ownerAnnualIncome coOwnerAnnualIncome hasHoa hoaFees taxFileType
  productPreference cashOutAmount cashOutPurpose additionalMonthlyEquity incomeSource employerName employerPhone jobTitle employmentStartDate
  sections { name status percentComplete } lastUpdatedSection approvalSubmittedAt uploadsCompletedAt missingDocuments
  denial { code message } denials { code message }
  approvedCashOutAmount monthlyPayment estimatedMonthlyPaymentSaver designatedPercentage
  documents { uuid name type isSystemUpload downloadUrl }
  contractPageCount optionAgreementViewedAt contractAcceptedAt termSheetLinkClicked optionAgreementLinkClicked
  paymentBankAccount { accountHolderName accountType routingNumber mask } finalizeRestructureSubmittedAt
  microdepositVerifiedAt manualBankVerificationAt inspectionCompletedAt
  offer { cashAvailable products { product purchaseAmount designatedPercentage usageFee monthlyPayment estimatedMonthlyPaymentSaver } }
  stageHistory { event fromStage toStage actor reason }
`;

export interface Application {
  uuid: string;
  stage: string;
  [key: string]: unknown;
}
export interface Payload {
  restructureApplication: Application | null;
  errors: Array<{ code: string; field: string | null; message: string }>;
}

const mutation = (name: string, inputType: string) =>
  `mutation ($input: ${inputType}!) { ${name}(input: $input) { restructureApplication { ${FIELDS} } errors { code field message } } }`;

export const OPS = {
  start: ['startRestructureApplication', 'StartRestructureApplicationInput'],
  save: ['saveRestructureApplicationAnswers', 'SaveRestructureApplicationAnswersInput'],
  submit: ['submitRestructureApplication', 'RestructureApplicationInput'],
  completeUploads: ['completeRestructureUploads', 'RestructureApplicationInput'],
  viewPage: ['viewRestructureContractPage', 'ViewRestructureContractPageInput'],
  linkClicked: ['recordRestructureLinkClicked', 'RecordRestructureLinkClickedInput'],
  accept: ['acceptRestructureContract', 'RestructureApplicationInput'],
  finalize: ['finalizeRestructure', 'FinalizeRestructureInput'],
} as const;

export async function call(t: TestApp, op: keyof typeof OPS, input: Record<string, unknown>, cookie: string): Promise<Payload> {
  const [name, type] = OPS[op];
  const result = await t.gql<Record<string, Payload>>(mutation(name, type), { input }, cookie);
  if (!result.data) throw new Error(`${name} failed: ${JSON.stringify(result.errors)}`);
  return result.data[name]!;
}

export async function load(t: TestApp, uuid: string, cookie: string): Promise<Application> {
  const result = await t.gql<{ restructureApplication: Application }>(`query ($uuid: UUID!) { restructureApplication(uuid: $uuid) { ${FIELDS} } }`, { uuid }, cookie);
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

/** An applicant's scanned upload as the documents capability records it (its own tests cover the upload itself). */
export async function recordUploads(t: TestApp, uuid: string, types: string[]): Promise<void> {
  const { userUuid } = await t.db('restructureApplications').where({ uuid }).first();
  for (const type of types) {
    await t.db('documents').insert({
      userUuid,
      applicationType: 'RESTRUCTURE',
      applicationUuid: uuid,
      type,
      name: `${type.toLowerCase()}.pdf`,
      size: 1024,
      contentType: 'application/pdf',
      sha256: '0'.repeat(64),
      isSystemUpload: false,
      scanStatus: 'CLEAN',
      storageKey: `documents/restructure/${uuid}/${randomUUID()}`,
    });
  }
}

/** The generated documents of an application, by type. */
export async function generatedDocuments(t: TestApp, uuid: string): Promise<Map<string, { uuid: string; storageKey: string; sha256: string }>> {
  const rows = await t.db('documents').where({ applicationType: 'RESTRUCTURE', applicationUuid: uuid, isSystemUpload: true });
  return new Map(rows.map((row: { type: string; uuid: string; storageKey: string; sha256: string }) => [row.type, row]));
}

export const SALARY_DOCUMENTS = ['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'PAYSTUB', 'W2_1099'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 20 s) for the background jobs to bring the application to a stage. */
export async function untilStage(t: TestApp, uuid: string, stage: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await t.db('restructureApplications').where({ uuid }).first();
    if (row.stage === stage) return;
    if (Date.now() > deadline) throw new Error(`application stayed at ${row.stage}, expected ${stage}`);
    await sleep(100);
  }
}

/** Waits for the approval's documents to be written. */
export async function untilDocuments(t: TestApp, uuid: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await t.db('restructureApplications').where({ uuid }).first();
    if (row.contractPageCount !== null) return;
    if (Date.now() > deadline) throw new Error('the documents were not generated');
    await sleep(100);
  }
}
