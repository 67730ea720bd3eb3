import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { PRICING_RESULT_CACHE_BYTES, PRICING_RESULT_CACHE_MAX_AGE_MS } from '../businessConstants.js';
import { onActiveSheetChange } from './activeSheet.js';
import type { RatesResultView } from './refiRates.js';

/** What a value holds in memory, roughly: two bytes a character of its JSON text. */
export const jsonBytes = (value: unknown): number => 2 * (JSON.stringify(value)?.length ?? 1);

/**
 * Copies of what was priced on the active sheet, by sheet version and what was asked: a copy
 * never changes for its sheet, so a hit is exact. The refresh rule, since several servers share
 * one database: an entry older than PRICING_RESULT_CACHE_MAX_AGE_MS is a miss, so a result shown
 * from memory was marked quoted in the database recently and cannot have expired there
 * (storedQuotes.ts), and the whole cache is dropped when the active sheet changes.
 * Up to PRICING_RESULT_CACHE_BYTES, the least recently used forgotten first.
 */
export function createSheetCopies<T extends {}>({
  sizeOf,
  maxBytes = PRICING_RESULT_CACHE_BYTES,
  perf,
}: {
  sizeOf: (value: T) => number;
  maxBytes?: number;
  /** The clock ages are measured on (tests pass their own). */
  perf?: { now: () => number };
}): LRUCache<string, T> {
  return new LRUCache<string, T>({
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    ttl: PRICING_RESULT_CACHE_MAX_AGE_MS,
    ...(perf ? { perf, ttlResolution: 0 } : {}),
  });
}

/** One cache of sheet copies per database, dropped whenever that database's active sheet changes. */
export function sheetCopiesPerDatabase<T extends {}>(sizeOf: (value: T) => number): (db: Knex) => LRUCache<string, T> {
  const caches = new WeakMap<Knex, LRUCache<string, T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      const created = createSheetCopies({ sizeOf });
      onActiveSheetChange(db, () => created.clear());
      caches.set(db, (cache = created));
    }
    return cache;
  };
}

/** Recently priced results per database, by sheet version and scenario. */
export const resultCacheFor = sheetCopiesPerDatabase<RatesResultView>(jsonBytes);
