import type { Knex } from 'knex';
import { dpToPercent, type LedgerRefusal } from '#core/partnership/index';
import { centsToDollars, dollarsToCents, isWholeCents } from '#core/money/cents';
import { formatCents } from '#core/partnership/formatCents';
import { previewEquityTransaction, type EquityTransactionPreview } from '#core/properties/index';
import { IDEMPOTENCY_REFUSALS, isValidIdempotencyKey } from '#core/idempotency/idempotencyKey';
import { paymentMethodLabel } from '#core/payments/index';
import { ACTION_IN_PROGRESS } from '#core/payments/providerActions';
import type { EquityTransactionInput, RequestEquityVerificationCodeInput, VerifyEquityTransactionInput } from '#generated/server';
import { Payment } from '../../models/Payment.js';
import { Payout } from '../../models/Payout.js';
import { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';
import type { ServiceContext } from '../context.js';
import { AppError, unauthenticated, type FieldError } from '../errors.js';
import { PaymentRefusedError } from '../payments/PaymentRefusedError.js';
import { recordPendingCharge, sendCharge } from '../payments/pendingCharges.js';
import { PaymentMethod } from '../../models/PaymentMethod.js';
import { PayoutProviderError } from '../../adapters/payouts/PayoutProvider.js';
import { ownedProperty } from './access.js';
import { ledgerEntryView, paymentSplitOf } from './dashboardView.js';
import { chosenPaymentMethodOf, type EquityCharge } from './equityPayments.js';
import { recordPendingPayout, sendPayout, type EquityPayout } from './cashOutPayouts.js';
import { completeCharge, completePayout, pendingLedgerEntryOf, unfinishedActionOn, type PendingLedgerEntry } from './providerActions.js';
import { PayoutRefusedError } from './PayoutRefusedError.js';
import { loadLedger } from './ledgerStore.js';
import { countVerificationAttempt, issueVerificationCode, reauthenticate } from './reauthentication.js';

const refusalView = (refusal: LedgerRefusal) => ({ limit: refusal.code, maxAllowed: centsToDollars(refusal.maxAllowedCents), message: refusal.message });

const previewView = (preview: EquityTransactionPreview) => ({
  kind: preview.kind,
  frequency: preview.frequency,
  amount: centsToDollars(preview.amountCents),
  homeValue: centsToDollars(preview.valueCents),
  designatedPercentageBefore: dpToPercent(preview.dpBefore),
  designatedPercentageAfter: dpToPercent(preview.dpAfter),
  monthlyPaymentBefore: paymentSplitOf(preview.paymentBefore),
  monthlyPaymentAfter: paymentSplitOf(preview.paymentAfter),
  homeownerEquityBefore: centsToDollars(preview.homeownerEquityBeforeCents),
  homeownerEquityAfter: centsToDollars(preview.homeownerEquityAfterCents),
});

/** Dollars as typed to cents; anything that is not a whole number of cents is not an amount. */
function amountCentsOf(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1e12) return 0;
  return isWholeCents(amount) ? dollarsToCents(amount) : 0;
}

async function check(ctx: ServiceContext, db: Knex, property: Property, input: EquityTransactionInput, idempotencyKey: string) {
  const ledger = await loadLedger(db, property, ctx.config.EQUITY_BUILDER_CUTOFF_DATE);
  const result = previewEquityTransaction(
    ledger.figures,
    ledger.deal,
    ledger.balances,
    { kind: input.kind, amountCents: amountCentsOf(input.amount), frequency: input.frequency ?? 'ONE_TIME' },
    idempotencyKey,
  );
  return result;
}

/** The confirm step: the exact change, or the limit that refuses it with the largest amount allowed. */
export async function equityTransactionPreview(ctx: ServiceContext, input: EquityTransactionInput) {
  const property = await ownedProperty(ctx, input.propertyUuid);
  const result = await check(ctx, ctx.db, property, input, 'preview');
  return result.ok ? { preview: previewView(result.preview), refusal: null } : { preview: null, refusal: refusalView(result.refusal) };
}

