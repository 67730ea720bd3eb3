import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };

const loginFrom = (t: TestApp, origin: string) => t.login(DEMO.email, DEMO.password, { Origin: origin });

describe.each([
  ['in development', { PUBLIC_ORIGIN: 'http://localhost:3000' }],
  ['under npm start (production build, served locally)', { NODE_ENV: 'production', COOKIE_SECURE: 'false', PUBLIC_ORIGIN: 'http://localhost:3000' }],
])('REST served locally, %s', (_mode, overrides) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(overrides);
  });
  afterAll(() => t.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'accepts a login from %s, a loopback name of its own port',
    async (origin) => {
      expect((await loginFrom(t, origin)).status).toBe(200);
    },
  );

  it.each(['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://localhost.evil.example:3000', 'http://192.168.1.20:3000', 'null'])(
    'refuses a login from %s',
    async (origin) => {
      const response = await loginFrom(t, origin);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-site request refused.' });
    },
  );
});

describe('REST deployed in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://roofline.example' });
  });
  afterAll(() => t.close());

  it('accepts a login from its one public origin', async () => {
    expect((await loginFrom(t, 'https://roofline.example')).status).toBe(200);
  });

  it.each(['http://roofline.example', 'https://www.roofline.example', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:443'])(
    'refuses a login from %s',
    async (origin) => {
      expect((await loginFrom(t, origin)).status).toBe(403);
    },
  );
});
