import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { ok } }';
const DEMO = 'demo@roofline.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  // Starting the job queue (pg-boss creates its schema) is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const ask = async (email: string, client: string) => {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', 'x-test-client': client },
    body: JSON.stringify({ query: REQUEST, variables: { email } }),
  });
  return ((await response.json()) as { data: { requestPasswordReset: { ok: boolean } } }).data.requestPasswordReset;
};
const mailsTo = async (email: string) => (await t.db('mailOutbox').where({ toAddress: email })).length;
/** Lets the queue send what was asked for: every reset mail job done. */
const queueDrained = () =>
  vi.waitFor(
    async () => {
      const pending = await t.db.raw<{ rows: unknown[] }>(
        `select 1 from pgboss.job where name = 'send-password-reset-mail' and state not in ('completed', 'failed')`,
      );
      expect(pending.rows).toHaveLength(0);
    },
    { timeout: 15_000, interval: 200 },
  );

describe('forgot password', () => {
  it('mails one address at most 3 times an hour, from any number of clients, answering alike', async () => {
    for (let i = 0; i < 6; i++) expect(await ask(DEMO, `client-${i}`)).toEqual({ ok: true });
    await queueDrained();
    expect(await mailsTo(DEMO)).toBe(3);
  });

  it('lets one client ask at most 20 times an hour', async () => {
    for (let i = 0; i < 22; i++) await ask(`someone-${i}@example.com`, 'busy-client');
    await t.db('users').insert({ email: 'late@example.com', firstName: 'Late' });
    await ask('late@example.com', 'busy-client');
    await queueDrained();
    expect(await mailsTo('late@example.com')).toBe(0);
    await ask('late@example.com', 'another-client');
    await queueDrained();
    expect(await mailsTo('late@example.com')).toBe(1);
  });
});
