import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankAccountRefusedError, type BankAccountToSave, type PaymentProcessor } from '#api/adapters/payments/PaymentProcessor';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser, linkBankAccount } from '../properties/support.js';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';

const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = Record<string, any>;

const CHOICES = `query { paymentBankAccountChoices { financialAccountUuid label refusal paymentMethodUuid } }`;
const SAVE = `mutation ($input: SavePaymentBankAccountInput!) { savePaymentBankAccount(input: $input) {
  paymentMethod { uuid kind label bankName last4 brand expMonth isDefault } errors { code field message } } }`;
const METHODS = `query { paymentMethods { uuid kind label isDefault } }`;
const REMOVE = `mutation ($input: PaymentMethodInput!) { removePaymentMethod(input: $input) { paymentMethods { uuid } errors { code } } }`;

async function homeowner(email: string) {
  const uuid = await insertUser(t, email, PASSWORD);
  return { uuid, email, cookie: await t.sessionCookie(email, PASSWORD) };
}

const choicesOf = async (cookie: string) => (await t.gql<{ paymentBankAccountChoices: Payload[] }>(CHOICES, {}, cookie)).data!.paymentBankAccountChoices;
const save = (cookie: string, financialAccountUuid: string) => t.gql<{ savePaymentBankAccount: Payload }>(SAVE, { input: { financialAccountUuid } }, cookie);
const accountsOf = (financialItemUuid: string) => t.db('financialAccounts').where({ financialItemUuid }).orderBy('name');

