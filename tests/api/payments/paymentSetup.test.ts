import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProcessor } from '#api/adapters/payments/StripePaymentProcessor';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO, insertUser } from '../refinanceApplicationSupport.js';
import { startLocalHttpServer } from '../../support/localHttpServer.js';

const METHOD_FIELDS = 'uuid kind label brand last4 expMonth expYear isDefault';
const START = 'mutation { startPaymentSetup { setup { setupIntentId clientSecret processor publishableKey } errors { code message } } }';
const SETUP_FIELDS = `setupIntentId status paymentMethod { ${METHOD_FIELDS} } errors { code field message }`;
const CONFIRM = `mutation ($input: ConfirmSandboxCardSetupInput!) { confirmSandboxCardSetup(input: $input) { ${SETUP_FIELDS} } }`;
const AUTHENTICATE = `mutation ($input: CompleteSandboxCardAuthenticationInput!) { completeSandboxCardAuthentication(input: $input) { ${SETUP_FIELDS} } }`;
const VERIFY = `mutation ($input: VerifyPaymentSetupInput!) { verifyPaymentSetup(input: $input) { ${SETUP_FIELDS} } }`;
const LIST = `query { paymentMethods { ${METHOD_FIELDS} } me { hasSavedCreditCard } }`;
const REMOVE = `mutation ($input: PaymentMethodInput!) { removePaymentMethod(input: $input) { paymentMethods { ${METHOD_FIELDS} } errors { code message } } }`;
const SET_DEFAULT = `mutation ($input: PaymentMethodInput!) { setDefaultPaymentMethod(input: $input) { paymentMethods { ${METHOD_FIELDS} } errors { code message } } }`;

interface Setup {
  setupIntentId: string;
  clientSecret: string;
}
interface SetupPayload {
  setupIntentId: string;
  status: string;
  paymentMethod: { uuid: string; label: string; brand: string; last4: string; isDefault: boolean } | null;
  errors: Array<{ code: string; field: string | null; message: string }>;
}

let t: TestApp;
let cookie: string;
let otherCookie: string;
const year = new Date().getUTCFullYear() + 2;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'other@roofline.test', 'another-password-1');
  otherCookie = await t.sessionCookie('other@roofline.test', 'another-password-1');
});

afterAll(async () => {
  await t.close();
});

async function start(as = cookie): Promise<Setup> {
  const { data, errors } = await t.gql<{ startPaymentSetup: { setup: Setup & { processor: string } } }>(START, {}, as);
  expect(errors).toBeUndefined();
  expect(data?.startPaymentSetup.setup.processor).toBe('SANDBOX');
  const { setupIntentId, clientSecret } = data!.startPaymentSetup.setup;
  return { setupIntentId, clientSecret };
}

async function confirm(setup: Setup, number: string, as = cookie, card: Record<string, unknown> = {}): Promise<SetupPayload> {
  const { data, errors } = await t.gql<{ confirmSandboxCardSetup: SetupPayload }>(
    CONFIRM,
    { input: { ...setup, card: { number, expMonth: 12, expYear: year, cvc: '123', postalCode: '94107', ...card } } },
    as,
  );
  expect(errors).toBeUndefined();
  return data!.confirmSandboxCardSetup;
}

async function verify(setupIntentId: string, as = cookie): Promise<SetupPayload> {
  const { data, errors } = await t.gql<{ verifyPaymentSetup: SetupPayload }>(VERIFY, { input: { setupIntentId } }, as);
  expect(errors).toBeUndefined();
  return data!.verifyPaymentSetup;
}

async function list(as = cookie) {
  const { data } = await t.gql<{ paymentMethods: Array<{ uuid: string; label: string; isDefault: boolean }>; me: { hasSavedCreditCard: boolean } }>(
    LIST,
    {},
    as,
  );
  return data!;
}

/** A new signed-in user of the test's own, with no saved payment method. */
async function newUser(): Promise<{ uuid: string; cookie: string }> {
  const email = `saver-${randomUUID()}@roofline.test`;
  const uuid = await insertUser(t, email, 'another-password-1');
  return { uuid, cookie: await t.sessionCookie(email, 'another-password-1') };
}

/** Saves a card through setup, confirmation and /verify-payment. */
async function saveCard(as: string, number: string) {
  const setup = await start(as);
  await confirm(setup, number, as);
  const verified = await verify(setup.setupIntentId, as);
  expect(verified).toMatchObject({ status: 'SUCCEEDED', errors: [] });
  return verified.paymentMethod!;
}

