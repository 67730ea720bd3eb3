import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BankAccountDocumentReviewDocument,
  ChoosePaymentBankAccountDocument,
  CreateBankLinkTokenDocument,
  CreatePrequalDocument,
  LinkFinancialItemDocument,
  SandboxBankLinkManualAccountDocument,
  SendBankAccountDocumentDocument,
  StartRefinanceApplicationDocument,
  type FinancialItemKind,
} from '#generated/web';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockDocuments } from '#mocks/documents';
import { mockPayments } from '#mocks/payments';
import { mockPrequals } from '#mocks/prequal';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { calculatorPrequal } from '#tests/api/rates/support';
import { contractScenario, type Side } from './contractHarness';

// A document sent for review is decided by the sandbox's review job seconds later: the app runs its jobs.
const both = contractScenario(
  () => {
    resetMockRefinanceApplications();
    mockPrequals.clear();
    mockBankLinks.reset();
    mockDocuments.reset();
    mockPayments.reset();
  },
  { jobs: true },
);

/** Tokens and the provider's account ids are random by nature: compared by kind only. */
const RANDOM = { byKind: ['**.linkToken', '**.publicToken', '**.accountId'] };
const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

type Ids = Record<Side, string>;

/** The homeowner's refinance application, started on both sides from her prequal. */
async function startedApplication(): Promise<Ids> {
  await both.signInAsMocked();
  const prequal = await both.expectSameAnswer(CreatePrequalDocument, { prequalInput: calculatorPrequal() });
  const prequalUuid = { api: prequal.data!.createPrequal.prequals[0]!.uuid, mock: prequal.mock.data!.createPrequal.prequals[0]!.uuid };
  const started = await both.expectSameAnswer(StartRefinanceApplicationDocument, (side) => ({ input: { prequalUuid: prequalUuid[side] } }));
  return {
    api: started.data!.startRefinanceApplication.refinanceApplication!.uuid,
    mock: started.mock.data!.startRefinanceApplication.refinanceApplication!.uuid,
  };
}

/** A link opened for one kind of account on each side: each side's own link token. */
async function linkToken(application: Ids, kind: FinancialItemKind): Promise<Ids> {
  const token = await both.expectSameAnswer(
    CreateBankLinkTokenDocument,
    (side) => ({ input: { applicationType: 'REFINANCE' as const, applicationUuid: application[side], kind } }),
    RANDOM,
  );
  return { api: token.data!.createBankLinkToken.token!.linkToken, mock: token.mock.data!.createBankLinkToken.token!.linkToken };
}

/** A voided check uploaded to the application, recorded alike on both sides (the upload itself has its own tests). */
async function uploadedVoidedCheck(application: Ids): Promise<Ids> {
  const { db } = both.testApp();
  const { userUuid } = await db('refinanceApplications').where({ uuid: application.api }).first();
  const document = { name: 'voided-check.pdf', size: 1024, contentType: 'application/pdf', isSystemUpload: false };
  const [stored] = await db('documents')
    .insert({
      ...document,
      userUuid,
      applicationType: 'REFINANCE',
      applicationUuid: application.api,
      type: 'VOIDED_CHECK',
      sha256: '0'.repeat(64),
      scanStatus: 'CLEAN',
      storageKey: `documents/refinance/${application.api}/${randomUUID()}`,
    })
    .returning('uuid');
  const mocked = mockDocuments.add({
    ...document,
    uuid: randomUUID(),
    applicationType: 'REFINANCE',
    applicationUuid: application.mock,
    type: 'VOIDED_CHECK',
    updatedAt: new Date().toISOString(),
    bytes: new Uint8Array(1024),
  });
  return { api: (stored as { uuid: string }).uuid, mock: mocked.uuid };
}

const HAND_ENTERED = { routingNumber: '121 000 358', accountNumber: '0001 2345 6789', accountType: 'CHECKING' as const };

