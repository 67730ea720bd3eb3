import type { PGlite, Results } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type { BackendMessage, DataRowMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { LRUCache } from 'lru-cache';

/**
 * How many statements the embedded database keeps prepared, the most recently used. Each holds
 * its parse tree and plan in the database's WebAssembly memory, which never shrinks.
 */
export const PREPARED_STATEMENT_LIMIT = 200;

/** The prepared statements of one embedded database: SQL text → statement name. */
interface StatementCache {
  names: LRUCache<string, string>;
  nextNumber: number;
}

const caches = new WeakMap<PGlite, StatementCache>();

function cacheOf(pglite: PGlite): StatementCache {
  let cache = caches.get(pglite);
  if (!cache) {
    cache = { names: new LRUCache({ max: PREPARED_STATEMENT_LIMIT }), nextNumber: 1 };
    caches.set(pglite, cache);
  }
  return cache;
}

/** A statement that changes a table's shape (its command tag): plans made before it may no longer fit. */
const SCHEMA_CHANGE = /^(CREATE|ALTER|DROP)\b/;

/**
 * Runs one statement on the embedded database the way PostgreSQL's own client does on a server:
 * parse, bind, describe, execute and sync in one call into the database, with parameters as text
 * for the database to type (pg's prepareValue) and rows read by pg's type parsers, so both
 * databases hand the app the same values. A statement with parameters is prepared once under a
 * name and then only bound and executed: the database skips parsing and, once its plan is cached,
 * planning. PGlite's own query() makes six calls per statement (parse, describe the statement,
 * bind, describe the portal, execute, sync) and parses it afresh each time.
 */
export async function runEmbeddedStatement(pglite: PGlite, text: string, values: readonly unknown[] = []): Promise<Results> {
  await pglite.waitReady;
  return pglite._runExclusiveQuery(async () => {
    const cache = cacheOf(pglite);
    const messages: Buffer[] = [];
    let name = '';
    let parsing = true;
    if (values.length > 0) {
      const prepared = cache.names.get(text);
      if (prepared !== undefined) {
        name = prepared;
        parsing = false;
      } else {
        name = `roofline_${cache.nextNumber++}`;
        // The least recently used is let go in the same call, before the new one is prepared.
        const oldestName = cache.names.size >= PREPARED_STATEMENT_LIMIT ? cache.names.pop() : undefined;
        if (oldestName !== undefined) messages.push(serialize.close({ type: 'S', name: oldestName }));
      }
    }
    if (parsing) messages.push(serialize.parse({ name, text }));
    messages.push(
      serialize.bind({ statement: name, values: [...values], valueMapper: pgUtils.prepareValue }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const result = readReply(await exchange(pglite, Buffer.concat(messages)));
    if (parsing && name && result.parsed) cache.names.set(text, name);
    if (result.error) throw result.error;
    if (result.command && SCHEMA_CHANGE.test(result.command)) await forgetPreparedStatements(pglite, cache);
    return result.results;
  });
}

/** After a change to the schema: the next use of each statement prepares it again. */
async function forgetPreparedStatements(pglite: PGlite, cache: StatementCache): Promise<void> {
  if (cache.names.size === 0) return;
  cache.names.clear();
  await exchange(pglite, serialize.query('DEALLOCATE ALL'));
}

/**
 * Sends messages and returns the database's reply as it wrote it. A streamed call: PGlite's other
 * calls also parse the reply into messages of their own and keep them until its next query().
 */
async function exchange(pglite: PGlite, messages: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Each chunk is a view of the database's memory, valid only during the callback.
  await pglite.execProtocolRawStream(messages, { onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

interface Reply {
  results: Results;
  command?: string;
  /** The statement was parsed (and, when named, is now prepared). */
  parsed: boolean;
  error?: Error;
}

/** The database's answer to one statement, as PGlite's query() returns it: rows, fields and the rows a change affected. */
function readReply(reply: Buffer): Reply {
  const rows: Array<Record<string, unknown>> = [];
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let parsers: Array<(value: string) => unknown> = [];
  const outcome: Reply = { results: { rows, fields, affectedRows: 0 }, parsed: false };
  new Parser().parse(reply, (message: BackendMessage) => {
    switch (message.name) {
      case 'parseComplete':
        outcome.parsed = true;
        break;
      case 'rowDescription':
        fields = (message as RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
        parsers = fields.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text'));
        break;
      case 'dataRow': {
        const row: Record<string, unknown> = {};
        (message as DataRowMessage).fields.forEach((value, index) => {
          row[fields[index]!.name] = value === null ? null : parsers[index]!(value);
        });
        rows.push(row);
        break;
      }
      case 'commandComplete': {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5", "CREATE TABLE": a count when the tag ends in one.
        const tag = (message as unknown as { text: string }).text;
        const count = Number.parseInt(tag.slice(tag.lastIndexOf(' ') + 1), 10);
        const command = tag.split(' ')[0]!;
        outcome.command = tag;
        outcome.results = {
          rows,
          fields,
          command,
          affectedRows: ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0,
          ...(Number.isNaN(count) ? {} : { rowCount: count }),
        } as Results;
        break;
      }
      case 'error':
        outcome.error ??= message as unknown as Error;
        break;
    }
  });
  return outcome;
}