describe('saving a card', () => {
  it('needs a signed-in user', async () => {
    const { errors } = await t.gql(START);
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is not saved before /verify-payment asks the processor; then it is, with hasSavedCreditCard', async () => {
    const { cookie: as } = await newUser();
    expect((await list(as)).me.hasSavedCreditCard).toBe(false);
    const setup = await start(as);
    const confirmed = await confirm(setup, '4242 4242 4242 4242', as);
    expect(confirmed).toMatchObject({ status: 'SUCCEEDED', paymentMethod: null, errors: [] });
    expect((await list(as)).paymentMethods).toEqual([]);

    const verified = await verify(setup.setupIntentId, as);
    expect(verified).toMatchObject({
      status: 'SUCCEEDED',
      errors: [],
      paymentMethod: { label: 'Visa •••• 4242', brand: 'VISA', last4: '4242', isDefault: true },
    });
    const after = await list(as);
    expect(after.me.hasSavedCreditCard).toBe(true);
    expect(after.paymentMethods).toHaveLength(1);
    // Verifying again (a reload of /verify-payment) keeps one card.
    expect((await verify(setup.setupIntentId, as)).paymentMethod?.uuid).toBe(verified.paymentMethod?.uuid);
    expect((await list(as)).paymentMethods).toHaveLength(1);
  });

  it('never stores the card number: only brand, last four and expiry', async () => {
    await saveCard((await newUser()).cookie, '4242 4242 4242 4242');
    const rows = await t.db('paymentMethods').select('*');
    const sandboxRows = await t.db('paymentSandboxSetupIntents').select('*');
    expect(JSON.stringify([rows, sandboxRows])).not.toContain('4242424242424242');
  });

  it('reports a declined card and saves nothing', async () => {
    const { cookie: as } = await newUser();
    const saved = await saveCard(as, '4242424242424242');
    const setup = await start(as);
    const confirmed = await confirm(setup, '4000000000000002', as);
    expect(confirmed).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      errors: [{ code: 'PAYMENT_SETUP_FAILED', field: 'card', message: 'Your card was declined.' }],
    });
    const verified = await verify(setup.setupIntentId, as);
    expect(verified).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', paymentMethod: null, errors: [{ code: 'PAYMENT_SETUP_FAILED' }] });
    expect((await list(as)).paymentMethods).toEqual([expect.objectContaining({ uuid: saved.uuid })]);
  });

  it.each([
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
    ['4242424242424241', 'Your payment was declined. Try another card or bank account.'],
  ])('says why card %s was refused', async (number, message) => {
    const confirmed = await confirm(await start(), number);
    expect(confirmed.errors).toEqual([{ code: 'PAYMENT_SETUP_FAILED', field: 'card', message }]);
  });

  it('asks for authentication with 4000002500003155, and saves the card only once it passed', async () => {
    // A card saved first stays the default.
    const { cookie: as } = await newUser();
    await saveCard(as, '4242424242424242');
    const failing = await start(as);
    expect(await confirm(failing, '4000002500003155', as)).toMatchObject({
      status: 'REQUIRES_ACTION',
      errors: [{ code: 'PAYMENT_SETUP_FAILED', message: 'Your card has not been confirmed yet.' }],
    });
    const failed = await t.gql<{ completeSandboxCardAuthentication: SetupPayload }>(AUTHENTICATE, { input: { ...failing, approved: false } }, as);
    expect(failed.data?.completeSandboxCardAuthentication).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      errors: [{ message: 'We could not authenticate your card. Try again or use another card.' }],
    });
    expect((await verify(failing.setupIntentId, as)).paymentMethod).toBeNull();

    const passing = await start(as);
    await confirm(passing, '4000002500003155', as);
    const passed = await t.gql<{ completeSandboxCardAuthentication: SetupPayload }>(AUTHENTICATE, { input: { ...passing, approved: true } }, as);
    expect(passed.data?.completeSandboxCardAuthentication).toMatchObject({ status: 'SUCCEEDED', errors: [] });
    expect((await verify(passing.setupIntentId, as)).paymentMethod).toMatchObject({ last4: '3155', isDefault: false });
  });

  it("does not let another user confirm or verify a user's setup", async () => {
    const setup = await start();
    expect(await confirm(setup, '5555555555554444', otherCookie)).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', errors: [{ code: 'NOT_FOUND' }] });
    await confirm(setup, '5555555555554444');
    expect(await verify(setup.setupIntentId, otherCookie)).toMatchObject({ paymentMethod: null, errors: [{ code: 'NOT_FOUND' }] });
    expect((await list(otherCookie)).paymentMethods).toEqual([]);
    expect((await list(otherCookie)).me.hasSavedCreditCard).toBe(false);
  });

  it('refuses a setup confirmed with the wrong client secret', async () => {
    const setup = await start();
    const confirmed = await confirm({ ...setup, clientSecret: `${setup.setupIntentId}_secret_wrong` }, '4242424242424242');
    expect(confirmed.errors[0]).toMatchObject({ code: 'PAYMENT_SETUP_FAILED' });
    expect(confirmed.status).toBe('REQUIRES_PAYMENT_METHOD');
  });
});

