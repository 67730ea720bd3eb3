import { defineJob } from './JobDefinition.js';
import { purgeExpiredIdempotencyKeys as purge } from '../services/idempotency/idempotencyKeys.js';

/** Deletes idempotency keys past their expiry, once a day. */
export const purgeExpiredIdempotencyKeys = defineJob<Record<string, never>>({
  name: 'purge-expired-idempotency-keys',
  cron: '47 3 * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async handle(_data, { db, logger, now }) {
    const idempotencyKeys = await purge(db, now());
    logger.info('purged expired idempotency keys', { idempotencyKeys });
  },
});
