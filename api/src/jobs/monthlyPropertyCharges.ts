import { chargeDueProperties } from '../services/properties/monthlyCharges.js';
import { MONTHLY_PROPERTY_CHARGES_JOB } from '../services/properties/jobNames.js';
import { defineJob } from './JobDefinition.js';

/**
 * Each morning, the monthly payment of every property whose day has come: usage fee, reduction
 * payment and recurring buy-in, keyed by the month so a rerun charges nothing twice.
 */
export const monthlyPropertyCharges = defineJob<Record<string, never>>({
  name: MONTHLY_PROPERTY_CHARGES_JOB,
  cron: '0 14 * * *',
  retryLimit: 5,
  retryDelaySeconds: 600,
  async handle(_data, context) {
    const { charged, failed } = await chargeDueProperties(context);
    context.logger.info('monthly property charges', { charged, failed: failed.length });
    if (failed.length > 0) throw new Error(`monthly charges failed for ${failed.length} properties; retrying`);
  },
});