describe('saving a linked bank account as a payment method', () => {
  it('lists the linked checking and savings accounts, and saves one as the first (default) method, once', async () => {
    const me = await homeowner('bank-saver@example.com');
    const item = await linkBankAccount(t, me.uuid);
    const choices = await choicesOf(me.cookie);
    // The login links an IRA and a mortgage too; only deposit accounts can be debited.
    expect(choices.map((choice) => [choice.label, choice.refusal, choice.paymentMethodUuid])).toEqual([
      ['First Platypus Bank checking •••• 0000', null, null],
      ['First Platypus Bank savings •••• 1111', null, null],
    ]);

    const saved = (await save(me.cookie, choices[0]!.financialAccountUuid)).data!.savePaymentBankAccount;
    expect(saved).toEqual({
      errors: [],
      paymentMethod: {
        uuid: expect.any(String),
        kind: 'BANK_ACCOUNT',
        label: 'First Platypus Bank checking •••• 0000',
        bankName: 'First Platypus Bank',
        last4: '0000',
        brand: null,
        expMonth: null,
        isDefault: true,
      },
    });
    const again = (await save(me.cookie, choices[0]!.financialAccountUuid)).data!.savePaymentBankAccount;
    expect(again.paymentMethod.uuid).toBe(saved.paymentMethod.uuid);

    const rows = await t.db('paymentMethods').where({ userUuid: me.uuid });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'BANK_ACCOUNT',
      processor: 'sandbox',
      processorReference: expect.stringMatching(/^ba_sbx_[0-9a-f]+$/),
      accountSubtype: 'checking',
      linkedBankAccountUuid: (await accountsOf(item.uuid))[0].uuid,
    });
    // A bank account is not a credit card.
    expect((await t.db('users').where({ uuid: me.uuid }).first()).hasSavedCreditCard).toBe(false);
    expect((await choicesOf(me.cookie))[0]!.paymentMethodUuid).toBe(saved.paymentMethod.uuid);
  });

  it('keeps the card as the default when a bank account is added after it, and lists both', async () => {
    const me = await homeowner('card-then-bank@example.com');
    await saveSandboxCard(t.db, t.adapters.paymentProcessor, me);
    await linkBankAccount(t, me.uuid, '000123456789');
    const [account] = await choicesOf(me.cookie);
    expect(account).toMatchObject({ label: 'Manually entered account checking •••• 6789', refusal: null });
    expect((await save(me.cookie, account!.financialAccountUuid)).data!.savePaymentBankAccount.paymentMethod.isDefault).toBe(false);
    const methods = (await t.gql<{ paymentMethods: Payload[] }>(METHODS, {}, me.cookie)).data!.paymentMethods;
    expect(methods.map((method) => [method.kind, method.label, method.isDefault])).toEqual([
      ['CARD', 'Visa •••• 4242', true],
      ['BANK_ACCOUNT', 'Manually entered account checking •••• 6789', false],
    ]);
  });

  it("answers another user's account as not found, and saves nothing", async () => {
    const owner = await homeowner('account-owner@example.com');
    const item = await linkBankAccount(t, owner.uuid);
    const [theirs] = await accountsOf(item.uuid);
    const intruder = await homeowner('account-intruder@example.com');
    const result = await save(intruder.cookie, theirs.uuid);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await choicesOf(intruder.cookie)).toEqual([]);
    expect(await t.db('paymentMethods').whereIn('userUuid', [owner.uuid, intruder.uuid])).toHaveLength(0);
  });

  it('refuses an account that is not verified yet with the field and the reason, and saves nothing', async () => {
    const me = await homeowner('unverified-bank@example.com');
    const item = await linkBankAccount(t, me.uuid, '000123456789');
    await t.db('financialAccounts').where({ financialItemUuid: item.uuid }).update({ verificationStatus: 'PENDING_MANUAL_VERIFICATION' });
    await t.db('financialItems').where({ uuid: item.uuid }).update({ microdepositVerifiedAt: null });
    const [choice] = await choicesOf(me.cookie);
    expect(choice).toMatchObject({ refusal: 'Verify this account before choosing it for payments.' });
    expect((await save(me.cookie, choice!.financialAccountUuid)).data!.savePaymentBankAccount).toEqual({
      paymentMethod: null,
      errors: [{ code: 'ACCOUNT_NOT_VERIFIED', field: 'financialAccountUuid', message: 'Verify this account before choosing it for payments.' }],
    });
    expect(await t.db('paymentMethods').where({ userUuid: me.uuid })).toHaveLength(0);
  });

  it('brings a removed bank account back when it is saved again', async () => {
    const me = await homeowner('bank-again@example.com');
    await linkBankAccount(t, me.uuid);
    const [choice] = await choicesOf(me.cookie);
    const first = (await save(me.cookie, choice!.financialAccountUuid)).data!.savePaymentBankAccount.paymentMethod;
    await t.gql(REMOVE, { input: { paymentMethodUuid: first.uuid } }, me.cookie);
    expect((await choicesOf(me.cookie))[0]!.paymentMethodUuid).toBeNull();
    const again = (await save(me.cookie, choice!.financialAccountUuid)).data!.savePaymentBankAccount.paymentMethod;
    expect(again).toMatchObject({ uuid: first.uuid, isDefault: true });
    expect(await t.db('paymentMethods').where({ userUuid: me.uuid }).whereNull('removedAt')).toHaveLength(1);
  });

  it('asks a processor that needs the numbers without them when the bank link has none, and shows its refusal on the field', async () => {
    const me = await homeowner('numbers-needed@example.com');
    await linkBankAccount(t, me.uuid);
    const [choice] = await choicesOf(me.cookie);
    const sandbox = t.adapters.paymentProcessor;
    const asked: BankAccountToSave[] = [];
    // Stripe's side: it needs the ACH numbers, which the embedded bank-link sandbox does not give.
    const needsNumbers: PaymentProcessor = Object.create(sandbox, { needsAchNumbers: { value: true } });
    needsNumbers.saveBankAccount = async (account) => {
      asked.push(account);
      throw new BankAccountRefusedError('account_numbers_unavailable', 'Stripe needs the account and routing numbers of the bank account.');
    };
    t.adapters.paymentProcessor = needsNumbers;
    try {
      expect((await save(me.cookie, choice!.financialAccountUuid)).data!.savePaymentBankAccount).toEqual({
        paymentMethod: null,
        errors: [{ code: 'INVALID', field: 'financialAccountUuid', message: 'This bank account cannot be used for payments yet. Use a card instead.' }],
      });
    } finally {
      t.adapters.paymentProcessor = sandbox;
    }
    expect(asked).toMatchObject([{ ach: null, last4: '0000', accountType: 'checking' }]);
    expect(await t.db('paymentMethods').where({ userUuid: me.uuid })).toHaveLength(0);
  });
});
