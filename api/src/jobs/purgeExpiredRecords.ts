import type { Knex } from 'knex';
import { defineJob } from './JobDefinition.js';

/** Counters are kept a day, or one window if the configured window is longer. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Used single-use tokens are kept a week so a support question about one can still be answered. */
const USED_TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  authTokens: number;
  rateLimitCounters: number;
}

/** Deletes expired sessions, expired or long-used auth tokens and stale rate-limit counters. */
export const purgeExpiredRecords = defineJob<Record<string, never>>({
  name: 'purge-expired-records',
  cron: '17 3 * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async handle(_data, { db, config, logger, now }) {
    const counts = await purgeExpired(db, now(), Math.max(config.LOGIN_RATE_LIMIT_WINDOW_SECONDS, config.LOGIN_EMAIL_RATE_LIMIT_WINDOW_SECONDS));
    logger.info('purged expired records', { ...counts });
  },
});

export async function purgeExpired(db: Knex, at: Date, rateLimitWindowSeconds: number): Promise<PurgeCounts> {
  const counterRetentionMs = Math.max(RATE_LIMIT_RETENTION_MS, rateLimitWindowSeconds * 1000);
  return db.transaction(async (trx) => {
    // Counted from returned keys: both drivers agree on rows, not on a delete's affected count.
    const sessions = await trx('sessions').where('expiresAt', '<', at).delete().returning('uuid');
    const authTokens = await trx('authTokens')
      .where('expiresAt', '<', at)
      .orWhere('usedAt', '<', new Date(at.getTime() - USED_TOKEN_RETENTION_MS))
      .delete()
      .returning('uuid');
    const rateLimitCounters = await trx('rateLimitCounters')
      .where('windowStart', '<', new Date(at.getTime() - counterRetentionMs))
      .delete()
      .returning('key');
    return { sessions: sessions.length, authTokens: authTokens.length, rateLimitCounters: rateLimitCounters.length };
  });
}
