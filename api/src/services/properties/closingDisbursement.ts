import type { Knex } from 'knex';
import { centsToDollars } from '#core/money/cents';
import { PAYMENT_CURRENCY } from '#core/payments/index';
import {
  CLOSING_ACCOUNT_REQUIRED_CODE,
  CLOSING_DISBURSEMENT_DESCRIPTION,
  closingDisbursementDescription,
  CLOSING_DISBURSEMENT_STATUS_LABELS,
  closingDisbursementKey,
  closingDisbursementMessage,
} from '#core/properties/closingDisbursement';
import type { Adapters } from '../../adapters/index.js';
import { PayoutProviderError } from '../../adapters/payouts/PayoutProvider.js';
import type { AppConfig } from '../../config.js';
import type { JobSender } from '../../jobs/JobDefinition.js';
import type { Logger } from '../../lib/logger.js';
import { Payout } from '../../models/Payout.js';
import { Property } from '../../models/Property.js';
import type { ServiceContext } from '../context.js';
import { payoutAccountOf, recordPendingPayout, sendPayout } from './cashOutPayouts.js';
import type { PropertyDashboardView } from './dashboardView.js';
import { SEND_CLOSING_DISBURSEMENT_JOB } from './jobNames.js';
import { PayoutRefusedError } from './PayoutRefusedError.js';
import { CLOSING_DISBURSEMENT_KEYS, completePayout, requestedPayoutsBefore, type PendingLedgerEntry, type ProviderActionFaults } from './providerActions.js';

// The cash at closing (decision 0021): recorded as a REQUESTED payout in the transaction that
// completes the deal, sent by a job queued in it with the payout's key, finished by the answer.
// The reconciliation job sends any left REQUESTED (the same key is the same payout), and pays one
// that could not be sent once the owner has an account to pay.

/** recordedBy of the ledger row: the closing, not a person. */
const CLOSING_RECORDER = 'closing';
const DESCRIPTION = CLOSING_DISBURSEMENT_DESCRIPTION;

interface SendContext {
  db: Knex;
  adapters: Pick<Adapters, 'payouts'>;
  config: Pick<AppConfig, 'BANK_LINK_TOKEN_KEY' | 'DATA_DIR' | 'EQUITY_BUILDER_CUTOFF_DATE'>;
  faults?: ProviderActionFaults;
}

const pendingEntryOf = (property: Property, key: string) => (accountLabel: string) =>
  JSON.stringify({
    propertyUuid: property.uuid,
    kind: 'CLOSING_DISBURSEMENT',
    idempotencyKey: key,
    amountCents: property.cashAtClosingCents,
    // The row is derived again from the ledger when the money moves; these are the figures at closing.
    valueCents: property.originalAgreedValueCents,
    dpBefore: property.openingDpUnits,
    dpAfter: property.openingDpUnits,
    mortgageBalanceCents: null,
    recordedBy: CLOSING_RECORDER,
    description: closingDisbursementDescription(accountLabel),
    recurringBuyInCents: null,
  } satisfies PendingLedgerEntry);

/**
 * Records the cash at closing of a just-created property in the caller's transaction: a REQUESTED
 * payout to the account the owner chose at finalize (else their best linked one) and the job that
 * sends it. With no linked, verified account it is recorded FAILED (account_required), for the
 * dashboard to say what to do. No cash at closing, no payout.
 */
export async function recordClosingDisbursement(
  trx: Knex.Transaction,
  work: { adapters: Pick<Adapters, 'payouts'>; jobs?: JobSender },
  propertyUuid: string,
): Promise<Payout | null> {
  const property = (await Property.query(trx).findById(propertyUuid))!;
  if (property.cashAtClosingCents <= 0) return null;
  const key = closingDisbursementKey(property.sourceApplicationUuid);
  const ledgerEntryFor = pendingEntryOf(property, key);
  try {
    const payout = await recordPendingPayout(trx, work, {
      property,
      amountCents: property.cashAtClosingCents,
      idempotencyKey: key,
      description: DESCRIPTION,
      ledgerEntryFor,
    });
    // Without a queue (an ops command on its own) the reconciliation job sends it a minute later.
    await work.jobs?.send(SEND_CLOSING_DISBURSEMENT_JOB, { payoutUuid: payout.uuid }, { trx });
    return payout;
  } catch (error) {
    if (!(error instanceof PayoutRefusedError)) throw error;
    return Payout.query(trx).insertAndFetch({
      userUuid: property.ownerUuid,
      propertyUuid: property.uuid,
      financialAccountUuid: null,
      bankAccountLabel: '',
      amountCents: property.cashAtClosingCents,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: key,
      provider: work.adapters.payouts.name,
      status: 'FAILED',
      failureCode: CLOSING_ACCOUNT_REQUIRED_CODE,
      description: DESCRIPTION,
      ledgerEntry: ledgerEntryFor(''),
    });
  }
}

/**
 * Sends a REQUESTED closing disbursement with its key, outside any transaction, and finishes it
 * with the answer (PAID or PENDING with its ledger row, or FAILED). A provider that does not
 * answer throws: the job is retried, and the reconciliation job sends it again meanwhile.
 */
