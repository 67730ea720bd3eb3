import type { Knex } from 'knex';
import { PricingResult } from '../../models/PricingResult.js';
import { STORED_QUOTE_RETENTION_DAYS } from '../businessConstants.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Results deleted per statement, so one purge never holds many rows locked at once. */
const PURGE_BATCH = 500;
/** Names the advisory lock that keeps a purge and a new reference to a quote apart. */
const STORED_QUOTES_LOCK = 'pricing_results.references';

/** Records that a stored result was quoted again, so its retention counts from now. */
export async function markQuoted(db: Knex, pricingResultUuid: string, at: Date): Promise<void> {
  await db(PricingResult.tableName).where({ uuid: pricingResultUuid }).where('quotedAt', '<', at).update({ quotedAt: at });
}

/**
 * Taken (shared) by a transaction that is about to refer to a stored quote, before it checks
 * the quote exists: a purge (which takes it exclusively) then either ran before, and the
 * quote is gone, or runs after the reference is committed, and sees it.
 */
export async function holdStoredQuotes(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock_shared(hashtext(?))', [STORED_QUOTES_LOCK]);
}

/**
 * Deletes stored quotes (results and, by cascade, their rate options) last quoted more than
 * STORED_QUOTE_RETENTION_DAYS before `at`. A result a prequal refers to, or whose option an
 * application chose, is kept for as long as they are: their rate must keep showing.
 */
export async function purgeExpiredQuotes(db: Knex, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - STORED_QUOTE_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const deleted = await db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [STORED_QUOTES_LOCK]);
      const expired = trx('pricingResults as r')
        .select('r.uuid')
        .where('r.quotedAt', '<', cutoff)
        .whereNotExists((referred) => referred.select(trx.raw('1')).from('prequals as p').whereRaw('p.pricing_result_uuid = r.uuid'))
        .whereNotExists((chosen) =>
          chosen
            .select(trx.raw('1'))
            .from('rateOptions as o')
            .join('refinanceApplications as a', 'a.rateOptionUuid', 'o.rateOptionUuid')
            .whereRaw('o.pricing_result_uuid = r.uuid'),
        )
        .limit(PURGE_BATCH);
      // Counted from returned keys: both drivers agree on rows, not on a delete's affected count.
      const rows: Array<{ uuid: string }> = await trx(PricingResult.tableName).whereIn('uuid', expired).delete().returning('uuid');
      return rows;
    });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}
