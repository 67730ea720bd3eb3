import type { Knex } from 'knex';
import { declineMessage, paymentMessages, type PaymentSetupStatus } from '#core/payments/index';
import type { PaymentProcessor, SetupIntent } from '../../adapters/payments/PaymentProcessor.js';
import { SandboxPaymentProcessor, SandboxSetupError, type SandboxCardDetails } from '../../adapters/payments/SandboxPaymentProcessor.js';
import { PaymentMethod } from '../../models/PaymentMethod.js';
import type { ServiceContext } from '../context.js';
import { AppError, unauthenticated, type FieldError } from '../errors.js';
import { customerReferenceFor } from './customers.js';
import { refreshHasSavedCreditCard, savedPaymentMethodsOf } from './paymentMethods.js';

export interface PaymentSetupStart {
  setupIntentId: string;
  clientSecret: string;
  processor: 'SANDBOX' | 'STRIPE';
  publishableKey: string | null;
}

export interface PaymentSetupOutcome {
  setupIntentId: string;
  status: PaymentSetupStatus;
  paymentMethod: PaymentMethod | null;
  errors: FieldError[];
}

function signedInUser(ctx: ServiceContext) {
  if (!ctx.currentUser) throw unauthenticated();
  return ctx.currentUser;
}

const statusOf = (intent: SetupIntent): PaymentSetupStatus => intent.status.toUpperCase() as PaymentSetupStatus;

function setupErrors(intent: SetupIntent | null): FieldError[] {
  if (!intent) return [{ code: 'NOT_FOUND', message: paymentMessages.setupNotFound, field: 'setupIntentId' }];
  if (intent.status === 'succeeded') return [];
  if (intent.status === 'canceled') return [{ code: 'PAYMENT_SETUP_FAILED', message: paymentMessages.setupCanceled, field: 'setupIntentId' }];
  if (intent.lastErrorCode) return [{ code: 'PAYMENT_SETUP_FAILED', message: declineMessage(intent.lastErrorCode), field: 'card' }];
  if (intent.status === 'processing') return [];
  return [{ code: 'PAYMENT_SETUP_FAILED', message: paymentMessages.setupNotFinished, field: 'setupIntentId' }];
}

/** Starts saving a card: a setup at the processor for this user's customer. */
export async function startPaymentSetup(ctx: ServiceContext): Promise<PaymentSetupStart> {
  const user = signedInUser(ctx);
  const processor = ctx.adapters.paymentProcessor;
  const customerReference = await customerReferenceFor(ctx.db, processor, user);
  const intent = await processor.createSetupIntent({ customerReference, userUuid: user.uuid });
  return {
    setupIntentId: intent.id,
    clientSecret: intent.clientSecret,
    processor: processor instanceof SandboxPaymentProcessor ? 'SANDBOX' : 'STRIPE',
    publishableKey: processor.publishableKey,
  };
}

function sandboxOf(ctx: ServiceContext): SandboxPaymentProcessor {
  if (!(ctx.adapters.paymentProcessor instanceof SandboxPaymentProcessor))
    throw new AppError('FORBIDDEN', 'Cards are entered with the payment processor, not here.');
  return ctx.adapters.paymentProcessor;
}

async function ownIntentOrNull(ctx: ServiceContext, setupIntentId: string): Promise<SetupIntent | null> {
  const user = signedInUser(ctx);
  const intent = await ctx.adapters.paymentProcessor.retrieveSetupIntent(setupIntentId);
  if (!intent) return null;
  const customerReference = await customerReferenceFor(ctx.db, ctx.adapters.paymentProcessor, user);
  return intent.customerReference === customerReference ? intent : null;
}

const outcomeOf = (setupIntentId: string, intent: SetupIntent | null, paymentMethod: PaymentMethod | null = null): PaymentSetupOutcome => ({
  setupIntentId,
  status: intent ? statusOf(intent) : 'REQUIRES_PAYMENT_METHOD',
  paymentMethod,
  errors: setupErrors(intent),
});

