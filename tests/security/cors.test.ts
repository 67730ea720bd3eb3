import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.request('/graphql', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-roofline-csrf' },
  });
const post = (origin: string) =>
  t.request('/graphql', {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
    body: '{"query":"{ ok }"}',
  });

describe('CORS', () => {
  it('answers no other origin, neither its preflight nor its request', async () => {
    for (const response of [await preflight('https://evil.example'), await post('https://evil.example')]) {
      expect(response.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
      expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
      if (response.headers.get('access-control-allow-credentials') === 'true')
        expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    }
  });

  it('answers our own origin', async () => {
    expect((await post('http://localhost:3000')).status).toBe(200);
  });
});
