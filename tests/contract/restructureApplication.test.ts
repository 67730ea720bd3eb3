import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AcceptRestructureContractDocument,
  CompleteRestructureUploadsDocument,
  CreatePrequalDocument,
  FinalizeRestructureDocument,
  JoinPartnershipWaitlistDocument,
  RecordRestructureLinkClickedDocument,
  RestructureApplicationDocument,
  SaveRestructureApplicationAnswersDocument,
  StartRestructureApplicationDocument,
  SubmitRestructureApplicationDocument,
  ViewRestructureContractPageDocument,
  type PrequalInput,
} from '#generated/web';
import { createLogger } from '#api/lib/logger';
import { JOB_SCHEMA } from '#api/jobs/JobQueue';
import { runOps } from '#api/services/restructureApplication/index';
import { mockDocuments } from '#mocks/documents';
import { mockPrequals } from '#mocks/prequal';
import { resetMockRestructureApplications } from '#mocks/restructureApplication';
import { calculatorPrequal } from '#tests/api/rates/support';
import { contractScenario, type Side } from './contractHarness';
import type { ShapeOptions } from './sameShape';

// The API's steps queue its review and the sandbox's account verification: the app runs its jobs.
const both = contractScenario(
  () => {
    resetMockRestructureApplications();
    mockPrequals.clear();
    mockDocuments.reset();
  },
  { jobs: true },
);

/** The worked example as the calculator sends it: an $800,000 San Diego home, $400,000 owed, $50,000 cash. */
const workedExample = (overrides: Partial<PrequalInput> = {}): PrequalInput =>
  calculatorPrequal({
    propertyLocation: { placeId: 'rl1_test', streetNumber: '2210', streetName: 'Grand Ave', zip: '92109', locality: 'San Diego', state: 'CA', country: 'US' },
    estimatedPropertyValue: 800_000,
    outstandingMortgageBalance: 400_000,
    isCashingOut: true,
    cashOutAmount: 50_000,
    ...overrides,
  });

/** Every answer submission needs (spec §3), as the application's screens send them. */
const COMPLETE_ANSWERS = {
  hasCoOwners: false,
  ownerAnnualIncome: 145000,
  hasHoa: true,
  hoaFees: 125.5,
  taxFileType: 'SINGLE',
  productPreference: 'PAYOFF',
  cashOutPurpose: 'RENOVATIONS',
  incomeSource: 'SALARY',
  employerName: 'Harbor Health',
  employerPhone: '(619) 555-0142',
  jobTitle: 'Nurse practitioner',
  employmentStartDate: '2019-04-01',
} as const;

