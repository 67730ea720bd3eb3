import type { Knex } from 'knex';
import { BoundedMap } from '#core/boundedMap';
import { PRICING_RESULT_CACHE_MAX_AGE_MS, PRICING_RESULT_CACHE_SIZE } from '../businessConstants.js';
import { onActiveSheetChange } from './activeSheet.js';

/**
 * Recently priced results per database, by sheet version and scenario. A result never changes
 * for its sheet, so a hit is exact; the whole cache is dropped when the active sheet changes.
 * An entry older than maxAgeMs is a miss, so a result shown from memory was marked quoted in
 * the database recently and cannot have expired there (storedQuotes.ts).
 * The least recently used is forgotten first.
 */
export class ResultCache<T> {
  readonly #entries: BoundedMap<string, { value: T; storedAt: number }>;

  constructor(
    capacity: number,
    private readonly maxAgeMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.#entries = new BoundedMap(capacity);
  }

  get(key: string): T | undefined {
    const entry = this.#entries.recall(key);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt < this.maxAgeMs) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    this.#entries.set(key, { value, storedAt: this.clock() });
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
