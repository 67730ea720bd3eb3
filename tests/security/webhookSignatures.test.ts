import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxWebhookSecret } from '../../api/src/adapters/payments/createPaymentProcessor.js';
import { paymentWebhookBody, signWebhook } from '../../api/src/adapters/payments/webhookEvents.js';
import { createTestApp, type TestApp } from '../api/harness.js';

const now = new Date('2026-12-06T12:00:00Z');
const t0 = Math.floor(now.getTime() / 1000);
const HEX = 'a'.repeat(64);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { now: () => now });
});
afterAll(() => t.close());

/** Every log line written while `work` runs. */
async function capturingLogs<T>(work: () => Promise<T> | T): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
  try {
    return { result: await work(), lines };
  } finally {
    vi.restoreAllMocks();
  }
}

const body = paymentWebhookBody({ eventId: 'evt_shape_test', paymentReference: 'pi_shape_test', settlement: 'SUCCEEDED', created: now });

const deliver = (signature: string | null, payload = body) =>
  t.request('/api/v1/webhooks/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
    body: payload,
  });

describe('the payments webhook refusing a malformed Stripe-Signature', () => {
  it.each([
    ['an empty v1', `t=${t0},v1=`],
    ['a v1 of other characters than hex', `t=${t0},v1=${'é'.repeat(64)}`],
    ['a v1 not hex', `t=${t0},v1=${'z'.repeat(64)}`],
    ['a v1 too short', `t=${t0},v1=abc`],
    ['no t', `v1=${HEX}`],
    ['a t not a number', `t=soon,v1=${HEX}`],
    ['a t in exponent form', `t=1e99,v1=${HEX}`],
    ['an empty header', ''],
    ['no header', null],
    ['t twice', `t=${t0},t=${t0},v1=${HEX}`],
    ['a part without a value', `t=${t0},v1`],
    ['only commas', ',,,'],
  ])('answers %s with 400 and a coded message, logging no error', async (_shape, signature) => {
    const { result: response, lines } = await capturingLogs(() => deliver(signature));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The webhook signature was not accepted.', code: 'BAD_USER_INPUT' });
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });

  it('refuses a signed event whose text the database cannot hold, with 400', async () => {
    const malformed = paymentWebhookBody({ eventId: 'evt_\u0000', paymentReference: 'pi_shape_test', settlement: 'SUCCEEDED', created: now });
    const { result: response, lines } = await capturingLogs(() => deliver(signWebhook(sandboxWebhookSecret(t.config), malformed, now), malformed));
    expect(response.status).toBe(400);
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });

  it('still takes a well-signed event, and one signed twice as Stripe does while a secret rolls', async () => {
    const signature = signWebhook(sandboxWebhookSecret(t.config), body, now);
    expect((await deliver(signature)).status).toBe(200);
    const rolled = `${signature},v1=${HEX}`;
    expect((await deliver(rolled)).status).toBe(200);
  });
});
