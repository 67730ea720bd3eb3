import type { Knex } from 'knex';
import { PRICING_RESULT_CACHE_MAX_AGE_MS, PRICING_RESULT_CACHE_SIZE } from '../businessConstants.js';
import { onActiveSheetChange } from './activeSheet.js';

/**
 * Recently priced results per database, by sheet version and scenario. A result never changes
 * for its sheet, so a hit is exact; the whole cache is dropped when the active sheet changes.
 * An entry older than maxAgeMs is a miss, so a result shown from memory was marked quoted in
 * the database recently and cannot have expired there (storedQuotes.ts).
 * Map order is insertion order, so the first key is the least recently used.
 */
export class ResultCache<T> {
  #entries = new Map<string, { value: T; storedAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.clock() - entry.storedAt >= this.maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.clock() });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}

const caches = new WeakMap<Knex, ResultCache<unknown>>();

export function resultCacheFor<T>(db: Knex): ResultCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    const created = new ResultCache<unknown>(PRICING_RESULT_CACHE_SIZE, PRICING_RESULT_CACHE_MAX_AGE_MS);
    onActiveSheetChange(db, () => created.clear());
    caches.set(db, created);
    cache = created;
  }
  return cache as ResultCache<T>;
}
