import { APPLY_PAYMENT_EVENT_JOB, applyKeptPaymentEvent } from '../services/payments/paymentWebhooks.js';
import { defineJob } from './JobDefinition.js';

/**
 * A processor event kept because its payment was not recorded when it came: applied once the
 * payment is there. Until then the handler throws and the queue tries again, 30 s doubling over
 * about a day and a half; after that the job is kept as failed and the event stays unapplied in
 * payment_processor_events, for the operators.
 */
export const applyPaymentEvent = defineJob<{ eventId: string }>({
  name: APPLY_PAYMENT_EVENT_JOB,
  retryLimit: 12,
  retryDelaySeconds: 30,
  async handle({ eventId }, context) {
    await applyKeptPaymentEvent(context, eventId);
  },
});
