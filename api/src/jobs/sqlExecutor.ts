import type { Knex } from 'knex';

/** What pg-boss needs from a database: run SQL with $1-style parameters and return its rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

interface PgLiteConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | Array<{ rows: unknown[] }>>;
}

function isPgLite(connection: unknown): connection is PgLiteConnection {
  return typeof (connection as PgLiteConnection).exec === 'function' && 'waitReady' in (connection as object);
}

/**
 * Runs pg-boss's SQL on a connection borrowed from the app's own knex pool, so the queue shares
 * the app's database: the pg pool on PostgreSQL, the single in-process instance on PGlite. Given a
 * knex transaction it runs inside that transaction (knex hands back the transaction's connection),
 * so a job can be queued atomically with the rows it is about. Bypassing knex also bypasses its
 * snake_case mapping, which pg-boss's own column names must not go through.
 */
export function knexSqlExecutor(db: Knex | Knex.Transaction): SqlExecutor {
  return {
    async executeSql(text, values) {
      const connection: unknown = await db.client.acquireConnection();
      const isScript = !values || values.length === 0;
      try {
        if (isPgLite(connection)) {
          // PGlite's query() takes one statement; pg-boss's schema scripts are many, without parameters.
          if (isScript) {
            const results = await connection.exec(text);
            return { rows: (results.at(-1)?.rows ?? []) as any[] };
          }
          return (await connection.query(text, values)) as { rows: any[] };
        }
        const result = await (connection as PgConnection).query(text, values);
        return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as any[] };
      } catch (error) {
        // A failed BEGIN ... COMMIT script (two servers installing the schema at once, which
        // pg-boss expects and ignores) leaves its transaction open and aborted: end it before the
        // connection goes back to the pool. A knex transaction is its owner's to roll back.
        if (isScript && !db.isTransaction) await (connection as PgConnection).query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}
