import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { ok } }';
const KNOWN = 'demo@roofline.test';
const UNKNOWN = 'nobody-here@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  // Starting the job queue (pg-boss creates its schema) is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const queuedResetMails = async () =>
  Number((await t.db.raw<{ rows: Array<{ count: string }> }>(`select count(*) from pgboss.job where name = 'send-password-reset-mail'`)).rows[0]!.count);
const mailsTo = async (email: string) => (await t.db('mailOutbox').where({ toAddress: email })).length;

/** The app's own SQL statements (the queue's, polling included, are counted apart) while asking for a reset of `email`. */
async function workFor(email: string, client: string) {
  const statements: string[] = [];
  const record = (query: { sql: string }) => {
    if (!/pgboss/i.test(query.sql)) statements.push(query.sql);
  };
  const queuedBefore = await queuedResetMails();
  t.db.on('query', record);
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', 'x-test-client': client },
    body: JSON.stringify({ query: REQUEST, variables: { email } }),
  });
  t.db.off('query', record);
  return { body: await response.json(), statements, queued: (await queuedResetMails()) - queuedBefore, mailedDuringRequest: await mailsTo(email) };
}

describe('forgot password does the same work for known and unknown emails', () => {
  it('answers alike, runs the same statements and queues one job either way; only the job looks the account up', async () => {
    const known = await workFor(KNOWN, 'client-known');
    const unknown = await workFor(UNKNOWN, 'client-unknown');
    expect(known.body).toEqual({ data: { requestPasswordReset: { ok: true } } });
    expect(unknown.body).toEqual(known.body);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    // Nothing on the request path reads the users table.
    expect(known.statements.some((sql) => /\busers\b/.test(sql))).toBe(false);
    expect(known.queued).toBe(1);
    expect(unknown.queued).toBe(1);

    // The queue mails the account's owner, and nobody for the unknown address.
    await vi.waitFor(async () => expect(await mailsTo(KNOWN)).toBe(1), { timeout: 15_000, interval: 200 });
    await vi.waitFor(
      async () => {
        const [{ state }] = (
          await t.db.raw<{ rows: Array<{ state: string }> }>(`select state from pgboss.job where name = 'send-password-reset-mail' and data->>'email' = ?`, [
            UNKNOWN,
          ])
        ).rows as [{ state: string }];
        expect(state).toBe('completed');
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(await mailsTo(UNKNOWN)).toBe(0);
  });
});