describe('saving a card with Stripe', () => {
  it("gives the browser Stripe's client secret and the publishable key for Stripe.js, never the secret key", async () => {
    const stripe = await startLocalHttpServer(({ url }) => ({
      status: 200,
      json: url.startsWith('/v1/customers')
        ? { id: 'cus_browser', object: 'customer' }
        : { id: 'seti_browser', object: 'setup_intent', client_secret: 'seti_browser_secret_abc', status: 'requires_payment_method', customer: 'cus_browser' },
    }));
    await insertUser(t, 'stripe-browser@roofline.test', 'another-password-1');
    const stripeCookie = await t.sessionCookie('stripe-browser@roofline.test', 'another-password-1');
    const sandbox = t.adapters.paymentProcessor;
    t.adapters.paymentProcessor = new StripePaymentProcessor({
      secretKey: 'sk_test_never_shown',
      publishableKey: 'pk_test_browser',
      api: { host: '127.0.0.1', port: Number(new URL(stripe.baseUrl).port), protocol: 'http' },
      maxNetworkRetries: 0,
    });
    try {
      const response = await t.gql<{ startPaymentSetup: unknown }>(START, {}, stripeCookie);
      expect(response.errors).toBeUndefined();
      expect(response.data?.startPaymentSetup).toEqual({
        setup: { setupIntentId: 'seti_browser', clientSecret: 'seti_browser_secret_abc', processor: 'STRIPE', publishableKey: 'pk_test_browser' },
        errors: [],
      });
      expect(JSON.stringify(response)).not.toContain('sk_test');
      expect(stripe.received.map((request) => request.url)).toEqual(['/v1/customers', '/v1/setup_intents']);
    } finally {
      t.adapters.paymentProcessor = sandbox;
      await stripe.close();
    }
  });

  it('gives the sandbox no publishable key: its own form takes the card', async () => {
    const { data } = await t.gql<{ startPaymentSetup: { setup: { processor: string; publishableKey: string | null } } }>(START, {}, cookie);
    expect(data?.startPaymentSetup.setup).toMatchObject({ processor: 'SANDBOX', publishableKey: null });
  });
});

describe('saved methods', () => {
  it("another user can neither see, remove nor make default a user's method", async () => {
    const { cookie: as } = await newUser();
    const method = await saveCard(as, '4242424242424242');
    expect((await list(otherCookie)).paymentMethods).toEqual([]);
    const removed = await t.gql(REMOVE, { input: { paymentMethodUuid: method.uuid } }, otherCookie);
    expect(removed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const made = await t.gql(SET_DEFAULT, { input: { paymentMethodUuid: method.uuid } }, otherCookie);
    expect(made.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(as)).paymentMethods.map((m) => m.uuid)).toContain(method.uuid);
  });

  it('moves the default, and removing the default passes it on; removing every card turns hasSavedCreditCard off', async () => {
    const { uuid: userUuid, cookie: as } = await newUser();
    await saveCard(as, '4242424242424242');
    await saveCard(as, '5555555555554444');
    const before = (await list(as)).paymentMethods;
    expect(before.length).toBe(2);
    const last = before[before.length - 1]!;
    const made = await t.gql<{ setDefaultPaymentMethod: { paymentMethods: Array<{ uuid: string; isDefault: boolean }> } }>(
      SET_DEFAULT,
      { input: { paymentMethodUuid: last.uuid } },
      as,
    );
    expect(made.data?.setDefaultPaymentMethod.paymentMethods[0]).toMatchObject({ uuid: last.uuid, isDefault: true });

    let remaining = made.data!.setDefaultPaymentMethod.paymentMethods;
    while (remaining.length > 0) {
      const removed = await t.gql<{ removePaymentMethod: { paymentMethods: Array<{ uuid: string; isDefault: boolean }> } }>(
        REMOVE,
        { input: { paymentMethodUuid: remaining[0]!.uuid } },
        as,
      );
      remaining = removed.data!.removePaymentMethod.paymentMethods;
      if (remaining.length > 0) expect(remaining.filter((m) => m.isDefault)).toHaveLength(1);
    }
    expect(await list(as)).toEqual({ paymentMethods: [], me: { hasSavedCreditCard: false } });
    // Removed methods stay for the payments made with them.
    expect(Number((await t.db('paymentMethods').where({ userUuid }).whereNotNull('removedAt').count({ n: '*' }))[0]?.n)).toBe(2);
  });
});
