import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What an embedded sandbox did, by our idempotency key, kept as a vendor keeps it: outside our
 * database, so our rollbacks never erase it and a charge made inside one of our transactions
 * never waits on it. In memory, and also appended to a file under DATA_DIR (one JSON line per
 * record) when DATA_DIR is a directory, so a restarted server asks the same sandbox. The first
 * record of a key is the one kept.
 */
export class SandboxRecords<T extends { idempotencyKey: string }> {
  private readonly records = new Map<string, T>();
  private readonly file: string | null;

  constructor(dataDir: string | undefined, fileName: string) {
    this.file = dataDir && dataDir !== ':memory:' ? path.resolve(dataDir, fileName) : null;
  }

  get(idempotencyKey: string): T | undefined {
    this.load();
    return this.records.get(idempotencyKey);
  }

  /** Keeps the record unless the key has one already; answers the one kept. */
  keep(record: T): T {
    const earlier = this.get(record.idempotencyKey);
    if (earlier) return earlier;
    this.records.set(record.idempotencyKey, record);
    if (this.file) {
      mkdirSync(path.dirname(this.file), { recursive: true });
      appendFileSync(this.file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    }
    return record;
  }

  /** Another process (a server before a restart) may have added records: read the file again. */
  private load() {
    if (!this.file || !existsSync(this.file)) return;
    for (const line of readFileSync(this.file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as T;
      if (!this.records.has(record.idempotencyKey)) this.records.set(record.idempotencyKey, record);
    }
  }
}
