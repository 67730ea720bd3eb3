import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { acceptOptionAgreement, APPLICANT_ANSWERS, call, DEMO, insertUser, recordUploads, startApplication, untilStage } from './support.js';

// The payment account a buyer chooses for their purchase is what the bought home's monthly
// buy-in charges once the purchase closes: saved as the buyer's payment method when chosen,
// named on the property at CLOSED, and shown on the owner's dashboard to the owner alone.

const TOKEN = 'mutation ($input: CreateBankLinkTokenInput!) { createBankLinkToken(input: $input) { token { linkToken } errors { code } } }';
const LOG_IN = 'mutation ($input: SandboxBankLinkLogInInput!) { sandboxBankLinkLogIn(input: $input) { publicToken errors { code message } } }';
const LINK =
  'mutation ($input: LinkFinancialItemInput!) { linkFinancialItem(input: $input) { financialItem { accounts { uuid mask subtype } } errors { code field message } } }';
const CHOOSE =
  'mutation ($input: ChoosePaymentBankAccountInput!) { choosePaymentBankAccount(input: $input) { paymentBankAccountId errors { code field message } } }';
const DASHBOARD = 'query ($uuid: UUID!) { propertyDashboard(uuid: $uuid) { dealType recurringBuyIn recurringBuyInPaymentMethod { uuid kind label } } }';

let t: TestApp;
let buyer: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');
}, 120_000);
afterAll(() => t.close());

/** Links the sandbox bank's good login to the purchase and returns its savings account. */
async function linkSavings(uuid: string): Promise<{ uuid: string; mask: string }> {
  const input = { applicationType: 'PURCHASE', applicationUuid: uuid };
  const linkToken = (await t.gql<{ createBankLinkToken: { token: { linkToken: string } } }>(TOKEN, { input }, buyer)).data!.createBankLinkToken.token.linkToken;
  const { publicToken } = (
    await t.gql<{ sandboxBankLinkLogIn: { publicToken: string } }>(
      LOG_IN,
      { input: { linkToken, institutionId: 'ins_109508', username: 'user_good', password: 'pass_good' } },
      buyer,
    )
  ).data!.sandboxBankLinkLogIn;
  const linked = await t.gql<{ linkFinancialItem: { financialItem: { accounts: Array<{ uuid: string; mask: string; subtype: string }> } } }>(
    LINK,
    { input: { ...input, kind: 'BANK_ACCOUNT', publicToken } },
    buyer,
  );
  return linked.data!.linkFinancialItem.financialItem.accounts.find((account) => account.subtype === 'savings')!;
}

/** From the application to the appraisal: what the journey test walks step by step, here in one go. */
async function toAppraisal(uuid: string): Promise<void> {
  expect((await call(t, 'save', { uuid, answers: APPLICANT_ANSWERS }, buyer)).errors).toEqual([]);
  await call(t, 'submit', { uuid }, buyer);
  await recordUploads(t, uuid, ['PAYSTUB', 'W2_1099', 'BANK_ACCOUNT_STATEMENT']);
  await call(t, 'completeUploads', { uuid }, buyer);
  await untilStage(t, uuid, 'CONTRACT_REVIEW');
  await call(t, 'acceptContract', { uuid }, buyer);
  await call(t, 'recordOffer', { uuid, address: '48 Oak Ave, Sacramento, CA', price: 590000, status: 'ACCEPTED' }, buyer);
  await recordUploads(t, uuid, ['PURCHASE_AGREEMENT']);
  // The sandbox's appraiser reports at once, at the contract price.
  await call(t, 'submitOffers', { uuid }, buyer);
  await recordUploads(t, uuid, ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
}

describe('the purchase’s payment account after closing', () => {
  it('becomes the bought home’s recurring buy-in method, which only the owner sees on the dashboard', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    await toAppraisal(uuid);
    const savings = await linkSavings(uuid);
    const chosen = await t.gql<{ choosePaymentBankAccount: unknown }>(
      CHOOSE,
      { input: { purchaseApplicationUuid: uuid, financialAccountUuid: savings.uuid } },
      buyer,
    );
    expect(chosen.data!.choosePaymentBankAccount).toEqual({ paymentBankAccountId: savings.uuid, errors: [] });
    // Chosen is saved: the buyer's bank account payment method for that linked account.
    const method = await t.db('paymentMethods').where({ userUuid: DEMO.uuid, linkedBankAccountUuid: savings.uuid, removedAt: null }).first();
    expect(method).toMatchObject({ kind: 'BANK_ACCOUNT', last4: savings.mask });

    expect((await call(t, 'submitAppraisal', { uuid }, buyer)).errors).toEqual([]);
    await acceptOptionAgreement(t, uuid, buyer);
    await untilStage(t, uuid, 'CLOSED');
    const property = await t.db('properties').where({ dealType: 'PURCHASE', sourceApplicationUuid: uuid }).first();
    expect(property.recurringBuyInPaymentMethodUuid).toBe(method.uuid);

    const owner = await t.gql<{ propertyDashboard: { dealType: string; recurringBuyInPaymentMethod: { uuid: string; kind: string; label: string } | null } }>(
      DASHBOARD,
      { uuid: property.uuid },
      buyer,
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.propertyDashboard).toMatchObject({
      dealType: 'PURCHASE',
      recurringBuyInPaymentMethod: { uuid: method.uuid, kind: 'BANK_ACCOUNT', label: expect.stringContaining(`•••• ${savings.mask}`) },
    });
    const other = await t.gql(DASHBOARD, { uuid: property.uuid }, stranger);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(other.data?.propertyDashboard ?? null).toBeNull();
  });

  it('leaves the buy-in on the default method until an account is chosen, and takes one chosen after CLOSED', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    await toAppraisal(uuid);
    await call(t, 'submitAppraisal', { uuid }, buyer);
    await acceptOptionAgreement(t, uuid, buyer);
    await untilStage(t, uuid, 'CLOSED');
    const property = await t.db('properties').where({ dealType: 'PURCHASE', sourceApplicationUuid: uuid }).first();
    expect(property.recurringBuyInPaymentMethodUuid).toBeNull();
    const before = await t.gql<{ propertyDashboard: { recurringBuyInPaymentMethod: unknown } }>(DASHBOARD, { uuid: property.uuid }, buyer);
    expect(before.data!.propertyDashboard.recurringBuyInPaymentMethod).toBeNull();

    // The sandbox closes once the agreement is accepted, so a choice made after that comes after CLOSED.
    const savings = await linkSavings(uuid);
    const chosen = await t.gql<{ choosePaymentBankAccount: unknown }>(
      CHOOSE,
      { input: { purchaseApplicationUuid: uuid, financialAccountUuid: savings.uuid } },
      buyer,
    );
    expect(chosen.data!.choosePaymentBankAccount).toEqual({ paymentBankAccountId: savings.uuid, errors: [] });
    const method = await t.db('paymentMethods').where({ userUuid: DEMO.uuid, linkedBankAccountUuid: savings.uuid, removedAt: null }).first();
    const after = await t.gql<{ propertyDashboard: { recurringBuyInPaymentMethod: { uuid: string } | null } }>(DASHBOARD, { uuid: property.uuid }, buyer);
    expect(after.data!.propertyDashboard.recurringBuyInPaymentMethod).toMatchObject({ uuid: method.uuid, kind: 'BANK_ACCOUNT' });
    expect((await t.gql(DASHBOARD, { uuid: property.uuid }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
