import { defineJob } from './JobDefinition.js';
import { reconcileProviderActions as reconcile } from '../services/properties/providerActions.js';

/**
 * Every minute: charges and payouts recorded but left unfinished (a crash, a kill or a time-out
 * after the provider acted) are looked up with their provider by idempotency key and finished
 * (decision 0021).
 */
export const reconcileProviderActions = defineJob<Record<string, never>>({
  name: 'reconcile-provider-actions',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  async handle(_data, { db, adapters, logger, now }) {
    const counts = await reconcile({ db, adapters, logger, now });
    if (counts.completed + counts.failed + counts.waiting > 0) logger.info('reconciled provider actions', counts);
  },
});
