import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

// A stopped clock: the limit counts in fixed minute windows, and a test's requests that straddle
// the turn of a minute would be counted in two.
const NOW = new Date('2026-11-20T12:00:30Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENTS_RATE_LIMIT_MAX: '5', EVENTS_RATE_LIMIT_WINDOW_SECONDS: '60' }, { now: () => NOW });
});
afterAll(() => t.close());

const send = (body: unknown, client = 'events-client') =>
  t.request('/api/v1/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-client': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

// Other tests store events in the same database: a test compares the count before and after its own request.
const storedEvents = async () => Number((await t.db('analytics_events').count('* as count').first())!.count);

describe('/api/v1/events', () => {
  it('refuses a large body unread (the probe sent 6.5 MB)', async () => {
    const before = await storedEvents();
    const response = await send({ type: 'page_view', properties: { big: 'x'.repeat(20_000) } }, 'big-body');
    expect(response.status).toBe(413);
    expect(await storedEvents()).toBe(before);
  });

  it('refuses an event with too many properties (the probe sent 200,000 keys)', async () => {
    const properties = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect((await send({ type: 'page_view', properties }, 'many-keys')).status).toBe(400);
    const fine = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    expect((await send({ type: 'page_view', properties: fine }, 'many-keys')).status).toBe(204);
  });

  it('limits how many events one client sends, and no other client pays for it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send({ type: 'page_view', path: '/' }, 'chatty')).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await send({ type: 'page_view', path: '/' }, 'quiet')).status).toBe(204);
  });
});