export async function sendClosingDisbursement(ctx: SendContext, payoutUuid: string): Promise<Payout | undefined> {
  const payout = await Payout.query(ctx.db).findById(payoutUuid);
  if (!payout || payout.status !== 'REQUESTED') return payout;
  const result = await sendPayout(ctx.db, ctx, payout);
  await ctx.faults?.('afterProviderCall');
  const done = await completePayout(ctx.db, payout.uuid, result, ctx.faults, { equityBuilderCutoffDate: ctx.config.EQUITY_BUILDER_CUTOFF_DATE });
  await ctx.faults?.('afterCompletionCommit');
  return done;
}

/**
 * A FAILED closing disbursement is tried again, on the same row and key, once the owner has a
 * usable account other than the one that failed (they linked one, or linked another after a
 * refusal). Answers the row REQUESTED again, or null when there is still nothing to pay.
 */
async function retryFailed(db: Knex, adapters: Pick<Adapters, 'payouts'>, payoutUuid: string): Promise<Payout | null> {
  return db.transaction(async (trx) => {
    const failed = await Payout.query(trx).findById(payoutUuid);
    const property = failed ? await Property.query(trx).findById(failed.propertyUuid).forUpdate() : undefined;
    const payout = property ? await Payout.query(trx).findById(payoutUuid).forUpdate() : undefined;
    if (!property || !payout || payout.status !== 'FAILED') return null;
    const destination = await payoutAccountOf(trx, adapters.payouts, property);
    if (!destination || destination.account.uuid === payout.financialAccountUuid) return null;
    return recordPendingPayout(
      trx,
      { adapters },
      {
        property,
        amountCents: Number(payout.amountCents),
        idempotencyKey: payout.idempotencyKey,
        description: DESCRIPTION,
        ledgerEntryFor: pendingEntryOf(property, payout.idempotencyKey),
      },
    );
  });
}

/**
 * The reconciliation job's part for the cash at closing: every closing disbursement left
 * REQUESTED for over `olderThanMs` is sent again with its key (answered with the first result if
 * the provider already has it) and finished; every FAILED one whose owner now has an account to
 * pay is sent to it. Unlike a homeowner's request, nothing here waits for a client: a disbursement
 * is never given up on.
 */
export async function reconcileClosingDisbursements(
  ctx: SendContext & { logger: Logger; now: () => Date },
  olderThanMs: number,
): Promise<{ completed: number; failed: number; waiting: number }> {
  const counts = { completed: 0, failed: 0, waiting: 0 };
  const before = new Date(ctx.now().getTime() - olderThanMs);
  const unfinished = await requestedPayoutsBefore(ctx.db, before, 'closing disbursements');
  // Only those the owner may now be paid for: a bank link made or changed since it failed, or the account it was sent to unlinked.
  const failed = await Payout.query(ctx.db)
    .where({ status: 'FAILED' })
    .where('idempotencyKey', 'like', CLOSING_DISBURSEMENT_KEYS)
    .where((retryable) =>
      retryable
        .where('failureCode', 'account_unlinked')
        .orWhereExists((linked) =>
          linked
            .select(ctx.db.raw('1'))
            .from('financialItems')
            .whereRaw('financial_items.user_uuid = payouts.user_uuid')
            .where('financialItems.kind', 'BANK_ACCOUNT')
            .whereRaw('financial_items.updated_at > payouts.updated_at'),
        ),
    )
    .orderBy('updatedAt')
    .limit(100);
  const retried = [];
  for (const payout of failed) {
    const again = await retryFailed(ctx.db, ctx.adapters, payout.uuid);
    if (again) retried.push(again);
  }
  for (const payout of [...unfinished, ...retried]) {
    try {
      const done = await sendClosingDisbursement(ctx, payout.uuid);
      if (done?.status === 'FAILED') counts.failed += 1;
      else if (done?.status === 'REQUESTED') counts.waiting += 1;
      else counts.completed += 1;
      ctx.logger.info('reconciled a closing disbursement', { payoutUuid: payout.uuid, status: done?.status });
    } catch (error) {
      if (!(error instanceof PayoutProviderError)) throw error;
      counts.waiting += 1;
      ctx.logger.warn('the payout provider did not answer for a closing disbursement', { payoutUuid: payout.uuid, code: error.code });
    }
  }
  return counts;
}

/** The dashboard's closing disbursement, for the owner: where the cash at closing is and to which account. */
export async function closingDisbursementOf(ctx: ServiceContext, view: PropertyDashboardView) {
  if (view.viewerRole !== 'OWNER' || !view.sourceApplicationUuid) return null;
  const payout = await Payout.query(ctx.db).findOne({ idempotencyKey: closingDisbursementKey(view.sourceApplicationUuid), propertyUuid: view.uuid });
  if (!payout) return null;
  return {
    amount: centsToDollars(Number(payout.amountCents)),
    status: payout.status,
    statusLabel: CLOSING_DISBURSEMENT_STATUS_LABELS[payout.status],
    message: closingDisbursementMessage(payout.status, payout.failureCode),
    bankAccountLabel: payout.bankAccountLabel || null,
    requestedAt: payout.createdAt,
  };
}
