import { describe, expect, it } from 'vitest';
import {
  CompleteSandboxCardAuthenticationDocument,
  ConfirmSandboxCardSetupDocument,
  EquityPaymentMethodsDocument,
  PaymentMethodsDocument,
  StartPaymentSetupDocument,
  VerifyPaymentSetupDocument,
} from '#generated/web';
import { mockPayments } from '#mocks/payments';
import { contractScenario, type Side } from './contractHarness';
import type { ShapeOptions } from './sameShape';

const both = contractScenario(() => mockPayments.reset());

/** A setup's id and client secret are the processor's, random by nature: compared by kind only. */
const SETUP: ShapeOptions = { byKind: ['**.setupIntentId', '**.clientSecret'] };

type Setup = Record<Side, { setupIntentId: string; clientSecret: string }>;

/** Starts a card setup on both sides: each side's own setup id and secret. */
async function startedSetup(): Promise<Setup> {
  const started = await both.expectSameAnswer(StartPaymentSetupDocument, {}, SETUP);
  const of = (setup: { setupIntentId: string; clientSecret: string } | null | undefined) => ({
    setupIntentId: setup!.setupIntentId,
    clientSecret: setup!.clientSecret,
  });
  return { api: of(started.data!.startPaymentSetup.setup), mock: of(started.mock.data!.startPaymentSetup.setup) };
}

const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  postalCode: '94109',
  ...overrides,
});

describe('the payment mocks answer like the API for the demo homeowner', () => {
  // First in the file: the API's database keeps the cards the scenarios below save.
  it('paymentMethods and equityPaymentMethods: she has saved no method and linked no bank account yet', async () => {
    await both.signIn();
    expect((await both.expectSameAnswer(PaymentMethodsDocument)).data?.paymentMethods).toEqual([]);
    await both.expectSameAnswer(EquityPaymentMethodsDocument);
  });

  it('confirmSandboxCardSetup: a bad number, a bad security code, a declined card, a wrong secret, then a good card, which is not confirmed twice', async () => {
    await both.signIn();
    const setup = await startedSetup();
    const confirm = (number: string, overrides: Parameters<typeof card>[1] = {}, secret = (side: Side) => setup[side].clientSecret) =>
      both.expectSameAnswer(
        ConfirmSandboxCardSetupDocument,
        (side) => ({ input: { setupIntentId: setup[side].setupIntentId, clientSecret: secret(side), card: card(number, overrides) } }),
        SETUP,
      );

    expect((await confirm('4242424242424241')).data!.confirmSandboxCardSetup.errors[0]!.field).toBe('card');
    await confirm('4242424242424242', { cvc: '12' });
    await confirm('4000000000009995');
    await confirm('4242424242424242', {}, () => 'seti_not_the_secret');
    expect((await confirm('4242424242424242')).data!.confirmSandboxCardSetup.status).toBe('SUCCEEDED');
    expect((await confirm('4000000000000002')).data!.confirmSandboxCardSetup.errors[0]!.code).toBe('PAYMENT_SETUP_FAILED');
    await both.expectSameAnswer(
      ConfirmSandboxCardSetupDocument,
      { input: { setupIntentId: 'seti_unknown', clientSecret: 'seti_unknown_secret', card: card('4242424242424242') } },
      SETUP,
    );
  });

  it('completeSandboxCardAuthentication: 3-D Secure failed, then passed; verifyPaymentSetup saves the card and paymentMethods lists it', async () => {
    await both.signIn();
    const setup = await startedSetup();
    const input = (side: Side) => ({ setupIntentId: setup[side].setupIntentId, clientSecret: setup[side].clientSecret });
    const confirm = () =>
      both.expectSameAnswer(
        ConfirmSandboxCardSetupDocument,
        (side) => ({ input: { ...input(side), card: card('4000002500003155', { expMonth: 3, expYear: 2031 }) } }),
        SETUP,
      );
    const authenticate = (approved: boolean) =>
      both.expectSameAnswer(CompleteSandboxCardAuthenticationDocument, (side) => ({ input: { ...input(side), approved } }), SETUP);

    // Nothing to authenticate before a card asks for it.
    await authenticate(true);
    expect((await confirm()).data!.confirmSandboxCardSetup.status).toBe('REQUIRES_ACTION');
    expect((await authenticate(false)).data!.completeSandboxCardAuthentication.status).toBe('REQUIRES_PAYMENT_METHOD');
    await confirm();
    expect((await authenticate(true)).data!.completeSandboxCardAuthentication.status).toBe('SUCCEEDED');
    const saved = await both.expectSameAnswer(VerifyPaymentSetupDocument, (side) => ({ input: { setupIntentId: setup[side].setupIntentId } }), SETUP);
    expect(saved.data!.verifyPaymentSetup.paymentMethod?.label).toBe('Visa •••• 3155');
    await both.expectSameAnswer(PaymentMethodsDocument);
    await both.expectSameAnswer(EquityPaymentMethodsDocument);
  });

  it('confirmSandboxCardSetup and completeSandboxCardAuthentication refuse a visitor', async () => {
    await both.expectSameAnswer(ConfirmSandboxCardSetupDocument, {
      input: { setupIntentId: 'seti_unknown', clientSecret: 'seti_unknown_secret', card: card('4242424242424242') },
    });
    await both.expectSameAnswer(CompleteSandboxCardAuthenticationDocument, {
      input: { setupIntentId: 'seti_unknown', clientSecret: 'seti_unknown_secret', approved: true },
    });
  });
});