export async function requestEquityVerificationCode(ctx: ServiceContext, input: RequestEquityVerificationCodeInput) {
  await ownedProperty(ctx, input.propertyUuid);
  await issueVerificationCode(ctx, ctx.currentUser!);
  return { ok: true };
}

const DESCRIPTIONS = {
  BUY_IN: (cents: number) => `One-time buy-in of ${formatCents(cents)}`,
  RECURRING_BUY_IN: (cents: number) => `Monthly buy-in of ${formatCents(cents)} (first month)`,
  CASH_OUT: (cents: number) => `Cash out of ${formatCents(cents)} to your payment account`,
};

const payload = (
  fields: Partial<{
    entry: PropertyLedgerEntry;
    payment: EquityCharge | null;
    payout: EquityPayout | null;
    replayed: boolean;
    refusal: LedgerRefusal;
    errors: FieldError[];
  }>,
) => ({
  entry: fields.entry ? ledgerEntryView(fields.entry) : null,
  payment: fields.payment ?? null,
  payout: fields.payout ?? null,
  replayed: fields.replayed ?? false,
  refusal: fields.refusal ? refusalView(fields.refusal) : null,
  errors: fields.errors ?? [],
});

/** The first result of a key: its ledger row and the payment that paid for it, or the payout a cash-out made. */
async function replayOf(db: Knex, entry: PropertyLedgerEntry) {
  const charge = entry.paymentUuid ? await Payment.query(db).findById(entry.paymentUuid) : undefined;
  const paid = entry.payoutUuid ? await Payout.query(db).findById(entry.payoutUuid) : undefined;
  const label = entry.description?.split(' · ')[1] ?? '';
  return payload({
    entry,
    payment: charge ? { paymentUuid: charge.uuid, status: charge.status, paymentMethodLabel: label } : null,
    payout:
      paid && paid.status !== 'REQUESTED' && paid.status !== 'FAILED'
        ? { payoutUuid: paid.uuid, status: paid.status, bankAccountLabel: paid.bankAccountLabel }
        : null,
    replayed: true,
  });
}

/** Whether a key's first ledger row was written for this request: the same kind, frequency, amount and (when named) payment method. */
async function sameRequest(db: Knex, entry: PropertyLedgerEntry, input: VerifyEquityTransactionInput): Promise<boolean> {
  const kind = input.kind === 'CASH_OUT' ? 'CASH_OUT' : input.frequency === 'MONTHLY_RECURRING' ? 'RECURRING_BUY_IN' : 'BUY_IN';
  if (entry.kind !== kind || Number(entry.amountCents) !== amountCentsOf(input.amount)) return false;
  if (input.kind !== 'BUY_IN' || !input.paymentMethodUuid || !entry.paymentUuid) return true;
  return (await Payment.query(db).findById(entry.paymentUuid))?.paymentMethodUuid === input.paymentMethodUuid;
}

/** The first result of a key sent again; the key with another request is a conflict, never the first request's success. */
async function replayOrConflict(db: Knex, entry: PropertyLedgerEntry, input: VerifyEquityTransactionInput) {
  if (!(await sameRequest(db, entry, input))) throw new AppError(IDEMPOTENCY_REFUSALS.reused.code, IDEMPOTENCY_REFUSALS.reused.message);
  return replayOf(db, entry);
}

/** A first try of the key that never finished: the same request resumes it, another is a conflict. */
async function unfinishedOf(trx: Knex, providerKey: string, input: VerifyEquityTransactionInput): Promise<Started | null> {
  const payment = await Payment.query(trx).findOne({ idempotencyKey: providerKey, status: 'PENDING' });
  const payout = payment ? undefined : await Payout.query(trx).findOne({ idempotencyKey: providerKey, status: 'REQUESTED' });
  const row = payment ?? payout;
  const entry = row ? pendingLedgerEntryOf(row) : null;
  if (!row || !entry) return null;
  const kind = input.kind === 'CASH_OUT' ? 'CASH_OUT' : input.frequency === 'MONTHLY_RECURRING' ? 'RECURRING_BUY_IN' : 'BUY_IN';
  const sameMethod = !payment || input.kind !== 'BUY_IN' || !input.paymentMethodUuid || payment.paymentMethodUuid === input.paymentMethodUuid;
  if (entry.kind !== kind || entry.amountCents !== amountCentsOf(input.amount) || !sameMethod)
    throw new AppError(IDEMPOTENCY_REFUSALS.reused.code, IDEMPOTENCY_REFUSALS.reused.message);
  return payment ? { payment } : { payout: payout! };
}