describe('the bank account verification mocks answer like the API (spec §2.45, §3.219)', () => {
  it('sandboxBankLinkManualAccount: its refusals, then an account entered by hand and linked; bankAccountDocumentReview and sendBankAccountDocument verify it with a voided check', async () => {
    const application = await startedApplication();
    const bankToken = await linkToken(application, 'BANK_ACCOUNT');
    const enter = (token: (side: Side) => string, account: Partial<typeof HAND_ENTERED> = {}) =>
      both.expectSameAnswer(SandboxBankLinkManualAccountDocument, (side) => ({ input: { linkToken: token(side), ...HAND_ENTERED, ...account } }), RANDOM);

    const refused = await enter((side) => bankToken[side], { routingNumber: '121000359', accountNumber: '12' });
    expect(refused.data!.sandboxBankLinkManualAccount.errors.map((error) => error.field)).toEqual(['routingNumber', 'accountNumber']);
    const liabilityToken = await linkToken(application, 'LIABILITY');
    expect((await enter((side) => liabilityToken[side])).data!.sandboxBankLinkManualAccount.errors[0]!.code).toBe('BANK_LINK_FAILED');
    expect((await enter(() => 'link-sandbox-never-issued')).data!.sandboxBankLinkManualAccount.errors[0]!.field).toBe('linkToken');
    const entered = await enter((side) => bankToken[side]);
    const publicToken = { api: entered.data!.sandboxBankLinkManualAccount.publicToken!, mock: entered.mock.data!.sandboxBankLinkManualAccount.publicToken! };

    const linked = await both.expectSameAnswer(
      LinkFinancialItemDocument,
      (side) => ({
        input: { applicationType: 'REFINANCE' as const, applicationUuid: application[side], kind: 'BANK_ACCOUNT' as const, publicToken: publicToken[side] },
      }),
      RANDOM,
    );
    const item = { api: linked.data!.linkFinancialItem.financialItem!.uuid, mock: linked.mock.data!.linkFinancialItem.financialItem!.uuid };
    expect(linked.data!.linkFinancialItem.financialItem!.accounts[0]!.verificationStatus).toBe('PENDING_MANUAL_VERIFICATION');

    const review = () => both.expectSameAnswer(BankAccountDocumentReviewDocument, (side) => ({ financialItemUuid: item[side] }));
    const send = (documentUuid: (side: Side) => string) =>
      both.expectSameAnswer(SendBankAccountDocumentDocument, (side) => ({ input: { financialItemUuid: item[side], documentUuid: documentUuid(side) } }));

    expect((await review()).data!.bankAccountDocumentReview).toBeNull();
    expect((await send(() => UNKNOWN)).data!.recordManualBankVerification.errors[0]!.field).toBe('documentUuid');
    const voidedCheck = await uploadedVoidedCheck(application);
    expect((await send((side) => voidedCheck[side])).data!.recordManualBankVerification.errors).toEqual([]);
    expect((await review()).data!.bankAccountDocumentReview!.status).toBe('PENDING');

    // The sandbox's review approves it a few seconds later on each side (the API's in a job).
    await expect
      .poll(
        async () => {
          const { api, mock } = await both.ask(BankAccountDocumentReviewDocument, (side) => ({ financialItemUuid: item[side] }));
          return [api.data?.bankAccountDocumentReview?.status, mock.data?.bankAccountDocumentReview?.status];
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual(['VERIFIED', 'VERIFIED']);
    await review();
    expect((await send((side) => voidedCheck[side])).data!.recordManualBankVerification.financialItem!.manualVerificationAt).not.toBeNull();
  });

  it('sandboxBankLinkManualAccount, bankAccountDocumentReview and sendBankAccountDocument refuse a visitor', async () => {
    await both.expectSameAnswer(SandboxBankLinkManualAccountDocument, { input: { linkToken: 'link-sandbox-never-issued', ...HAND_ENTERED } });
    await both.expectSameAnswer(BankAccountDocumentReviewDocument, { financialItemUuid: UNKNOWN });
    await both.expectSameAnswer(SendBankAccountDocumentDocument, { input: { financialItemUuid: UNKNOWN, documentUuid: UNKNOWN } });
  });

  it('bankAccountDocumentReview and sendBankAccountDocument of an item that is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(BankAccountDocumentReviewDocument, { financialItemUuid: UNKNOWN });
    await both.expectSameAnswer(SendBankAccountDocumentDocument, { input: { financialItemUuid: UNKNOWN, documentUuid: UNKNOWN } });
  });

  it('choosePaymentBankAccount refuses a purchase that is not hers, and a visitor', async () => {
    await both.expectSameAnswer(ChoosePaymentBankAccountDocument, { input: { purchaseApplicationUuid: UNKNOWN, financialAccountUuid: UNKNOWN } });
    await both.signIn();
    await both.expectSameAnswer(ChoosePaymentBankAccountDocument, { input: { purchaseApplicationUuid: UNKNOWN, financialAccountUuid: UNKNOWN } });
  });
});
