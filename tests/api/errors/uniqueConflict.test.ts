import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, fromDatabaseError, UNIQUE_VALUE_IN_USE } from '#api/services/errors';
import { createTestApp, type TestApp } from '../harness.js';

const JOIN = `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { entry { uuid } errors { code message field } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

describe('a clash on a unique field (spec section 8)', () => {
  it('maps the database’s unique violation to CONFLICT and the spec’s text', async () => {
    const row = { slug: 'unique-clash', title: 'One', body: 'x' };
    const table = 'unique_clash_probe';
    await t.db.schema.createTable(table, (column) => {
      column.text('slug').notNullable().unique();
      column.text('title');
      column.text('body');
    });
    await t.db(table).insert(row);
    const clash = await errorOf(() => t.db(table).insert({ ...row, title: 'Two' }));
    const mapped = fromDatabaseError(clash);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: 'CONFLICT', message: UNIQUE_VALUE_IN_USE });

    const missing = await errorOf(() => t.db(table).insert({ slug: null }));
    expect(fromDatabaseError(missing)).toBe(missing);
  });

  it('answers a GraphQL call that hits a unique field with CONFLICT, not an internal error', async () => {
    // A unique rule the service does not know about stands in for any unique field it does not answer itself.
    await t.db.raw('create unique index waitlist_entries_one_per_zip on waitlist_entries (zip)');
    const join = (email: string) => t.gql(JOIN, { input: { product: 'PURCHASE', email, firstName: 'Sam', zip: '78701' } });
    expect((await join('first@example.com')).errors).toBeUndefined();
    const second = await join('second@example.com');
    expect(second.errors).toEqual([expect.objectContaining({ message: UNIQUE_VALUE_IN_USE, extensions: expect.objectContaining({ code: 'CONFLICT' }) })]);
  });
});
