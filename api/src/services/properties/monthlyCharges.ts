import type { LedgerRequest } from '#core/partnership/index';
import { shareValue } from '#core/partnership/index';
import { formatCents } from '#core/partnership/formatCents';
import { isDue, monthOf } from '#core/properties/index';
import { Property } from '../../models/Property.js';
import { appendLedgerEntry } from './appendLedgerEntry.js';
import { chargeForEquity, monthlyPaymentMethodOf } from './equityPayments.js';
import { loadLedger } from './ledgerStore.js';
import type { PropertyWork } from './work.js';

/** Charges under this are not sent to the processor (card networks refuse them). */
const MIN_CHARGE_CENTS = 50;

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

/**
 * Charges a property's monthly payment once its day has come: each part its own ledger row and
 * charge, in its own transaction, keyed by the month, so a rerun (a retry, a second server)
 * charges nothing twice. Returns the keys recorded now.
 */
export async function chargeMonth(work: PropertyWork, propertyUuid: string): Promise<string[]> {
  const today = work.now().toISOString().slice(0, 10);
  const first = await Property.query(work.db).findById(propertyUuid);
  if (!first || !isDue(first.paymentDay, first.closingDate, today)) return [];
  const period = monthOf(today);
  const recorded: string[] = [];
  for (const charge of await chargesOf(work, first, period)) {
    const result = await work.db.transaction(async (trx) => {
      const property = await Property.query(trx).findById(propertyUuid).forUpdate();
      return appendLedgerEntry(trx, property!, charge.request, {
        equityBuilderCutoffDate: work.config.EQUITY_BUILDER_CUTOFF_DATE,
        recordedBy: 'monthly-property-charges',
        description: charge.description,
        charge: (entry) =>
          chargeForEquity(trx, work.adapters, {
            userUuid: property!.ownerUuid,
            amountCents: entry.amountCents,
            idempotencyKey: `property:${propertyUuid}:${charge.request.idempotencyKey}`,
            description: charge.description,
            paymentMethodUuid: charge.paymentMethodUuid ?? null,
          }),
      });
    });
    if (!result.ok) {
      work.logger.warn('monthly property charge refused', { propertyUuid, key: charge.request.idempotencyKey, code: result.refusal.code });
      continue;
    }
    if (!result.replayed) recorded.push(charge.request.idempotencyKey);
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
