import type { Knex } from 'knex';
import { NOT_RECEIVED_CODE, PROVIDER_ACTION_GIVE_UP_MS, RECONCILE_AFTER_MS } from '#core/payments/providerActions';
import type { LedgerEntryKind } from '#core/partnership/index';
import { closingDisbursementKey } from '#core/properties/closingDisbursement';
import type { Adapters } from '../../adapters/index.js';
import type { ChargeResult } from '../../adapters/payments/PaymentProcessor.js';
import type { PayoutResult } from '../../adapters/payouts/PayoutProvider.js';
import type { Logger } from '../../lib/logger.js';
import { Payment } from '../../models/Payment.js';
import { Payout } from '../../models/Payout.js';
import { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';
import { appendLedgerEntry, ledgerRowOf } from './appendLedgerEntry.js';

/**
 * Where a buy-in or cash-out may stop as a killed server would: after its pending row committed,
 * after the provider answered, inside the completing transaction before it commits, and after it.
 */
export type ProviderActionFault = 'afterPendingCommit' | 'afterProviderCall' | 'beforeCompletionCommit' | 'afterCompletionCommit';
export type ProviderActionFaults = (point: ProviderActionFault) => void | Promise<void>;

/** The ledger row a pending charge or payout writes once its money moved (kept as JSON on the row). */
export interface PendingLedgerEntry {
  propertyUuid: string;
  kind: LedgerEntryKind;
  idempotencyKey: string;
  amountCents: number;
  valueCents: number;
  dpBefore: number;
  dpAfter: number;
  mortgageBalanceCents: number | null;
  recordedBy: string;
  description: string;
  /** A monthly buy-in's amount, scheduled on the property with the first month. */
  recurringBuyInCents: number | null;
}

export const pendingLedgerEntryOf = (row: { ledgerEntry: string | null }): PendingLedgerEntry | null =>
  row.ledgerEntry ? (JSON.parse(row.ledgerEntry) as PendingLedgerEntry) : null;

/** The keys of the cash at closing's payouts, which their own job and reconciliation send (closingDisbursement.ts). */
export const CLOSING_DISBURSEMENT_KEYS = `${closingDisbursementKey('')}%`;

/**
 * Payouts still REQUESTED since before `before`, oldest first, a hundred a pass: either the cash
 * paid at closing or the homeowners' own cash-outs, which the reconciliation finishes differently.
 */
export function requestedPayoutsBefore(db: Knex, before: Date, which: 'closing disbursements' | 'cash-outs') {
  const query = Payout.query(db).where({ status: 'REQUESTED' }).where('createdAt', '<', before);
  if (which === 'closing disbursements') query.where('idempotencyKey', 'like', CLOSING_DISBURSEMENT_KEYS);
  else query.whereNot('idempotencyKey', 'like', CLOSING_DISBURSEMENT_KEYS);
  return query.orderBy('createdAt').limit(100);
}

/** A charge or payout of a home not finished yet (its ledger row not written): the next one waits for it. */
export async function unfinishedActionOn(trx: Knex.Transaction, propertyUuid: string): Promise<boolean> {
  const isThisHome = (query: Knex.QueryBuilder) => query.whereRaw(`(ledger_entry::jsonb ->> 'propertyUuid') = ?`, [propertyUuid]);
  const payment = await isThisHome(trx('payments').select('uuid').where({ status: 'PENDING' }).whereNotNull('ledgerEntry')).first();
  if (payment) return true;
  // The cash at closing moves no share and its row is checked when written: a buy-in need not wait for it.
  return Boolean(
    await trx('payouts').select('uuid').where({ propertyUuid, status: 'REQUESTED' }).whereNot('idempotencyKey', 'like', CLOSING_DISBURSEMENT_KEYS).first(),
  );
}

/** What writing a closing disbursement's ledger row needs: its row is derived from the ledger as it stands when the money moved. */
export interface LedgerContext {
  equityBuilderCutoffDate: string;
}

/**
 * Writes a finished action's ledger row, once: the row's status guards the caller, and the
 * ledger's unique key per home and request key guards against any other writer. A buy-in's or
 * cash-out's row was checked when it was recorded (the home's next one waited for it); the cash at
 * closing blocks nothing, so its row is checked against the ledger as it is now.
 */
async function writeLedgerEntry(
  trx: Knex.Transaction,
  entry: PendingLedgerEntry,
  link: { paymentUuid?: string; payoutUuid?: string; paymentMethodUuid?: string },
  ledger?: LedgerContext,
) {
  const written = await PropertyLedgerEntry.query(trx).findOne({ propertyUuid: entry.propertyUuid, idempotencyKey: entry.idempotencyKey });
  if (written) return written;
  if (entry.kind === 'CLOSING_DISBURSEMENT') return writeClosingRow(trx, entry, link.payoutUuid ?? null, ledger);
  const row = await PropertyLedgerEntry.query(trx).insertAndFetch({
    propertyUuid: entry.propertyUuid,
    ...ledgerRowOf(entry),
    paymentUuid: link.paymentUuid ?? null,
    payoutUuid: link.payoutUuid ?? null,
    recordedBy: entry.recordedBy,
    description: entry.description,
  });
  if (entry.recurringBuyInCents !== null)
    // The months after this one are charged to the method this one was paid with.
    await Property.query(trx)
      .patch({ recurringBuyInCents: entry.recurringBuyInCents, recurringBuyInPaymentMethodUuid: link.paymentMethodUuid ?? null, updatedAt: new Date() })
      .where({ uuid: entry.propertyUuid });
  return row;
}

async function writeClosingRow(trx: Knex.Transaction, entry: PendingLedgerEntry, payoutUuid: string | null, ledger?: LedgerContext) {
  if (!ledger) throw new Error(`the closing disbursement ${entry.idempotencyKey} needs the ledger's settings to be written`);
  const property = (await Property.query(trx).findById(entry.propertyUuid))!;
  const appended = await appendLedgerEntry(
    trx,
    property,
    { kind: 'CLOSING_DISBURSEMENT', idempotencyKey: entry.idempotencyKey, amountCents: entry.amountCents },
    { equityBuilderCutoffDate: ledger.equityBuilderCutoffDate, recordedBy: entry.recordedBy, description: entry.description, payoutUuid },
  );
  // The money moved: a ledger that refuses it is a fault for staff, never a payout left unrecorded in silence.
  if (!appended.ok) throw new Error(`the closing disbursement ${entry.idempotencyKey} does not follow the ledger: ${appended.refusal.message}`);
  return appended.row;
}

/** The home first, then the row: the order every writer of a home's ledger takes its locks in. */
async function lockHomeOf(trx: Knex.Transaction, entry: PendingLedgerEntry | null) {
  if (entry) await Property.query(trx).findById(entry.propertyUuid).forUpdate();
}

/**
 * Finishes a PENDING charge with the processor's answer, in one transaction: SUCCEEDED (a card) or
 * PROCESSING (a bank debit clearing) with its ledger row, or FAILED with the decline code and no
 * ledger row. A charge finished already (by the request, a retry or the reconciliation job) is
 * left as it is. Answers the row as it stands afterwards.
 */
export async function completeCharge(db: Knex, paymentUuid: string, result: ChargeResult, faults?: ProviderActionFaults): Promise<Payment> {
  return db.transaction(async (trx) => {
    const seen = await Payment.query(trx).findById(paymentUuid);
    const entry = seen ? pendingLedgerEntryOf(seen) : null;
    await lockHomeOf(trx, entry);
    const payment = await Payment.query(trx).findById(paymentUuid).forUpdate();
    if (!payment || payment.status !== 'PENDING') return payment!;
    const at = new Date();
    if (result.outcome === 'declined') {
      const failed = await Payment.query(trx).patchAndFetchById(payment.uuid, {
        status: 'FAILED',
        processorReference: result.reference,
        failureCode: result.declineCode,
        updatedAt: at,
      });
      await faults?.('beforeCompletionCommit');
      return failed;
    }
    const done = await Payment.query(trx).patchAndFetchById(payment.uuid, {
      status: result.outcome === 'succeeded' ? 'SUCCEEDED' : 'PROCESSING',
      processorReference: result.reference,
      updatedAt: at,
    });
    if (entry) await writeLedgerEntry(trx, entry, { paymentUuid: payment.uuid, paymentMethodUuid: payment.paymentMethodUuid });
    await faults?.('beforeCompletionCommit');
    return done;
  });
}

/**
 * Finishes a REQUESTED payout with the provider's answer, in one transaction: PAID or PENDING (an
 * ACH credit on its way) with its ledger row, or FAILED with the provider's code and no ledger row.
 */
export async function completePayout(
  db: Knex,
  payoutUuid: string,
  result: PayoutResult,
  faults?: ProviderActionFaults,
  ledger?: LedgerContext,
): Promise<Payout> {
  return db.transaction(async (trx) => {
    const seen = await Payout.query(trx).findById(payoutUuid);
    const entry = seen ? pendingLedgerEntryOf(seen) : null;
    await lockHomeOf(trx, entry);
    const payout = await Payout.query(trx).findById(payoutUuid).forUpdate();
    if (!payout || payout.status !== 'REQUESTED') return payout!;
    const at = new Date();
    if (result.outcome === 'failed') {
      const failed = await Payout.query(trx).patchAndFetchById(payout.uuid, {
        status: 'FAILED',
        providerReference: result.reference,
        failureCode: result.failureCode,
        updatedAt: at,
      });
      await faults?.('beforeCompletionCommit');
      return failed;
    }
    const done = await Payout.query(trx).patchAndFetchById(payout.uuid, {
      status: result.outcome === 'paid' ? 'PAID' : 'PENDING',
      providerReference: result.reference,
      updatedAt: at,
    });
    if (entry) await writeLedgerEntry(trx, entry, { payoutUuid: payout.uuid }, ledger);
    await faults?.('beforeCompletionCommit');
    return done;
  });
}

export interface ReconcileContext {
  db: Knex;
  adapters: Pick<Adapters, 'paymentProcessor' | 'payouts'>;
  logger: Logger;
  now: () => Date;
}

/**
 * The reconciliation job's work: each charge and payout (but the cash at closing, which
 * reconcileClosingDisbursements sends) still unfinished a minute after it was
 * recorded is looked up with its provider by idempotency key and finished as the request would
 * have; one the provider has no record of is failed once it is too old to still arrive, and left
 * for the next run before that. Rows another server is finishing (locked) are skipped.
 */
export async function reconcileProviderActions(ctx: ReconcileContext): Promise<{ completed: number; failed: number; waiting: number }> {
  const now = ctx.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const givenUpBefore = new Date(now.getTime() - PROVIDER_ACTION_GIVE_UP_MS);
  const counts = { completed: 0, failed: 0, waiting: 0 };
  const count = (status: string, finished: boolean) => {
    if (!finished) counts.waiting += 1;
    else if (status === 'FAILED') counts.failed += 1;
    else counts.completed += 1;
  };

  const payments = await Payment.query(ctx.db).where({ status: 'PENDING' }).where('createdAt', '<', before).orderBy('createdAt').limit(100);
  for (const payment of payments) {
    if (!(await stillUnlocked(ctx.db, 'payments', payment.uuid, 'PENDING'))) continue;
    const found = await ctx.adapters.paymentProcessor.findCharge(payment.idempotencyKey);
    const result: ChargeResult | null =
      found ?? (payment.createdAt < givenUpBefore ? { outcome: 'declined', reference: null, declineCode: NOT_RECEIVED_CODE } : null);
    if (!result) {
      count('PENDING', false);
      continue;
    }
    const done = await completeCharge(ctx.db, payment.uuid, result);
    count(done.status, true);
    ctx.logger.info('reconciled a charge', { paymentUuid: payment.uuid, status: done.status });
  }

  const payouts = await requestedPayoutsBefore(ctx.db, before, 'cash-outs');
  for (const payout of payouts) {
    if (!(await stillUnlocked(ctx.db, 'payouts', payout.uuid, 'REQUESTED'))) continue;
    const found = await ctx.adapters.payouts.findPayout(payout.idempotencyKey, payout.createdAt);
    const result: PayoutResult | null =
      found ?? (payout.createdAt < givenUpBefore ? { outcome: 'failed', reference: null, failureCode: NOT_RECEIVED_CODE } : null);
    if (!result) {
      count('REQUESTED', false);
      continue;
    }
    const done = await completePayout(ctx.db, payout.uuid, result);
    count(done.status, true);
    ctx.logger.info('reconciled a payout', { payoutUuid: payout.uuid, status: done.status });
  }
  return counts;
}

/** Whether no other server holds the row (FOR UPDATE SKIP LOCKED) and it is still unfinished. */
async function stillUnlocked(db: Knex, table: 'payments' | 'payouts', uuid: string, status: string): Promise<boolean> {
  return db.transaction(async (trx) => Boolean(await trx(table).select('uuid').where({ uuid, status }).forUpdate().skipLocked().first()));
}