type Started = { answer: ReturnType<typeof payload> } | { payment: Payment } | { payout: Payout };

/** The answer for a finished charge: its ledger row and payment, or the decline as today. */
async function chargeAnswer(db: Knex, payment: Payment) {
  const method = await PaymentMethod.query(db).findById(payment.paymentMethodUuid);
  if (payment.status === 'FAILED') throw PaymentRefusedError.declined(payment.failureCode ?? 'card_declined', method?.kind);
  const pending = pendingLedgerEntryOf(payment)!;
  const entry = await PropertyLedgerEntry.query(db).findOne({ propertyUuid: pending.propertyUuid, idempotencyKey: pending.idempotencyKey });
  const status = payment.status as EquityCharge['status'];
  return payload({ entry, payment: { paymentUuid: payment.uuid, status, paymentMethodLabel: method ? paymentMethodLabel(method) : '' } });
}

/** The answer for a finished payout: its ledger row and payout, or the provider's refusal as today. */
async function payoutAnswer(db: Knex, payout: Payout) {
  if (payout.status === 'FAILED') throw PayoutRefusedError.failed(payout.failureCode ?? 'failed');
  const pending = pendingLedgerEntryOf(payout)!;
  const entry = await PropertyLedgerEntry.query(db).findOne({ propertyUuid: pending.propertyUuid, idempotencyKey: pending.idempotencyKey });
  const status = payout.status === 'PAID' ? 'PAID' : 'PENDING';
  return payload({ entry, payout: { payoutUuid: payout.uuid, status, bankAccountLabel: payout.bankAccountLabel } });
}

/** Sends the recorded charge (outside any transaction) and finishes it with the processor's answer. */
async function finishCharge(ctx: ServiceContext, payment: Payment) {
  // A processor that cannot be asked throws; the payment stays PENDING for a retry or the reconciliation job.
  const result = await sendCharge(ctx.db, ctx.adapters.paymentProcessor, payment);
  await ctx.faults?.('afterProviderCall');
  const done = await completeCharge(ctx.db, payment.uuid, result, ctx.faults);
  await ctx.faults?.('afterCompletionCommit');
  return chargeAnswer(ctx.db, done);
}

/** Sends the recorded payout (outside any transaction) and finishes it with the provider's answer. */
async function finishPayout(ctx: ServiceContext, payout: Payout) {
  let result;
  try {
    result = await sendPayout(ctx.db, ctx, payout);
  } catch (error) {
    if (!(error instanceof PayoutProviderError)) throw error;
    // The payout stays REQUESTED; a retry with the key, or the reconciliation job, learns what the provider did.
    throw new PayoutRefusedError('PAYOUT_FAILED', 'The payout service did not answer, so nothing was recorded. Please try again in a few minutes.', error.code);
  }
  await ctx.faults?.('afterProviderCall');
  const done = await completePayout(ctx.db, payout.uuid, result, ctx.faults);
  await ctx.faults?.('afterCompletionCommit');
  return payoutAnswer(ctx.db, done);
}

/**
 * The verify step (decision 0021): re-authenticate, then in one transaction lock the property,
 * check the limits against the replayed ledger and record the buy-in's charge or the cash-out's
 * payout as pending, with the ledger row it will write; commit; send it to the provider with its
 * idempotency key, outside any transaction; then, in a second transaction, mark it done and write
 * the ledger row, or mark it failed and write none. Money never moves without a record, and a
 * record left unfinished by a crash is finished by a retry with the same key or by the
 * reconciliation job. The same key with the same request returns the first result, after
 * re-authenticating like any other try.
 */
