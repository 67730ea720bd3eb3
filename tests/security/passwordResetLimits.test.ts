import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEND_PASSWORD_RESET_MAIL_JOB } from '../../api/src/services/account/passwordReset.js';
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
/** The reset mail jobs queued for `email`: the limits decide on the request, before anything is queued. */
const queuedFor = async (email: string) =>
  (
    await t.db.raw<{ rows: Array<{ id: string; state: string }> }>(`select id, state from pgboss.job where name = ? and data->>'email' = ?`, [
      SEND_PASSWORD_RESET_MAIL_JOB,
      email,
    ])
  ).rows;
/** Lets the queue send what was asked for `email`: each of its jobs done. */
const sentTo = (email: string) =>
  vi.waitFor(
    async () => {
      expect((await queuedFor(email)).filter((job) => job.state !== 'completed' && job.state !== 'failed')).toEqual([]);
    },
    { timeout: 15_000, interval: 200 },
  );

describe('forgot password', () => {
  it('mails one address at most 3 times an hour, from any number of clients, answering alike', async () => {
    for (let i = 0; i < 6; i++) expect(await ask(DEMO, `client-${i}`)).toEqual({ ok: true });
    expect(await queuedFor(DEMO)).toHaveLength(3);
    await sentTo(DEMO);
    expect(await mailsTo(DEMO)).toBe(3);
  });

  it('lets one client ask at most 20 times an hour', async () => {
    const addresses = Array.from({ length: 22 }, (_, i) => `someone-${i}@example.com`);
    for (const address of addresses) await ask(address, 'busy-client');
    const queued = await Promise.all(addresses.map(queuedFor));
    expect(queued.filter((jobs) => jobs.length === 1)).toHaveLength(20);
    // These addresses have no account: their jobs would only look that up. The queue takes one
    // job per polling interval, so they go now rather than hold up the mails this file waits for.
    await t.db.raw(`delete from pgboss.job where name = ? and data->>'email' like 'someone-%'`, [SEND_PASSWORD_RESET_MAIL_JOB]);
    await t.db('users').insert({ email: 'late@example.com', firstName: 'Late' });
    await ask('late@example.com', 'busy-client');
    expect(await queuedFor('late@example.com')).toEqual([]);
    await ask('late@example.com', 'another-client');
    expect(await queuedFor('late@example.com')).toHaveLength(1);
    await sentTo('late@example.com');
    expect(await mailsTo('late@example.com')).toBe(1);
  });
});
