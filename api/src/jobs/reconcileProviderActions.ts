import { RECONCILE_AFTER_MS } from '#core/payments/providerActions';
import { defineJob } from './JobDefinition.js';
import { reconcileClosingDisbursements } from '../services/properties/closingDisbursement.js';
import { reconcileProviderActions as reconcile } from '../services/properties/providerActions.js';

/**
 * Every minute: charges and payouts recorded but left unfinished (a crash, a kill or a time-out
 * after the provider acted) are looked up with their provider by idempotency key and finished
 * (decision 0021). Closing disbursements left unfinished are sent again with their key, and
 * those that could not be paid are paid once the owner has an account.
 */
export const reconcileProviderActions = defineJob<Record<string, never>>({
  name: 'reconcile-provider-actions',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  async handle(_data, { db, adapters, config, logger, now }) {
    const counts = await reconcile({ db, adapters, logger, now });
    if (counts.completed + counts.failed + counts.waiting > 0) logger.info('reconciled provider actions', counts);
    const closing = await reconcileClosingDisbursements({ db, adapters, config, logger, now }, RECONCILE_AFTER_MS);
    if (closing.completed + closing.failed + closing.waiting > 0) logger.info('reconciled closing disbursements', closing);
  },
});
