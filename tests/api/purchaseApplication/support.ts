import { createLogger } from '#api/lib/logger';
import { runOps } from '#api/services/restructureApplication/index';
import type { TestApp } from '../harness.js';
import { applicationSupport, until } from '../applicationSupport.js';
import { insertPrequal } from '../refinanceApplicationSupport.js';
import { UPLOAD, uploadRequest, type DocumentResult } from '../documents/documentsSupport.js';

export { DEMO, insertUser } from '../refinanceApplicationSupport.js';
export type { Application } from '../applicationSupport.js';

export const FIELDS = `
  uuid stage party timeline purchaseStage state preApprovalAmount preApprovalExpiresAt applicationSubmittedAt
  applicationValues { propertyAddress targetPrice downPayment hasCoApplicant coApplicantEmail incomeSource annualIncome monthlyDebts coApplicantIncomeSource coApplicantAnnualIncome agentName }
  sections { name party status percentComplete } missingAnswers { code field message }
  requiredDocuments missingDocuments documents { uuid type isSystemUpload name }
  coApplicantInvitedAt coApplicantJoinedAt contractPrice appraisedValue acceptedOfferUuid
  appraisal { status orderedAt value receivedAt appraisalGap }
  exhibitCFields { originalAgreedValue originalDesignatedPercentage monthlyReductionPaymentLimit maxMonthlyEquityPurchaseLimit recurringPurchaseScheduled }
  fundsToClose { downPayment appraisalGap dueAtClosing rooflinePurchase monthlyPayment }
  offers { uuid address price status } closedAt stageHistory { event fromStage toStage actor }
  contractPageCount contractPages { number lines { kind text value } } optionAgreementViewedAt optionAgreementAcceptedAt
`;

const purchase = applicationSupport({
  field: 'purchaseApplication',
  fields: FIELDS,
  table: 'purchaseApplications',
  applicationType: 'PURCHASE',
  ops: {
    start: ['startPurchaseApplication', 'StartPurchaseApplicationInput'],
    save: ['savePurchaseApplicationAnswers', 'SavePurchaseApplicationAnswersInput'],
    submit: ['submitPurchaseApplication', 'PurchaseApplicationInput'],
    completeUploads: ['completePurchaseUploads', 'PurchaseApplicationInput'],
    acceptInvitation: ['acceptPurchaseInvitation', 'AcceptPurchaseInvitationInput'],
    acceptContract: ['acceptPurchaseContract', 'PurchaseApplicationInput'],
    recordOffer: ['recordPurchaseOffer', 'RecordPurchaseOfferInput'],
    submitOffers: ['submitPurchaseOffers', 'PurchaseApplicationInput'],
    submitAppraisal: ['submitPurchaseAppraisalAndServices', 'SubmitPurchaseAppraisalInput'],
    viewContractPage: ['viewPurchaseContractPage', 'ViewPurchaseContractPageInput'],
    acceptOptionAgreement: ['acceptPurchaseOptionAgreement', 'PurchaseApplicationInput'],
  },
});

export const { call, recordUploads, untilStage } = purchase;
export const load = purchase.query;

/** A buyer's prequal: $600,000 in California with $80,000 down. */
export const BUYER_PREQUAL = {
  propertyLocation: JSON.stringify({ locality: 'Sacramento', state: 'CA', country: 'US' }),
  estimatedPropertyValue: 600000,
  outstandingMortgageBalance: null,
  downPayment: 80000,
  creditScoreEstimate: 'SCORE_740_759',
  productFunnel: 'PURCHASE',
};

/** Every applicant answer submission needs (salary, no gift, a co-applicant named separately). */
export const APPLICANT_ANSWERS = {
  propertyAddress: 'Sacramento, CA',
  targetPrice: 600000,
  downPayment: 80000,
  hasCoApplicant: false,
  hasAgent: true,
  agentName: 'Rosa Diaz',
  agentBrokerage: 'Delta Homes',
  agentLicenseNumber: '01234567',
  agentEmail: 'rosa@delta.example',
  agentPhone: '(916) 555-0100',
  housingStatus: 'RENT',
  ownsOtherProperties: false,
  incomeSource: 'SALARY',
  annualIncome: 150000,
  monthlyDebts: 500,
  employerName: 'Capitol Health',
  jobTitle: 'Analyst',
  employmentStartDate: '2020-02-01',
  liquidAssets: 95000,
  hasGift: false,
  earnestMoney: 'NOT_DEPOSITED',
};

export async function startApplication(t: TestApp, userUuid: string, cookie: string, prequal: Record<string, unknown> = {}): Promise<string> {
  const prequalUuid = await insertPrequal(t, userUuid, { ...BUYER_PREQUAL, ...prequal });
  const started = await call(t, 'start', { prequalUuid, timeline: '0_3_MONTHS', purchaseStage: 'OPEN_HOUSES', incomeSource: 'SALARY' }, cookie);
  if (!started.purchaseApplication) throw new Error(JSON.stringify(started.errors));
  return started.purchaseApplication.uuid;
}

/** What staff commands run with: the test app's database, configuration and adapters. */
export const opsWork = (t: TestApp) => ({ db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date() });

