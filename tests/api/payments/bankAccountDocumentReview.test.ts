import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankAccountDocumentReviewDocument, SendBankAccountDocumentDocument } from '#generated/web';
import { bankAccountDocumentMessages } from '#core/payments/bankAccountDocumentReview';
import { runPaymentOps } from '#api/services/payments/opsCommands';
import { createLogger } from '#api/lib/logger';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser, recordUploads, startApplication } from '../restructureApplication/support.js';

// §3.219: a voided check or a bank statement verifies a bank account only once it is reviewed.

const TOKEN = 'mutation ($input: CreateBankLinkTokenInput!) { createBankLinkToken(input: $input) { token { linkToken } } }';
const MANUAL = 'mutation ($input: SandboxBankLinkManualAccountInput!) { sandboxBankLinkManualAccount(input: $input) { publicToken } }';
const LINK =
  'mutation ($input: LinkFinancialItemInput!) { linkFinancialItem(input: $input) { financialItem { uuid manualVerificationAt accounts { uuid } } errors { code message } } }';
const CHOOSE =
  'mutation ($input: ChoosePaymentBankAccountInput!) { choosePaymentBankAccount(input: $input) { paymentBankAccountId errors { code field message } } }';

interface Applicant {
  cookie: string;
  applicationUuid: string;
  itemUuid: string;
  accountUuid: string;
}

/** A new applicant's restructure application with a bank account entered by hand (not verified). */
async function applicantWithManualAccount(t: TestApp): Promise<Applicant> {
  const email = `homeowner-${randomUUID().slice(0, 8)}@roofline.test`;
  const userUuid = await insertUser(t, email, 'homeowner-password-1');
  const cookie = await t.sessionCookie(email, 'homeowner-password-1');
  const applicationUuid = await startApplication(t, userUuid, cookie);
  const target = { applicationType: 'RESTRUCTURE', applicationUuid };
  const token = await t.gql<{ createBankLinkToken: { token: { linkToken: string } } }>(TOKEN, { input: target }, cookie);
  const manual = await t.gql<{ sandboxBankLinkManualAccount: { publicToken: string } }>(
    MANUAL,
    {
      input: {
        linkToken: token.data!.createBankLinkToken.token.linkToken,
        routingNumber: '011000015',
        accountNumber: '123456789',
        accountType: 'CHECKING',
      },
    },
    cookie,
  );
  const linked = await t.gql<{ linkFinancialItem: { financialItem: { uuid: string; accounts: Array<{ uuid: string }> } } }>(
    LINK,
    { input: { ...target, kind: 'BANK_ACCOUNT', publicToken: manual.data!.sandboxBankLinkManualAccount.publicToken } },
    cookie,
  );
  const item = linked.data!.linkFinancialItem.financialItem;
  return { cookie, applicationUuid, itemUuid: item.uuid, accountUuid: item.accounts[0]!.uuid };
}

async function voidedCheckOf(t: TestApp, applicationUuid: string, type = 'VOIDED_CHECK'): Promise<string> {
  await recordUploads(t, applicationUuid, [type]);
  return (await t.db('documents').where({ applicationUuid, type }).orderBy('createdAt', 'desc').first()).uuid as string;
}

const send = (t: TestApp, applicant: Applicant, documentUuid: string, cookie = applicant.cookie) =>
  t.gql(SendBankAccountDocumentDocument, { input: { financialItemUuid: applicant.itemUuid, documentUuid } }, cookie);
const reviewOf = (t: TestApp, applicant: Applicant, cookie = applicant.cookie) =>
  t.gql(BankAccountDocumentReviewDocument, { financialItemUuid: applicant.itemUuid }, cookie);

/** Whether the account may take the monthly payments (the payment account choice refuses an unverified one). */
async function usableForPayments(t: TestApp, applicant: Applicant) {
  const chosen = await t.gql<{ choosePaymentBankAccount: { paymentBankAccountId: string | null; errors: Array<{ code: string }> } }>(
    CHOOSE,
    { input: { restructureApplicationUuid: applicant.applicationUuid, financialAccountUuid: applicant.accountUuid } },
    applicant.cookie,
  );
  return chosen.data!.choosePaymentBankAccount.errors[0]?.code ?? 'USABLE';
}

const work = (t: TestApp) => ({ db: t.db, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date() });

