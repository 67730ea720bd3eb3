import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '#api/db';
import { PREPARED_STATEMENT_LIMIT, runEmbeddedStatement } from './embeddedStatements.js';

let pglite: PGlite;
const run = (text: string, values?: unknown[]) => runEmbeddedStatement(pglite, text, values);
const preparedCount = async (like = '%') => Number((await run(`select count(*) as n from pg_prepared_statements where statement like '${like}'`)).rows[0]?.n);

beforeAll(async () => {
  pglite = openPglite();
  await run(`create table loans (id int primary key, amount numeric, big int8, opened date, signed_at timestamptz, terms jsonb, tags text[], active boolean)`);
});
afterAll(() => pglite.close());

describe('statements on the embedded database', () => {
  it('sends parameters and reads rows as pg does on PostgreSQL', async () => {
    const signedAt = new Date('2026-03-01T15:30:00.000Z');
    const inserted = await run(`insert into loans values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      1,
      '312500.25',
      9007199254740991,
      '1990-07-04',
      signedAt,
      { years: 30, rate: 6.125 },
      ['cash-out', 'fixed'],
      true,
    ]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await run(`select * from loans where id = $1`, [1]);
    expect(rows).toEqual([
      {
        id: 1,
        amount: 312500.25,
        big: 9007199254740991,
        opened: '1990-07-04',
        signed_at: signedAt,
        terms: { years: 30, rate: 6.125 },
        tags: ['cash-out', 'fixed'],
        active: true,
      },
    ]);
    expect((await run(`update loans set active = $1 where id > $2`, [false, 0])).affectedRows).toBe(1);
  });

  it('prepares a statement with parameters once and binds it on every later run', async () => {
    const text = `select amount from loans where id = $1 and active = $2`;
    for (let i = 0; i < 3; i++) expect((await run(text, [1, false])).rows).toEqual([{ amount: 312500.25 }]);
    expect(await preparedCount(text)).toBe(1);
  });

  it(`keeps at most ${PREPARED_STATEMENT_LIMIT} statements prepared, and runs one again once it was let go`, async () => {
    const nth = (n: number) => `select $1::int + ${n} as total`;
    for (let n = 0; n < PREPARED_STATEMENT_LIMIT + 5; n++) await run(nth(n), [1]);
    expect(await preparedCount()).toBeLessThanOrEqual(PREPARED_STATEMENT_LIMIT);
    expect(await preparedCount(nth(0))).toBe(0);
    expect((await run(nth(0), [41])).rows).toEqual([{ total: 41 }]);
  });

  it('answers an error with its SQLSTATE and stays usable, whether the statement was prepared or not', async () => {
    const insert = `insert into loans (id) values ($1)`;
    for (let i = 0; i < 2; i++) await expect(run(insert, [1])).rejects.toMatchObject({ code: '23505', constraint: 'loans_pkey' });
    const misspelt = `selct amount from loans where id = $1`;
    for (let i = 0; i < 2; i++) await expect(run(misspelt, [1])).rejects.toMatchObject({ code: '42601' });
    expect((await run(insert, [2])).affectedRows).toBe(1);
  });

  it('reads a table changed after its statements were prepared', async () => {
    const text = `select * from loans where id = $1`;
    await run(text, [2]);
    await run(`alter table loans add column note text`);
    expect((await run(text, [2])).rows[0]).toHaveProperty('note', null);
  });
});