export async function verifyEquityTransaction(ctx: ServiceContext, input: VerifyEquityTransactionInput) {
  const user = ctx.currentUser;
  if (!user) throw unauthenticated();
  if (!isValidIdempotencyKey(input.idempotencyKey))
    return payload({ errors: [{ code: 'INVALID', field: 'idempotencyKey', message: 'The request key is not valid; start again.' }] });
  const property = await ownedProperty(ctx, input.propertyUuid);
  const attempt = await countVerificationAttempt(ctx, user);
  if (attempt.refused) return payload({ errors: [attempt.refused] });
  let reauthenticated = false;
  try {
    const started = await ctx.db.transaction(async (trx): Promise<Started> => {
      const first = await PropertyLedgerEntry.query(trx).findOne({ propertyUuid: property.uuid, idempotencyKey: input.idempotencyKey });
      const authProblem = await reauthenticate(ctx, trx, user, input, { replay: Boolean(first) });
      if (authProblem) return { answer: payload({ errors: [authProblem] }) };
      reauthenticated = true;
      if (first) return { answer: await replayOrConflict(trx, first, input) };
      const locked = await ownedProperty(ctx, input.propertyUuid, trx, true);
      // Another request with the key may have committed while this one waited for the lock.
      const raced = await PropertyLedgerEntry.query(trx).findOne({ propertyUuid: locked.uuid, idempotencyKey: input.idempotencyKey });
      if (raced) return { answer: await replayOrConflict(trx, raced, input) };
      const providerKey = `property:${locked.uuid}:${input.idempotencyKey}`;
      const unfinished = await unfinishedOf(trx, providerKey, input);
      if (unfinished) return unfinished;
      // The limits, and the smallest buy-in and cash-out (core/properties).
      const result = await check(ctx, trx, locked, input, input.idempotencyKey);
      if (!result.ok) return { answer: payload({ refusal: result.refusal }) };
      // The ledger row of the action still unfinished comes first; this one's limits depend on it.
      if (await unfinishedActionOn(trx, locked.uuid)) return { answer: payload({ errors: [{ ...ACTION_IN_PROGRESS }] }) };
      const { preview } = result;
      const kind = preview.ledgerRequest.kind as keyof typeof DESCRIPTIONS;
      const description = DESCRIPTIONS[kind](preview.amountCents);
      const ledgerEntryFor = (paidWith: string) =>
        JSON.stringify({
          propertyUuid: locked.uuid,
          kind: preview.ledgerRequest.kind,
          idempotencyKey: input.idempotencyKey,
          amountCents: preview.amountCents,
          valueCents: preview.valueCents,
          dpBefore: preview.dpBefore,
          dpAfter: preview.dpAfter,
          mortgageBalanceCents: preview.ledgerRequest.kind === 'CASH_OUT' ? preview.ledgerRequest.mortgageBalanceCents : null,
          recordedBy: user.uuid,
          description: paidWith ? `${description} · ${paidWith}` : description,
          recurringBuyInCents: kind === 'RECURRING_BUY_IN' ? preview.recurringBuyInCents : null,
        } satisfies PendingLedgerEntry);
      if (preview.kind === 'CASH_OUT')
        return {
          payout: await recordPendingPayout(trx, ctx, {
            property: locked,
            amountCents: preview.amountCents,
            idempotencyKey: providerKey,
            description,
            ledgerEntryFor,
          }),
        };
      // A method named by the browser must be the owner's and in use; otherwise the default is charged.
      const paymentMethodUuid = input.paymentMethodUuid ? await chosenPaymentMethodOf(trx, user.uuid, input.paymentMethodUuid) : null;
      const { payment } = await recordPendingCharge(trx, {
        userUuid: user.uuid,
        amountCents: preview.amountCents,
        idempotencyKey: providerKey,
        description,
        paymentMethodUuid,
        ledgerEntryFor,
      });
      return { payment };
    });
    if ('answer' in started) return started.answer;
    await ctx.faults?.('afterPendingCommit');
    return 'payment' in started ? await finishCharge(ctx, started.payment) : await finishPayout(ctx, started.payout);
  } catch (error) {
    // A refused charge or payout (no saved method or bank account, declined) is the user's to fix; no ledger row was written.
    if (error instanceof PaymentRefusedError || error instanceof PayoutRefusedError) return payload({ errors: [error.userError] });
    throw error;
  } finally {
    // Only failed tries count toward the lock-out.
    if (reauthenticated) await attempt.passed();
  }
}