/** The appraiser's report recorded by staff: `npm run ops -- purchase appraisal <uuid> --value <dollars>`. */
export async function recordAppraisal(t: TestApp, uuid: string, value: string, by = 'ana'): Promise<{ exitCode: number; lines: string[] }> {
  return runOps(['purchase', 'appraisal', uuid, '--value', value, '--by', by, '--reason', 'Appraiser’s report'], opsWork(t));
}

/** Waits for a document Roofline writes. */
export function untilDocument(t: TestApp, uuid: string, type: string): Promise<{ uuid: string }> {
  return until(
    () => t.db('documents').where({ applicationType: 'PURCHASE', applicationUuid: uuid, type, isSystemUpload: true }).first(),
    () => `${type} was not written`,
  );
}

/** The token of the newest co-applicant invitation mailed to an address. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mail = await t.db('mailOutbox').where({ toAddress: email }).orderBy('createdAt', 'desc').first();
  if (!mail) throw new Error(`no invitation was mailed to ${email}`);
  return new URL(/https?:\/\/\S+/.exec(mail.textBody)![0]).searchParams.get('token')!;
}

/** The buyer answers everything and names a co-applicant, who joins and answers their own questions. */
export async function answerWithCoApplicant(t: TestApp, uuid: string, buyer: string, co: { cookie: string; email: string }): Promise<void> {
  const answers = { ...APPLICANT_ANSWERS, hasCoApplicant: true, coApplicantFirstName: 'Casey', coApplicantLastName: 'Lee', coApplicantEmail: co.email };
  const saved = await call(t, 'save', { uuid, answers }, buyer);
  if (saved.errors.length) throw new Error(JSON.stringify(saved.errors));
  const joined = await call(t, 'acceptInvitation', { token: await invitationToken(t, co.email) }, co.cookie);
  if (joined.errors.length) throw new Error(JSON.stringify(joined.errors));
  const coAnswers = {
    coApplicantIncomeSource: 'SALARY',
    coApplicantAnnualIncome: 60000,
    coApplicantEmployerName: 'River School',
    coApplicantJobTitle: 'Teacher',
  };
  const coSaved = await call(t, 'save', { uuid, answers: coAnswers }, co.cookie);
  if (coSaved.errors.length) throw new Error(JSON.stringify(coSaved.errors));
}

/** A file sent through the multipart upload the web app uses, as one party of the application. */
export async function uploadDocument(t: TestApp, cookie: string, uuid: string, type: string, file: { bytes: Buffer; name: string }): Promise<DocumentResult> {
  const { body } = await uploadRequest(t, cookie, UPLOAD, { applicationType: 'PURCHASE', applicationUuid: uuid, type }, file);
  const document = body.data?.uploadDocument.document;
  if (!document) throw new Error(`upload of ${type} failed: ${JSON.stringify(body.data?.uploadDocument.errors ?? body.errors)}`);
  return document;
}

/** Waits for the option agreement's pages, then the buyer reads each page and accepts it (the sandbox then closes). */
export async function acceptOptionAgreement(t: TestApp, uuid: string, buyer: string): Promise<void> {
  const pages = await until(
    async () => (await t.db('purchaseApplications').where({ uuid }).first())?.contractPageCount as number | null,
    () => 'the option agreement’s pages were not recorded',
  );
  for (let page = 1; page <= pages; page++) {
    const viewed = await call(t, 'viewContractPage', { uuid, page }, buyer);
    if (viewed.errors.length) throw new Error(JSON.stringify(viewed.errors));
  }
  const accepted = await call(t, 'acceptOptionAgreement', { uuid }, buyer);
  if (accepted.errors.length) throw new Error(JSON.stringify(accepted.errors));
}

/**
 * From pre-approval (CONTRACT_REVIEW) to a closed purchase: the contract, an accepted offer at
 * $590,000, an appraiser's $585,000 recorded by staff, the services' documents, the option
 * agreement written at closing, read and accepted by the buyer.
 */
export async function closePurchase(t: TestApp, uuid: string, buyer: string): Promise<{ optionAgreement: { uuid: string } }> {
  const steps = [
    await call(t, 'acceptContract', { uuid }, buyer),
    await call(t, 'recordOffer', { uuid, address: '48 Oak Ave, Sacramento, CA', price: 590000, status: 'ACCEPTED' }, buyer),
  ];
  await recordUploads(t, uuid, ['PURCHASE_AGREEMENT']);
  steps.push(await call(t, 'submitOffers', { uuid }, buyer));
  const appraised = await recordAppraisal(t, uuid, '585000');
  if (appraised.exitCode !== 0) throw new Error(appraised.lines.join('\n'));
  await recordUploads(t, uuid, ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
  steps.push(await call(t, 'submitAppraisal', { uuid }, buyer));
  const refused = steps.find((step) => step.errors.length);
  if (refused) throw new Error(JSON.stringify(refused.errors));
  const optionAgreement = await untilDocument(t, uuid, 'OPTION_AGREEMENT');
  await acceptOptionAgreement(t, uuid, buyer);
  await untilStage(t, uuid, 'CLOSED');
  return { optionAgreement };
}
