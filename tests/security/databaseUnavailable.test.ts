import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../api/src/lib/databaseAvailability.js';
import { createTestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };

describe('a database outage', () => {
  it('answers 503 with the typed DATABASE_UNAVAILABLE code, for GraphQL, REST and /ready alike', async () => {
    const t = await createTestApp({ DB_ACQUIRE_TIMEOUT_MS: '300' });
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    await t.db.destroy();

    const anonymous = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
      body: '{"query":"{ testimonials { uuid } }"}',
    });
    expect(anonymous.status).toBe(503);
    expect(anonymous.headers.get('retry-after')).toBe('5');
    expect(((await anonymous.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(DATABASE_UNAVAILABLE.code);

    // Logged in, the session lookup itself meets the outage before GraphQL runs.
    const loggedIn = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', Cookie: cookie },
      body: '{"query":"{ me { uuid } }"}',
    });
    expect(loggedIn.status).toBe(503);

    const login = await t.login(DEMO.email, DEMO.password);
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ message: DATABASE_UNAVAILABLE.message, code: DATABASE_UNAVAILABLE.code });

    expect((await t.request('/ready')).status).toBe(503);
    await t.close().catch(() => undefined);
  });
});
