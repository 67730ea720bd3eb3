/**
 * A Map that holds at most `capacity` entries, for what a server keeps in memory as a copy
 * (compressed answers, route matches, priced results): setting a key makes it the newest, and
 * past the capacity the oldest is forgotten. `recall` reads a key and makes it the newest too,
 * so a map read through it forgets the least recently used first. Map order is insertion order,
 * which is what keeps both cheap.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) super.delete(this.keys().next().value as K);
    return this;
  }

  /** The value under `key`, now the most recently used; undefined when there is none. */
  recall(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }
}