/** One step of the sandbox's card setup on the user's own intent; a refused step is a user error beside the intent as it stands. */
async function sandboxStep(
  ctx: ServiceContext,
  setupIntentId: string,
  step: (sandbox: SandboxPaymentProcessor) => Promise<SetupIntent>,
): Promise<PaymentSetupOutcome> {
  const sandbox = sandboxOf(ctx);
  if (!(await ownIntentOrNull(ctx, setupIntentId))) return outcomeOf(setupIntentId, null);
  try {
    return outcomeOf(setupIntentId, await step(sandbox));
  } catch (error) {
    if (error instanceof SandboxSetupError)
      return {
        ...outcomeOf(setupIntentId, await sandbox.retrieveSetupIntent(setupIntentId)),
        errors: [{ code: 'PAYMENT_SETUP_FAILED', message: error.message, field: 'setupIntentId' }],
      };
    throw error;
  }
}

/**
 * The sandbox's card form (what Stripe.js does in the real mode): the card decides the outcome
 * and is dropped; nothing of it but brand, last four and expiry is kept, and nothing is logged.
 */
export async function confirmSandboxCardSetup(
  ctx: ServiceContext,
  input: { setupIntentId: string; clientSecret: string; card: SandboxCardDetails },
): Promise<PaymentSetupOutcome> {
  return sandboxStep(ctx, input.setupIntentId, (sandbox) => sandbox.confirmCardSetup(input.setupIntentId, input.clientSecret, input.card));
}

/** The sandbox's 3-D Secure challenge for a setup that requires action. */
export async function completeSandboxAuthentication(
  ctx: ServiceContext,
  input: { setupIntentId: string; clientSecret: string; approved: boolean },
): Promise<PaymentSetupOutcome> {
  return sandboxStep(ctx, input.setupIntentId, (sandbox) => sandbox.completeAuthentication(input.setupIntentId, input.clientSecret, input.approved));
}

/**
 * Stores the card of a succeeded setup once (the processor's id is unique), as the default when
 * it is the user's first method in use, and turns hasSavedCreditCard on, in one transaction.
 */
export async function saveCardOfSetup(db: Knex, processor: PaymentProcessor, userUuid: string, intent: SetupIntent): Promise<PaymentMethod> {
  const card = intent.card;
  if (intent.status !== 'succeeded' || !card) throw new Error(`setup ${intent.id} has no card to save`);
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`payment_methods:${userUuid}`]);
    const existing = await PaymentMethod.query(trx).findOne({ processorReference: card.reference });
    if (existing) return existing;
    const isDefault = (await savedPaymentMethodsOf(trx, userUuid)).length === 0;
    const method = await PaymentMethod.query(trx).insertAndFetch({
      userUuid,
      kind: 'CARD',
      processor: processor.name,
      processorReference: card.reference,
      processorCustomerReference: intent.customerReference || null,
      brand: card.brand.toUpperCase(),
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault,
    });
    await refreshHasSavedCreditCard(trx, userUuid);
    return method;
  });
}

/**
 * /verify-payment: asks the processor about the setup named in the return address (never trusting
 * the address's status), and saves the card when it succeeded for this user.
 */
export async function verifyPaymentSetup(ctx: ServiceContext, setupIntentId: string): Promise<PaymentSetupOutcome> {
  const user = signedInUser(ctx);
  const intent = await ownIntentOrNull(ctx, setupIntentId);
  if (!intent || intent.status !== 'succeeded') return outcomeOf(setupIntentId, intent);
  const method = await saveCardOfSetup(ctx.db, ctx.adapters.paymentProcessor, user.uuid, intent);
  if (method.userUuid !== user.uuid) return outcomeOf(setupIntentId, null);
  ctx.logger.info('card saved', { paymentMethodUuid: method.uuid, brand: method.brand });
  return outcomeOf(setupIntentId, intent, method);
}
