import { sendClosingDisbursement as send } from '../services/properties/closingDisbursement.js';
import { SEND_CLOSING_DISBURSEMENT_JOB } from '../services/properties/jobNames.js';
import { defineJob } from './JobDefinition.js';

/**
 * Pays the cash at closing recorded with a completed deal, with the payout's key (decision 0021).
 * A provider that does not answer fails the job, which is retried; the same key is the same payout.
 */
export const sendClosingDisbursement = defineJob<{ payoutUuid: string }>({
  name: SEND_CLOSING_DISBURSEMENT_JOB,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async handle({ payoutUuid }, context) {
    const payout = await send(context, payoutUuid);
    context.logger.info('closing disbursement sent', { payoutUuid, status: payout?.status });
  },
});
