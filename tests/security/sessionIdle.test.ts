import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const ME = '{ me { uuid } }';
let clock = new Date('2026-11-23T09:00:00Z');
const minutes = (count: number) => (clock = new Date(clock.getTime() + count * 60_000));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const signedIn = async (cookie: string) => Boolean((await t.gql<{ me: unknown }>(ME, {}, cookie)).data?.me);

describe('idle session timeout', () => {
  it('keeps a session alive while it is used, sliding the 30-minute window', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    for (let i = 0; i < 5; i++) {
      minutes(25);
      expect(await signedIn(cookie)).toBe(true);
    }
  });

  it('ends a session left idle for 30 minutes, and it stays ended', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    minutes(29);
    expect(await signedIn(cookie)).toBe(true);
    minutes(31);
    expect(await signedIn(cookie)).toBe(false);
    minutes(1);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('takes its length from SESSION_IDLE_TIMEOUT_MINUTES', async () => {
    const short = await createTestApp({ SESSION_IDLE_TIMEOUT_MINUTES: '5' }, { now: () => clock });
    try {
      const response = await short.login(DEMO.email, DEMO.password);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      minutes(6);
      expect((await short.gql<{ me: unknown }>(ME, {}, cookie)).data?.me).toBeNull();
    } finally {
      await short.close();
    }
  });
});
