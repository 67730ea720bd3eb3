import { refreshValuations } from '../services/properties/valuations.js';
import { REFRESH_PROPERTY_VALUATIONS_JOB } from '../services/properties/jobNames.js';
import { defineJob } from './JobDefinition.js';

/** On the 2nd of each month, every home's value from the configured valuation source, once per month. */
export const refreshPropertyValuations = defineJob<Record<string, never>>({
  name: REFRESH_PROPERTY_VALUATIONS_JOB,
  cron: '0 6 2 * *',
  retryLimit: 3,
  retryDelaySeconds: 600,
  async handle(_data, context) {
    const refresh = await refreshValuations(context);
    context.logger.info('property valuations refreshed', { ...refresh });
    // Values already recorded are kept (their keys make a rerun skip them); the retry asks again for the rest.
    if (refresh.failed > 0) throw new Error(`${refresh.failed} home values could not be had from ${refresh.source}; retrying later.`);
  },
});
