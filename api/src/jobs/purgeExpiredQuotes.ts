import { defineJob } from './JobDefinition.js';
import { purgeExpiredQuotes as purge } from '../services/rates/storedQuotes.js';

/** Deletes stored quotes nobody refers to once they are past their retention, once a day. */
export const purgeExpiredQuotes = defineJob<Record<string, never>>({
  name: 'purge-expired-quotes',
  cron: '27 4 * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async handle(_data, { db, logger, now }) {
    const pricingResults = await purge(db, now());
    logger.info('purged expired quotes', { pricingResults });
  },
});