const SALARY_DOCUMENTS = ['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'PAYSTUB', 'W2_1099'] as const;

const HAND_ENTERED_ACCOUNT = { accountHolderName: 'Dana Rivera', routingNumber: '121000358', accountNumber: '000123456789', accountType: 'CHECKING' as const };

/**
 * What neither side can fix: the generated PDFs' sizes (the mock's are stand-ins) and the
 * download links, which carry each side's ids.
 */
const DOCUMENTS: ShapeOptions = { byKind: ['**.documents.*.size', '**.documents.*.downloadUrl'] };

/**
 * Once approved, the option agreement's pages too: the API's are those of the PDF it lays out
 * (api/src/pdf), which the browser does not render; the mock's carry the same figures and clauses.
 */
const CONTRACT: ShapeOptions = {
  byKind: [...DOCUMENTS.byKind!, '**.contractPageCount'],
  anyLength: ['**.contractPages', '**.contractPages.*.lines'],
};

type Ids = Record<Side, string>;

/** Starts the worked example's application on both sides from the homeowner's own prequal. */
async function started(prequal: PrequalInput = workedExample()): Promise<Ids> {
  await both.signInAsMocked();
  // The API lists every prequal the homeowner made in this file; each is held to the newest.
  const created = await both.expectSameAnswer(CreatePrequalDocument, { prequalInput: prequal }, { anyLength: ['**.createPrequal.prequals'] });
  const prequalUuid = { api: created.data!.createPrequal.prequals[0]!.uuid, mock: created.mock.data!.createPrequal.prequals[0]!.uuid };
  const answer = await both.expectSameAnswer(StartRestructureApplicationDocument, (side) => ({ input: { prequalUuid: prequalUuid[side] } }));
  return {
    api: answer.data!.startRestructureApplication.restructureApplication!.uuid,
    mock: answer.mock.data!.startRestructureApplication.restructureApplication!.uuid,
  };
}

/** The applicant's uploads, recorded alike on both sides (the upload itself has its own tests). */
async function uploaded(uuid: Ids, types: readonly string[]): Promise<void> {
  const { db } = both.testApp();
  const { userUuid } = await db('restructureApplications').where({ uuid: uuid.api }).first();
  const at = Date.now();
  for (const [index, type] of types.entries()) {
    const document = { name: `${type.toLowerCase()}.pdf`, size: 1024, contentType: 'application/pdf', isSystemUpload: false };
    await db('documents').insert({
      ...document,
      // A millisecond apart: the API lists documents by when they were recorded, as the mocks keep them.
      createdAt: new Date(at + index),
      userUuid,
      applicationType: 'RESTRUCTURE',
      applicationUuid: uuid.api,
      type,
      sha256: '0'.repeat(64),
      scanStatus: 'CLEAN',
      storageKey: `documents/restructure/${uuid.api}/${randomUUID()}`,
    });
    mockDocuments.add({
      ...document,
      uuid: randomUUID(),
      applicationType: 'RESTRUCTURE',
      applicationUuid: uuid.mock,
      type: type as (typeof SALARY_DOCUMENTS)[number],
      updatedAt: new Date().toISOString(),
      bytes: new Uint8Array(1024),
    });
  }
}

/** A reviewer's work through the ops command. */
function work() {
  const t = both.testApp();
  return { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date() };
}

/**
 * Every job the API queued for the application has run (the review asks again while identity is
 * pending): the mock's sandbox does the same work on the next read.
 */
async function settled(uuid: Ids): Promise<void> {
  const states = async () =>
    (await both.testApp().db.raw<{ rows: Array<{ state: string }> }>(`select state from ${JOB_SCHEMA}.job where data->>'uuid' = ?`, [uuid.api])).rows.map(
      (row) => row.state,
    );
  await expect.poll(async () => (await states()).every((state) => state === 'completed'), { timeout: 20_000, interval: 100 }).toBe(true);
}

const read = (uuid: Ids, options: ShapeOptions = DOCUMENTS) => both.expectSameAnswer(RestructureApplicationDocument, (side) => ({ uuid: uuid[side] }), options);

describe('the restructure application mocks answer like the API (spec §3)', () => {
  it('startRestructureApplication, saveRestructureApplicationAnswers and submitRestructureApplication, with their refusals', async () => {
    const uuid = await started();
    await read(uuid);
    const save = (answers: Record<string, unknown>) =>
      both.expectSameAnswer(SaveRestructureApplicationAnswersDocument, (side) => ({ input: { uuid: uuid[side], answers } }));
    const submit = (creditCheckConsent: boolean) =>
      both.expectSameAnswer(SubmitRestructureApplicationDocument, (side) => ({ input: { uuid: uuid[side], creditCheckConsent } }));

    const incomplete = await submit(true);
    expect(incomplete.data!.submitRestructureApplication.errors.length).toBeGreaterThan(1);
    const refused = await save({ cashOutAmount: 150000.01, hoaFees: -5, coOwnerEmails: ['not-an-email'], employerPhone: '555' });
    expect(refused.data!.saveRestructureApplicationAnswers.errors.length).toBe(4);
    await save({ hasCoOwners: true, coOwnerEmails: ['Jo@Example.com'], coOwnerAnnualIncome: 41000 });
    await save({ ...COMPLETE_ANSWERS, hasSecondLoan: true, secondLoanBalance: 30000, paysOffSecondLoan: false });
    const denied = await submit(true);
    expect(denied.data!.submitRestructureApplication.errors[0]!.code).toBe('DENIED_SECOND_LOAN_NO_PAYOFF');
    await save({ hasSecondLoan: false });
    expect((await submit(false)).data!.submitRestructureApplication.errors[0]!.field).toBe('creditCheckConsent');
    const submitted = await submit(true);
    expect(submitted.data!.submitRestructureApplication.restructureApplication!.stage).toBe('DOCUMENT_UPLOAD');
    await settled(uuid);
    await read(uuid);
    const late = await save({ hasHoa: false });
    expect(late.data!.saveRestructureApplicationAnswers.errors[0]!.code).toBe('APPLICATION_SUBMITTED');
    await submit(true);
  });

  it('completeRestructureUploads, asked for more then approved; the contract read, its links, accepted; finalizeRestructure to COMPLETED', async () => {
    const uuid = await started();
    await both.expectSameAnswer(SaveRestructureApplicationAnswersDocument, (side) => ({ input: { uuid: uuid[side], answers: COMPLETE_ANSWERS } }));
    await both.expectSameAnswer(SubmitRestructureApplicationDocument, (side) => ({ input: { uuid: uuid[side], creditCheckConsent: true } }));
    await settled(uuid);
    const complete = () => both.expectSameAnswer(CompleteRestructureUploadsDocument, (side) => ({ input: { uuid: uuid[side] } }), DOCUMENTS);

    await uploaded(uuid, ['DRIVERS_LICENSE', 'PAYSTUB']);
    await complete();
    await settled(uuid);
    const asked = await read(uuid);
    expect(asked.data!.restructureApplication.stage).toBe('APPROVAL_MORE_INFO');

    await uploaded(uuid, ['HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'W2_1099']);
    await complete();
    await settled(uuid);
    const approved = await read(uuid, CONTRACT);
    expect(approved.data!.restructureApplication.stage).toBe('CONTRACT_REVIEW');

    // Each side's option agreement has its own pages: the API's are the PDF's it lays out, the mock's a stand-in.
    const pages = { api: approved.data!.restructureApplication.contractPageCount!, mock: approved.mock.data!.restructureApplication.contractPageCount! };
    const of = (side: Side) => ({ uuid: uuid[side] });
    const accept = () => both.expectSameAnswer(AcceptRestructureContractDocument, (side) => ({ input: of(side) }), CONTRACT);
    const view = (page: (side: Side) => number) =>
      both.expectSameAnswer(ViewRestructureContractPageDocument, (side) => ({ input: { ...of(side), page: page(side) } }), {
        ...CONTRACT,
        // A page past the last is refused naming the side's own last page.
        byKind: [...CONTRACT.byKind!, '**.viewRestructureContractPage.errors.*.message'],
      });
    const finalize = (paymentBankAccount: typeof HAND_ENTERED_ACCOUNT) =>
      both.expectSameAnswer(FinalizeRestructureDocument, (side) => ({ input: { ...of(side), paymentBankAccount } }), CONTRACT);

    expect((await accept()).data!.acceptRestructureContract.errors[0]!.code).toBe('CONTRACT_NOT_VIEWED');
    expect((await finalize(HAND_ENTERED_ACCOUNT)).data!.finalizeRestructure.errors[0]!.code).toBe('STAGE_TRANSITION_NOT_ALLOWED');
    const clicked = await both.expectSameAnswer(
      RecordRestructureLinkClickedDocument,
      (side) => ({ input: { ...of(side), link: 'TERM_SHEET' as const } }),
      CONTRACT,
    );
    expect(clicked.data!.recordRestructureLinkClicked.restructureApplication).not.toBeNull();
    expect((await view((side) => pages[side] + 1)).data!.viewRestructureContractPage.errors[0]!.field).toBe('page');
    expect((await view(() => 1)).data!.viewRestructureContractPage.restructureApplication!.optionAgreementViewedAt).toBeNull();
    expect((await view((side) => pages[side])).data!.viewRestructureContractPage.restructureApplication!.optionAgreementViewedAt).not.toBeNull();
    expect((await accept()).data!.acceptRestructureContract.restructureApplication!.stage).toBe('FINALIZE_RESTRUCTURE');
    const refused = await finalize({ ...HAND_ENTERED_ACCOUNT, accountHolderName: ' ', routingNumber: '121000359', accountNumber: '12' });
    expect(refused.data!.finalizeRestructure.errors).toHaveLength(3);
    expect((await finalize(HAND_ENTERED_ACCOUNT)).data!.finalizeRestructure.restructureApplication!.stage).toBe('ACCOUNT_VERIFICATION');
    await settled(uuid);
    expect((await read(uuid, CONTRACT)).data!.restructureApplication.stage).toBe('INSPECTION');
    const inspected = await runOps(['inspection', uuid.api, '--result', 'passed', '--reason', 'Roof and foundation sound', '--by', 'lee'], work());
    expect(inspected.exitCode).toBe(0);
    const completed = await read(uuid, CONTRACT);
    expect(completed.data!.restructureApplication.stage).toBe('COMPLETED');
  });

  it('restructureApplication and every step refuse an application that is not hers, and a visitor', async () => {
    const stranger = '0f0e0d0c-0b0a-4909-8807-060504030201';
    await both.expectSameAnswer(RestructureApplicationDocument, { uuid: stranger });
    await both.signIn();
    await both.expectSameAnswer(RestructureApplicationDocument, { uuid: stranger });
    await both.expectSameAnswer(CompleteRestructureUploadsDocument, { input: { uuid: stranger } });
    await both.expectSameAnswer(RecordRestructureLinkClickedDocument, { input: { uuid: stranger, link: 'TERM_SHEET' } });
  });

  it('joinPartnershipWaitlist: a denied prequal is refused WAITLIST_CLOSED while the partnership waitlist is closed (FEATURE_PARTNERSHIP_WAITLIST, off by default)', async () => {
    await both.signInAsMocked();
    const prequal = workedExample({
      propertyLocation: { placeId: 'rl1_test', streetNumber: '350', streetName: '5th Ave', zip: '10118', locality: 'New York', state: 'NY', country: 'US' },
    });
    const created = await both.expectSameAnswer(CreatePrequalDocument, { prequalInput: prequal }, { anyLength: ['**.createPrequal.prequals'] });
    const prequalUuid = { api: created.data!.createPrequal.prequals[0]!.uuid, mock: created.mock.data!.createPrequal.prequals[0]!.uuid };
    await both.expectSameAnswer(
      JoinPartnershipWaitlistDocument,
      (side) => ({ input: { product: 'RESTRUCTURE' as const, firstName: 'Dana', email: 'dana@example.com', zip: '10118', prequalUuid: prequalUuid[side] } }),
      { byKind: ['**.joinWaitlist.entry.uuid'] },
    );
  });
});
