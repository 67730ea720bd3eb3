import type { Knex } from 'knex';
import { settledStatus } from '#core/payments/index';
import type { PaymentProcessor } from '../../adapters/payments/PaymentProcessor.js';
import { WebhookSignatureError } from '../../adapters/payments/webhookEvents.js';
import type { Logger } from '../../lib/logger.js';
import { Payment } from '../../models/Payment.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';

export interface PaymentWebhookWork {
  db: Knex;
  adapters: { paymentProcessor: PaymentProcessor };
  logger: Logger;
  now: () => Date;
}

export type PaymentWebhookOutcome =
  { status: 400; message: string } | { status: 200; result: 'ignored' | 'unknown-payment' | 'unchanged' | 'SUCCEEDED' | 'FAILED'; paymentUuid?: string };

/**
 * The processor's word that a charge settled (POST /api/v1/webhooks/payments): read only with
 * its signature, then the payments row with that reference moves from PROCESSING, once. A
 * repeated event changes nothing, and an unknown reference is answered 200 (the processor would
 * otherwise retry it for days) and logged. A failed debit is recorded on the payment; its
 * ledger row stays, for the operators (decision 0015).
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
  const { eventId, paymentReference } = event;
  return work.db.transaction(async (trx) => {
    const payment = await Payment.query(trx).findOne({ processorReference: paymentReference }).forUpdate();
    if (!payment) {
      work.logger.warn('payment webhook for an unknown payment', { eventId, paymentReference });
      return { status: 200 as const, result: 'unknown-payment' as const };
    }
    const status = settledStatus(payment.status, event.settlement);
    if (!status) {
      // A replay, or a settlement that contradicts the one recorded: nothing changes.
      const fields = { eventId, paymentUuid: payment.uuid, status: payment.status, settlement: event.settlement };
      if (payment.status === event.settlement) work.logger.info('payment webhook repeated', fields);
      else work.logger.warn('payment webhook contradicts the recorded status', fields);
      return { status: 200 as const, result: 'unchanged' as const, paymentUuid: payment.uuid };
    }
    const at = work.now();
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
    return { status: 200 as const, result: status, paymentUuid: payment.uuid };
  });
}
