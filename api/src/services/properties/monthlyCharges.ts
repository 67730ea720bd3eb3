import type { LedgerRequest } from '#core/partnership/index';
import { recordEntry, shareValue } from '#core/partnership/index';
import { formatCents } from '#core/partnership/formatCents';
import { MIN_CHARGE_CENTS } from '#core/money/limits';
import { isDue, monthOf } from '#core/properties/index';
import { Payment } from '../../models/Payment.js';
import { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';
import { recordPendingCharge, sendCharge } from '../payments/pendingCharges.js';
import { monthlyPaymentMethodOf } from './equityPayments.js';
import { loadLedger } from './ledgerStore.js';
import { completeCharge, unfinishedActionOn, type PendingLedgerEntry, type ProviderActionFaults } from './providerActions.js';
import type { PropertyWork } from './work.js';

const RECORDED_BY = 'monthly-property-charges';

type MonthlyCharge = { request: LedgerRequest; description: string; paymentMethodUuid?: string | null };

/** This month's charges of a property, in order: the usage fee, the reduction payment, the recurring buy-in. */
async function chargesOf(work: PropertyWork, property: Property, period: string): Promise<MonthlyCharge[]> {
  const { balances } = await loadLedger(work.db, property, work.config.EQUITY_BUILDER_CUTOFF_DATE);
  const owned = balances.dp === 0 ? 0 : shareValue(balances.dp, balances.currentValueCents);
  const reduction = Math.min(property.reductionPaymentCents, owned);
  const recurring = Math.min(property.recurringBuyInCents, Math.max(0, owned - reduction), property.maxMonthlyEquityPurchaseLimitCents);
  const charges: MonthlyCharge[] = [];
  if (balances.monthlyUsageFeeCents >= MIN_CHARGE_CENTS)
    charges.push({ request: { kind: 'USAGE_FEE', idempotencyKey: `usage-fee:${period}` }, description: `Usage fee for ${period}` });
  if (reduction >= MIN_CHARGE_CENTS)
    charges.push({
      request: { kind: 'SCHEDULED_BUY_BACK', idempotencyKey: `reduction-payment:${period}`, amountCents: reduction },
      description: `Reduction payment for ${period}`,
    });
  if (recurring >= MIN_CHARGE_CENTS)
    charges.push({
      request: { kind: 'RECURRING_BUY_IN', idempotencyKey: `recurring-buy-in:${period}`, amountCents: recurring },
      description: `Monthly buy-in of ${formatCents(recurring)} for ${period}`,
      paymentMethodUuid: await monthlyPaymentMethodOf(work.db, property.ownerUuid, property.recurringBuyInPaymentMethodUuid),
    });
  return charges;
}

/** What the first step found for one charge: its ledger row already written, a refusal, or the payment to send. */
type Recorded = { written: true } | { refused: string } | { payment: Payment };

/**
 * The first step of one monthly charge (decision 0021), committed before the processor hears of
 * it: with the home locked, a key already in the ledger is done; a charge of the key left
 * unfinished is resumed; otherwise the ledger decides the entry and the payment is recorded
 * PENDING with the ledger row it writes once the money moved.
 */
async function recordMonthlyCharge(work: PropertyWork, propertyUuid: string, charge: MonthlyCharge): Promise<Recorded> {
  return work.db.transaction(async (trx): Promise<Recorded> => {
    const property = (await Property.query(trx).findById(propertyUuid).forUpdate())!;
    const key = charge.request.idempotencyKey;
    if (await PropertyLedgerEntry.query(trx).findOne({ propertyUuid, idempotencyKey: key })) return { written: true };
    const providerKey = `property:${propertyUuid}:${key}`;
    const unfinished = await Payment.query(trx).findOne({ idempotencyKey: providerKey, status: 'PENDING' });
    if (unfinished) return { payment: unfinished };
    // Another charge or payout of the home still unfinished writes its ledger row first; this one's amount depends on it.
    if (await unfinishedActionOn(trx, propertyUuid)) throw new Error(`${key} waits for another payment on the home still being completed`);
    const ledger = await loadLedger(trx, property, work.config.EQUITY_BUILDER_CUTOFF_DATE);
    const result = recordEntry(ledger.deal, ledger.balances, charge.request);
    if (!result.ok) return { refused: result.refusal.code };
    const { entry } = result;
    const { payment } = await recordPendingCharge(trx, {
      userUuid: property.ownerUuid,
      amountCents: entry.amountCents,
      idempotencyKey: providerKey,
      description: charge.description,
      paymentMethodUuid: charge.paymentMethodUuid ?? null,
      ledgerEntryFor: (paidWith) =>
        JSON.stringify({
          propertyUuid,
          kind: entry.kind,
          idempotencyKey: key,
          amountCents: entry.amountCents,
          valueCents: entry.valueCents,
          dpBefore: entry.dpBefore,
          dpAfter: entry.dpAfter,
          mortgageBalanceCents: entry.mortgageBalanceCents ?? null,
          recordedBy: RECORDED_BY,
          description: `${charge.description} · ${paidWith}`,
          recurringBuyInCents: null,
        } satisfies PendingLedgerEntry),
    });
    return { payment };
  });
}

/**
 * Charges a property's monthly payment once its day has come: each part its own ledger row and
 * charge, keyed by the month, so a rerun (a retry, a second server) charges nothing twice. Each
 * charge is recorded pending and committed, then sent with its key outside any transaction, then
 * finished with its ledger row (decision 0021): a server stopped in between leaves a pending
 * payment that a rerun or the reconciliation job finishes. A declined charge, or one the
 * processor did not answer, stops the property's month here, for the job's retry. Returns the
 * keys recorded now. `faults` stops the work as a killed server would (tests only).
 */
export async function chargeMonth(work: PropertyWork & { faults?: ProviderActionFaults }, propertyUuid: string): Promise<string[]> {
  const today = work.now().toISOString().slice(0, 10);
  const first = await Property.query(work.db).findById(propertyUuid);
  if (!first || !isDue(first.paymentDay, first.closingDate, today)) return [];
  const period = monthOf(today);
  const recorded: string[] = [];
  for (const charge of await chargesOf(work, first, period)) {
    const key = charge.request.idempotencyKey;
    const step = await recordMonthlyCharge(work, propertyUuid, charge);
    if ('written' in step) continue;
    if ('refused' in step) {
      work.logger.warn('monthly property charge refused', { propertyUuid, key, code: step.refused });
      continue;
    }
    await work.faults?.('afterPendingCommit');
    const result = await sendCharge(work.db, work.adapters.paymentProcessor, step.payment);
    await work.faults?.('afterProviderCall');
    const done = await completeCharge(work.db, step.payment.uuid, result, work.faults);
    await work.faults?.('afterCompletionCommit');
    if (done.status === 'FAILED') throw new Error(`${key} was declined (${done.failureCode ?? 'declined'})`);
    recorded.push(key);
  }
  return recorded;
}

/** Every property whose payment day has come this month; a property that fails is retried with the job. */
export async function chargeDueProperties(work: PropertyWork): Promise<{ charged: number; failed: string[] }> {
  const failed: string[] = [];
  let charged = 0;
  for (const { uuid } of await Property.query(work.db).select('uuid')) {
    try {
      charged += (await chargeMonth(work, uuid)).length;
    } catch (error) {
      failed.push(uuid);
      work.logger.warn('monthly property charges failed', { propertyUuid: uuid, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { charged, failed };
}