describe('§3.219 reviewed by a person (UNDERWRITING_MODE manual)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UNDERWRITING_MODE: 'manual' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a voided check sent waits for review, and the account is not usable until ops approves it', async () => {
    const applicant = await applicantWithManualAccount(t);
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview).toBeNull();

    const sent = await send(t, applicant, await voidedCheckOf(t, applicant.applicationUuid));
    expect(sent.data?.recordManualBankVerification).toMatchObject({ errors: [], financialItem: { manualVerificationAt: null } });
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview).toMatchObject({
      documentType: 'VOIDED_CHECK',
      status: 'PENDING',
      decidedAt: null,
      reason: null,
    });
    expect(await usableForPayments(t, applicant)).toBe('ACCOUNT_NOT_VERIFIED');

    const approved = await runPaymentOps(['verify-bank-account', applicant.itemUuid], work(t));
    expect(approved).toEqual({ exitCode: 0, lines: [`${applicant.itemUuid}  VERIFIED`] });
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview).toMatchObject({ status: 'VERIFIED', decidedAt: expect.any(String) });
    expect(await usableForPayments(t, applicant)).toBe('USABLE');
    // Decided once: nothing waits any more.
    expect((await runPaymentOps(['verify-bank-account', applicant.itemUuid], work(t))).exitCode).toBe(1);
  });

  it('a refused bank statement leaves the account unusable and tells the applicant why; another document may be sent', async () => {
    const applicant = await applicantWithManualAccount(t);
    await send(t, applicant, await voidedCheckOf(t, applicant.applicationUuid, 'BANK_ACCOUNT_STATEMENT'));
    const refused = await runPaymentOps(['verify-bank-account', applicant.itemUuid, '--reject', '--reason', 'The statement is for another account.'], work(t));
    expect(refused).toEqual({ exitCode: 0, lines: [`${applicant.itemUuid}  REJECTED  The statement is for another account.`] });
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview).toMatchObject({
      documentType: 'BANK_ACCOUNT_STATEMENT',
      status: 'REJECTED',
      reason: 'The statement is for another account.',
    });
    expect(await usableForPayments(t, applicant)).toBe('ACCOUNT_NOT_VERIFIED');

    await send(t, applicant, await voidedCheckOf(t, applicant.applicationUuid));
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview).toMatchObject({ documentType: 'VOIDED_CHECK', status: 'PENDING' });
    // Refused without a reason, the applicant reads the general one.
    await runPaymentOps(['verify-bank-account', applicant.itemUuid, '--reject'], work(t));
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview?.reason).toBe(bankAccountDocumentMessages.defaultRejectionReason);
  });

  it('refuses a document that is not a voided check or statement, and the ops command its misuse', async () => {
    const applicant = await applicantWithManualAccount(t);
    const license = await voidedCheckOf(t, applicant.applicationUuid, 'DRIVERS_LICENSE');
    expect((await send(t, applicant, license)).data?.recordManualBankVerification.errors[0]).toMatchObject({ code: 'INVALID', field: 'documentUuid' });
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview).toBeNull();
    expect((await runPaymentOps(['verify-bank-account', applicant.itemUuid], work(t))).exitCode).toBe(1);
    expect((await runPaymentOps(['verify-bank-account', 'not-a-uuid'], work(t))).exitCode).toBe(2);
    expect((await runPaymentOps(['verify-bank-account', applicant.itemUuid, '--reason', 'why'], work(t))).exitCode).toBe(2);
  });

  it("another user's item, or another user's document, is not found or refused", async () => {
    const owner = await applicantWithManualAccount(t);
    const other = await applicantWithManualAccount(t);
    const ownersCheck = await voidedCheckOf(t, owner.applicationUuid);
    expect((await send(t, owner, ownersCheck, other.cookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await reviewOf(t, owner, other.cookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The other user's own item with the owner's document: the document is not theirs.
    expect((await send(t, other, ownersCheck)).data?.recordManualBankVerification.errors[0]).toMatchObject({ code: 'INVALID', field: 'documentUuid' });
    expect((await reviewOf(t, other)).data?.bankAccountDocumentReview).toBeNull();
  });
});

describe('§3.219 reviewed by the sandbox (UNDERWRITING_MODE sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UNDERWRITING_MODE: 'sandbox' }, { jobs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('approves the document shortly after it is sent, and the account becomes usable', async () => {
    const applicant = await applicantWithManualAccount(t);
    await send(t, applicant, await voidedCheckOf(t, applicant.applicationUuid));
    expect((await reviewOf(t, applicant)).data?.bankAccountDocumentReview?.status).toBe('PENDING');
    expect(await usableForPayments(t, applicant)).toBe('ACCOUNT_NOT_VERIFIED');
    await expect.poll(async () => (await reviewOf(t, applicant)).data?.bankAccountDocumentReview?.status, { timeout: 20_000, interval: 500 }).toBe('VERIFIED');
    expect(await usableForPayments(t, applicant)).toBe('USABLE');
  }, 30_000);
});
