import type { TestApp } from '../harness.js';
import { applicationSupport, until } from '../applicationSupport.js';
import { insertPrequal } from '../refinanceApplicationSupport.js';

export { DEMO, insertUser } from '../refinanceApplicationSupport.js';
export type { Application } from '../applicationSupport.js';

export const FIELDS = `
  uuid stage party timeline purchaseStage state preApprovalAmount preApprovalExpiresAt applicationSubmittedAt
  applicationValues { propertyAddress targetPrice downPayment hasCoApplicant coApplicantEmail incomeSource annualIncome monthlyDebts coApplicantIncomeSource coApplicantAnnualIncome agentName }
  sections { name party status percentComplete } missingAnswers { code field message }
  requiredDocuments missingDocuments documents { uuid type isSystemUpload name }
  coApplicantInvitedAt coApplicantJoinedAt contractPrice appraisedValue acceptedOfferUuid
  exhibitCFields { originalAgreedValue originalDesignatedPercentage monthlyReductionPaymentLimit maxMonthlyEquityPurchaseLimit recurringPurchaseScheduled }
  fundsToClose { downPayment appraisalGap dueAtClosing rooflinePurchase monthlyPayment }
  offers { uuid address price status } closedAt stageHistory { event fromStage toStage actor }
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

/** Waits for a document Roofline writes. */
export function untilDocument(t: TestApp, uuid: string, type: string): Promise<{ uuid: string }> {
  return until(
    () => t.db('documents').where({ applicationType: 'PURCHASE', applicationUuid: uuid, type, isSystemUpload: true }).first(),
    () => `${type} was not written`,
  );
}
