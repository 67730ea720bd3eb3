import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const ACTIVITY = 'query ($id: String!) { analyticsActivity(anonymousId: $id) { eventCount lastEventAt } }';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sendEvent(anonymousId: string, cookie = ''): Promise<string> {
  const response = await t.request('/api/v1/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ type: 'page_view', path: '/', anonymousId }),
  });
  expect(response.status).toBe(204);
  return /roofline_analytics_browser=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? cookie;
}
const activity = async (id: string, cookie?: string) =>
  (await t.gql<{ analyticsActivity: { eventCount: number } }>(ACTIVITY, { id }, cookie)).data!.analyticsActivity.eventCount;

describe('analyticsActivity', () => {
  it("answers a browser's own activity only: knowing its anonymous id is not enough", async () => {
    const victim = await sendEvent('victim-browser-id');
    await sendEvent('victim-browser-id', victim);
    expect(await activity('victim-browser-id', victim)).toBe(2);

    expect(await activity('victim-browser-id')).toBe(0);
    const attacker = await sendEvent('attacker-id');
    expect(attacker).not.toBe(victim);
    expect(await activity('victim-browser-id', attacker)).toBe(0);
  });

  it('keeps the browser key out of reach of scripts', async () => {
    const response = await t.request('/api/v1/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'page_view', anonymousId: 'x' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/roofline_analytics_browser=[^;]+;.*HttpOnly/);
  });
});
