import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { RatesRefusal } from '#core/rates/index';
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

/** A priced scenario as it is stored: its address, what it was priced from, and its options' uuids in order. */
export interface QuoteToStore {
  pricingResultUuid: string;
  rateSheetUuid: string;
  scenario: unknown;
  errors: RatesRefusal[];
  rateOptionUuids: string[];
}

/**
 * One row per search: the result is inserted with its options' uuids, or, when this scenario was
 * stored before, only marked quoted again. An option's figures are not written: the stored
 * scenario priced on the stored sheet gives them again (rateOptionDetails), and the option gets
 * its own row only when an application chooses it (chosenRateOption.ts). One row instead of one
 * per option took a search's write on the embedded database from about 1.7 ms to 0.4 ms.
 *
 * The searches of one turn of the event loop are written together, in one statement (the quotes
 * travel as one JSON array): under load a turn starts several searches, and each statement costs
 * a round trip, a parse and a plan whatever its size.
 *
 * Its commit does not wait for the disk (synchronous_commit off, for this statement's own
 * transaction only): a stored quote can be priced again from its scenario, so the last moments
 * of quotes before a database crash may be lost, never corrupted, and the rate page then asks
 * for a new search. A commit that refers to a quote (a prequal, a chosen rate) waits for the
 * disk as usual, which makes the quote before it durable too (the log is written in order).
 * On PostgreSQL that takes each new search's write from about 4 ms to 0.4 ms.
 */
const STORE_QUOTES_SQL = `
with commit_without_flush as (
  select set_config('synchronous_commit', 'off', true)
)
insert into pricing_results (uuid, rate_sheet_uuid, scenario, errors, quoted_at, rate_option_uuids)
select (quote->>'pricingResultUuid')::uuid, (quote->>'rateSheetUuid')::uuid, quote->'scenario', quote->'errors',
  (quote->>'at')::timestamptz, array(select jsonb_array_elements_text(quote->'rateOptionUuids'))::uuid[]
from jsonb_array_elements(?::jsonb) as quote, commit_without_flush
on conflict (uuid) do update set quoted_at = excluded.quoted_at
where pricing_results.quoted_at < excluded.quoted_at`;

/** At most this many quotes go in one statement. */
const QUOTES_PER_STATEMENT = 64;

type QuoteWrite = QuoteToStore & { at: Date };

async function insertQuotes(db: Knex, writes: readonly QuoteWrite[]): Promise<void> {
  // One row per uuid: a statement may not update the same row twice. The latest time is kept.
  const latest = new Map<string, QuoteWrite>();
  for (const write of writes) {
    const seen = latest.get(write.pricingResultUuid);
    if (!seen || seen.at < write.at) latest.set(write.pricingResultUuid, write);
  }
  await db.raw(STORE_QUOTES_SQL, [JSON.stringify([...latest.values()])]);
}

/** Per database, the writes waiting for the end of this turn. */
const quoteWriters = new WeakMap<Knex, DataLoader<QuoteWrite, void>>();

function quoteWriterFor(db: Knex): DataLoader<QuoteWrite, void> {
  let writer = quoteWriters.get(db);
  if (!writer) {
    writer = new DataLoader<QuoteWrite, void>(
      async (writes) => {
        await insertQuotes(db, writes);
        return writes.map(() => undefined);
      },
      { cache: false, maxBatchSize: QUOTES_PER_STATEMENT, batchScheduleFn: (write) => setImmediate(write) },
    );
    quoteWriters.set(db, writer);
  }
  return writer;
}

/**
 * Stores a priced scenario the first time it is quoted; a result priced before (same uuids) is
 * kept as it is, only marked as quoted at `at`, so it does not expire while it is being shown.
 * Inside a transaction it is written at once, as part of it.
 */
export async function storeQuote(db: Knex, quote: QuoteToStore, at: Date): Promise<void> {
  if (db.isTransaction) await insertQuotes(db, [{ ...quote, at }]);
  else await quoteWriterFor(db).load({ ...quote, at });
}

/** The stored quote that listed this option (by the GIN index on its uuids), or undefined once it expired. */
export async function quoteOfOption(db: Knex, rateOptionUuid: string): Promise<PricingResult | undefined> {
  return PricingResult.query(db).whereRaw('rate_option_uuids @> array[?::uuid]', [rateOptionUuid]).first();
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
 * Deletes stored quotes (results and, by cascade, any rate options chosen from them) last quoted more than
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
