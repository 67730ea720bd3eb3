import type { Knex } from 'knex';
import { settledStatus } from '#core/payments/index';
import type { PaymentProcessor } from '../../adapters/payments/PaymentProcessor.js';
import { settlementEventOf, WebhookSignatureError, type PaymentSettlementEvent } from '../../adapters/payments/webhookEvents.js';
import type { JobSender } from '../../jobs/JobDefinition.js';
import type { Logger } from '../../lib/logger.js';
import { Payment } from '../../models/Payment.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';

/** The job that applies an event kept because its payment was not recorded yet. */
export const APPLY_PAYMENT_EVENT_JOB = 'apply-payment-event';
/** A charge's transaction commits within seconds of the processor's answer, so a kept event is tried again after this. */
const KEPT_EVENT_RETRY_SECONDS = 30;

export interface PaymentWebhookWork {
  db: Knex;
  adapters: { paymentProcessor: PaymentProcessor };
  logger: Logger;
  now: () => Date;
  /** Queues the retry of a kept event; without a queue it waits for the processor's next event or a replay. */
  jobs?: JobSender;
}

type Settled = { status: 200; result: 'kept' | 'unchanged' | 'SUCCEEDED' | 'FAILED'; paymentUuid?: string };
export type PaymentWebhookOutcome = { status: 400; message: string } | { status: 200; result: 'ignored'; paymentUuid?: undefined } | Settled;

/** A kept event whose payment is still not recorded: the job throws so the queue tries again later. */
export class PaymentEventStillKeptError extends Error {
  override name = 'PaymentEventStillKeptError';
}

/**
 * The processor's word that a charge settled (POST /api/v1/webhooks/payments): read only with
 * its signature, recorded by event id, then the payments row with that reference moves from
 * PROCESSING, once. The same event again changes nothing. An event for a reference no payment
 * has yet (the processor can answer before our charge's transaction commits) is kept, answered
 * 200, and applied by a job once the payment is there. A failed debit is recorded on the
 * payment; its ledger row stays, for the operators (decision 0015).
 */
export async function receivePaymentWebhook(work: PaymentWebhookWork, rawBody: string, signatureHeader: string | undefined): Promise<PaymentWebhookOutcome> {
  let event;
  try {
    event = work.adapters.paymentProcessor.readWebhook(rawBody, signatureHeader, work.now());
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    work.logger.warn('payment webhook refused', { reason: error.message });
    return { status: 400, message: 'The webhook signature was not accepted.' };
  }
  if (!event) return { status: 200, result: 'ignored' };
  const received = event;
  return work.db.transaction(async (trx) => {
    const recorded = await trx('paymentProcessorEvents')
      .insert({
        eventId: received.eventId,
        eventType: received.type,
        objectId: received.paymentReference,
        payload: JSON.stringify(received.payload),
        receivedAt: work.now(),
      })
      .onConflict('eventId')
      .ignore()
      .returning('eventId');
    const isNew = recorded.length > 0;
    if (!isNew) {
      // A concurrent delivery of the same event waits on the insert above, then reads it here.
      const earlier = await trx('paymentProcessorEvents').where({ eventId: received.eventId }).forUpdate().first();
      if (earlier.appliedAt) {
        work.logger.info('payment webhook repeated', { eventId: received.eventId, paymentUuid: earlier.paymentUuid });
        return { status: 200 as const, result: 'unchanged' as const, paymentUuid: earlier.paymentUuid ?? undefined };
      }
    }
    const outcome = await applySettlement(trx, work, received);
    if (outcome.result === 'kept' && isNew)
      await work.jobs?.send(
        APPLY_PAYMENT_EVENT_JOB,
        { eventId: received.eventId },
        { trx, startAfterSeconds: KEPT_EVENT_RETRY_SECONDS, singletonKey: received.eventId },
      );
    return outcome;
  });
}

/**
 * Applies an event kept earlier, if its payment is recorded now. Throws PaymentEventStillKeptError
 * while it is not (the job is retried); an event already applied, or unknown, changes nothing.
 */
export async function applyKeptPaymentEvent(work: PaymentWebhookWork, eventId: string): Promise<Settled | null> {
  return work.db.transaction(async (trx) => {
    const kept = await trx('paymentProcessorEvents').where({ eventId }).forUpdate().first();
    if (!kept || kept.appliedAt) return null;
    const event = settlementEventOf(kept.payload);
    if (!event) return null;
    const outcome = await applySettlement(trx, work, event);
    if (outcome.result === 'kept') throw new PaymentEventStillKeptError(`No payment has the reference ${event.paymentReference} yet (event ${eventId}).`);
    return outcome;
  });
}

/** Settles the event's payment and marks the event applied; 'kept' (nothing written) when no payment has its reference. */
async function applySettlement(trx: Knex.Transaction, work: PaymentWebhookWork, event: PaymentSettlementEvent): Promise<Settled> {
  const { eventId, paymentReference } = event;
  const payment = await Payment.query(trx).findOne({ processorReference: paymentReference }).forUpdate();
  if (!payment) {
    work.logger.warn('payment webhook kept until its payment is recorded', { eventId, paymentReference });
    return { status: 200, result: 'kept' };
  }
  const at = work.now();
  await trx('paymentProcessorEvents').where({ eventId }).update({ appliedAt: at, paymentUuid: payment.uuid });
  const status = settledStatus(payment.status, event.settlement);
  if (!status) {
    // A settlement that contradicts the one recorded, or another event saying the same: nothing changes.
    const fields = { eventId, paymentUuid: payment.uuid, status: payment.status, settlement: event.settlement };
    if (payment.status === event.settlement) work.logger.info('payment webhook repeated', fields);
    else work.logger.warn('payment webhook contradicts the recorded status', fields);
    return { status: 200, result: 'unchanged', paymentUuid: payment.uuid };
  }
  await Payment.query(trx).patch({ status, settledAt: at, failureCode: event.failureCode, updatedAt: at }).where({ uuid: payment.uuid });
  if (status === 'FAILED') {
    const entry = await PropertyLedgerEntry.query(trx).findOne({ paymentUuid: payment.uuid });
    // The operators follow this up (decision 0015); the ledger row stays as it is.
    work.logger.warn('bank debit failed after it was recorded', {
      eventId,
      paymentUuid: payment.uuid,
      failureCode: event.failureCode,
      ledgerEntryUuid: entry?.uuid ?? null,
      propertyUuid: entry?.propertyUuid ?? null,
    });
  } else {
    work.logger.info('bank debit settled', { eventId, paymentUuid: payment.uuid });
  }
  return { status: 200, result: status, paymentUuid: payment.uuid };
}
