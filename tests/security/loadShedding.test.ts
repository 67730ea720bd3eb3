import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, type TestApp } from '../api/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GRAPHQL_MAX_IN_FLIGHT: '1' });
});
afterAll(() => t.close());

const ME = JSON.stringify({ query: '{ me { uuid } }' });
const headers = { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' };

/** A request whose body arrives only when release() is called: it stays in flight until then. */
function heldRequest() {
  let release!: () => void;
  let reading!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bodyReadStarted = new Promise<void>((resolve) => (reading = resolve));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      reading();
      await released;
      controller.enqueue(new TextEncoder().encode(ME));
      controller.close();
    },
  });
  const response = t.app.request(new Request(`${ORIGIN}/graphql`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
  return { response: Promise.resolve(response), bodyReadStarted, release };
}

describe('load shedding on /graphql', () => {
  it('answers 503 with Retry-After while the in-flight limit is reached, and serves again after', async () => {
    const held = heldRequest();
    // The server is reading the held request's body: it is in flight.
    await held.bodyReadStarted;

    const shed = await t.request('/graphql', { method: 'POST', headers, body: ME });
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Retry-After')).toBe('2');
    expect(((await shed.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('SERVER_BUSY');

    held.release();
    expect((await held.response).status).toBe(200);
    const after = await t.request('/graphql', { method: 'POST', headers, body: ME });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ data: { me: null } });
  });

  it('does not limit the health check', async () => {
    const held = heldRequest();
    await held.bodyReadStarted;
    expect((await t.request('/health')).status).toBe(200);
    held.release();
    await held.response;
  });
});
