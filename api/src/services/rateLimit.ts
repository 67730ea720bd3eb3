import type { Knex } from 'knex';

export interface RateLimitBudget {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The window the attempt was counted in, to give it back with refundRateLimit. */
  windowStart: Date;
}

/**
 * Counts one attempt against `key` in a fixed window and says whether it is still allowed.
 * One upsert, so concurrent API processes share the count without races.
 */
export async function consumeRateLimit(db: Knex, key: string, limit: { max: number; windowSeconds: number }, now: Date): Promise<RateLimitBudget> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.raw<{ rows: Array<{ count: number }> }>(
    `insert into rate_limit_counters (key, window_start, count) values (?, ?, 1)
     on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
     returning count`,
    [key, windowStart],
  );
  const count = Number(result.rows[0]?.count ?? 1);
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: count <= limit.max, retryAfterSeconds, windowStart };
}

/**
 * Gives back an attempt counted by consumeRateLimit, for limits that count only failures: the
 * attempt is counted first (so concurrent attempts cannot all slip under the limit) and given
 * back when it turned out not to be a failure.
 */
export async function refundRateLimit(db: Knex, key: string, windowStart: Date): Promise<void> {
  await db('rateLimitCounters').where({ key, windowStart }).where('count', '>', 0).decrement('count', 1);
}
