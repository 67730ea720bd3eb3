import type { Knex } from 'knex';
import { dollarsToCents, dpToPercent, type LedgerRefusal } from '#core/partnership/index';
import { formatCents } from '#core/partnership/formatCents';
import { previewEquityTransaction, type EquityTransactionPreview } from '#core/properties/index';
import { IDEMPOTENCY_REFUSALS, isValidIdempotencyKey } from '#core/idempotency/idempotencyKey';
import type { EquityTransactionInput, RequestEquityVerificationCodeInput, VerifyEquityTransactionInput } from '#generated/server';
import { Payment } from '../../models/Payment.js';
import { Payout } from '../../models/Payout.js';
import { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';
import type { ServiceContext } from '../context.js';
import { AppError, unauthenticated, type FieldError } from '../errors.js';
import { PaymentRefusedError } from '../payments/PaymentRefusedError.js';
import { ownedProperty } from './access.js';
import { ledgerEntryView, paymentSplitOf } from './dashboardView.js';
import { chargeForEquity, chosenPaymentMethodOf, type EquityCharge } from './equityPayments.js';
import { payOutCashOut, type EquityPayout } from './cashOutPayouts.js';
import { PayoutRefusedError } from './PayoutRefusedError.js';
import { loadLedger } from './ledgerStore.js';
import { countVerificationAttempt, issueVerificationCode, reauthenticate } from './reauthentication.js';

const refusalView = (refusal: LedgerRefusal) => ({ limit: refusal.code, maxAllowed: refusal.maxAllowedCents / 100, message: refusal.message });

const previewView = (preview: EquityTransactionPreview) => ({
  kind: preview.kind,
  frequency: preview.frequency,
  amount: preview.amountCents / 100,
  homeValue: preview.valueCents / 100,
  designatedPercentageBefore: dpToPercent(preview.dpBefore),
  designatedPercentageAfter: dpToPercent(preview.dpAfter),
  monthlyPaymentBefore: paymentSplitOf(preview.paymentBefore),
  monthlyPaymentAfter: paymentSplitOf(preview.paymentAfter),
  homeownerEquityBefore: preview.homeownerEquityBeforeCents / 100,
  homeownerEquityAfter: preview.homeownerEquityAfterCents / 100,
});

/** Dollars as typed to cents; anything that is not a whole number of cents is not an amount. */
function amountCentsOf(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1e12) return 0;
  const cents = dollarsToCents(amount);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : 0;
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

/**
 * The verify step: re-authenticate, then in ONE transaction lock the property, check the limits
 * against the replayed ledger, charge a buy-in to the saved payment method or pay a cash-out to
 * the linked bank account, and write the ledger row. A failure anywhere leaves no row, no charge
 * and no payout; the same key with the same request returns the first result, after
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
    return await ctx.db.transaction(async (trx) => {
      const first = await PropertyLedgerEntry.query(trx).findOne({ propertyUuid: property.uuid, idempotencyKey: input.idempotencyKey });
      const authProblem = await reauthenticate(ctx, trx, user, input, { replay: Boolean(first) });
      if (authProblem) return payload({ errors: [authProblem] });
      reauthenticated = true;
      if (first) return replayOrConflict(trx, first, input);
      const locked = await ownedProperty(ctx, input.propertyUuid, trx, true);
      // Another request with the key may have committed while this one waited for the lock.
      const raced = await PropertyLedgerEntry.query(trx).findOne({ propertyUuid: locked.uuid, idempotencyKey: input.idempotencyKey });
      if (raced) return replayOrConflict(trx, raced, input);
      // The limits, and the smallest buy-in and cash-out (core/properties).
      const result = await check(ctx, trx, locked, input, input.idempotencyKey);
      if (!result.ok) return payload({ refusal: result.refusal });
      const { preview } = result;
      const kind = preview.ledgerRequest.kind as keyof typeof DESCRIPTIONS;
      const description = DESCRIPTIONS[kind](preview.amountCents);
      const providerKey = `property:${locked.uuid}:${input.idempotencyKey}`;
      // A method named by the browser must be the owner's and in use; otherwise the default is charged.
      const paymentMethodUuid =
        preview.kind === 'BUY_IN' && input.paymentMethodUuid ? await chosenPaymentMethodOf(trx, user.uuid, input.paymentMethodUuid) : null;
      const payment =
        preview.kind === 'BUY_IN'
          ? await chargeForEquity(trx, ctx.adapters, {
              userUuid: user.uuid,
              amountCents: preview.amountCents,
              idempotencyKey: providerKey,
              description,
              paymentMethodUuid,
            })
          : null;
      const payout =
        preview.kind === 'CASH_OUT'
          ? await payOutCashOut(trx, ctx, { property: locked, amountCents: preview.amountCents, idempotencyKey: providerKey, description })
          : null;
      const paidWith = payment?.paymentMethodLabel ?? payout?.bankAccountLabel;
      const entry = await PropertyLedgerEntry.query(trx).insertAndFetch({
        propertyUuid: locked.uuid,
        kind: preview.ledgerRequest.kind,
        idempotencyKey: input.idempotencyKey,
        amountCents: preview.amountCents,
        valueCents: preview.valueCents,
        dpBefore: preview.dpBefore,
        dpAfter: preview.dpAfter,
        mortgageBalanceCents: preview.ledgerRequest.kind === 'CASH_OUT' ? preview.ledgerRequest.mortgageBalanceCents : null,
        paymentUuid: payment?.paymentUuid ?? null,
        payoutUuid: payout?.payoutUuid ?? null,
        recordedBy: user.uuid,
        description: paidWith ? `${description} · ${paidWith}` : description,
      });
      if (kind === 'RECURRING_BUY_IN') {
        // The months after this one are charged to the method this one was paid with.
        const chargedMethodUuid = payment ? (await Payment.query(trx).findById(payment.paymentUuid))?.paymentMethodUuid : null;
        await Property.query(trx)
          .patch({ recurringBuyInCents: preview.recurringBuyInCents, recurringBuyInPaymentMethodUuid: chargedMethodUuid ?? null, updatedAt: ctx.now() })
          .where({ uuid: locked.uuid });
      }
      return payload({ entry, payment, payout });
    });
  } catch (error) {
    // A refused charge or payout (no saved method or bank account, declined) is the user's to fix; the transaction rolled back.
    if (error instanceof PaymentRefusedError || error instanceof PayoutRefusedError) return payload({ errors: [error.userError] });
    throw error;
  } finally {
    // Only failed tries count toward the lock-out.
    if (reauthenticated) await attempt.passed();
  }
}
