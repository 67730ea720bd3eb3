import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/services/account/passwords.js';
import { createTestApp, type TestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };

// A stopped clock: the limits count in fixed windows (15 minutes per client, an hour per email),
// and a test's attempts that straddle the turn of a window would be counted in two.
const NOW = new Date('2026-11-20T12:05:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3', LOGIN_EMAIL_RATE_LIMIT_MAX: '5' }, { now: () => NOW });
});
afterAll(() => t.close());

const from = (client: string, cookie?: string) => ({ 'x-test-client': client, ...(cookie ? { Cookie: cookie } : {}) });

/** The known-device cookie a successful login sets, as a Cookie header value. */
function knownDeviceCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const device = cookies.find((cookie) => cookie.startsWith('roofline_known_device='));
  expect(device).toMatch(/HttpOnly/i);
  expect(device).toMatch(/Path=\/api\/v1\/users\/login/i);
  return device!.split(';')[0]!;
}

describe('login limits count failures only', () => {
  it('never holds back successful logins, however many', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) statuses.push((await t.login(DEMO.email, DEMO.password, from('busy-browser'))).status);
    expect(statuses).toEqual(Array(8).fill(200));
  });

  it('holds back a client after its own failures, even with the right password', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await t.login('guess-me@example.com', 'wrong-password-1', from('guesser'))).status);
    statuses.push((await t.login(DEMO.email, DEMO.password, from('guesser'))).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts concurrent guesses before checking them, so none slip past the limit', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.login('race@example.com', 'wrong-password-1', from('racer'))));
    const statuses = responses.map((response) => response.status);
    // Never more checked guesses than the limit; with a refusal on one count given back while
    // another guess is being counted, fewer may be checked, never more.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - checked);
    // And the client is held back afterwards.
    expect((await t.login('race@example.com', 'wrong-password-1', from('racer'))).status).toBe(checked === 3 ? 429 : 401);
  });
});

describe('strangers cannot lock the owner out', () => {
  // Each test locks out an account of its own: a held-back email would spill into other tests.
  async function newAccount(name: string) {
    const account = { email: `${name}@roofline.test`, password: `${name}-password-1` };
    await t.db('users').insert({ email: account.email, passwordHash: await hashPassword(account.password), firstName: 'Sam' });
    return account;
  }

  /** Five strangers, one guess each: no client reaches its own limit, the email does. */
  async function guessFromStrangers(email: string, strangers: string) {
    for (let stranger = 0; stranger < 5; stranger++) {
      expect((await t.login(email, 'wrong-password-1', from(`${strangers}-${stranger}`))).status).toBe(401);
    }
  }

  it('holds the email back from other browsers after failures from many addresses, not the owner’s known device', async () => {
    const account = await newAccount('held-back-owner');
    const owner = await t.login(account.email, account.password, from('owner-home'));
    expect(owner.status).toBe(200);
    const device = knownDeviceCookie(owner);

    await guessFromStrangers(account.email, 'stranger');
    const sixth = await t.login(account.email, 'wrong-password-1', from('stranger-5'));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // A browser that never logged in is held back even with the right password...
    expect((await t.login(account.email, account.password, from('stranger-6'))).status).toBe(429);
    // ...the owner's browser is not, from the same address or another.
    expect((await t.login(account.email, account.password, from('owner-home', device))).status).toBe(200);
    expect((await t.login(account.email, account.password, from('owner-travelling', device))).status).toBe(200);
  });

  it('gives a known device a failure count of its own', async () => {
    const account = await newAccount('device-owner');
    const ownerDevice = knownDeviceCookie(await t.login(account.email, account.password, from('device-owner-home')));
    await guessFromStrangers(account.email, 'device-stranger');
    // The email is held back by the strangers; the owner's browser has its own five failures.
    expect((await t.login(account.email, 'wrong-password-1', from('device-stranger-5'))).status).toBe(429);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await t.login(account.email, 'wrong-password-1', from(`owner-${attempt}`, ownerDevice))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('sets no device cookie for a failed login', async () => {
    const failed = await t.login('nobody@roofline.test', 'wrong-password-1', from('no-device'));
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie().some((cookie) => cookie.startsWith('roofline_known_device='))).toBe(false);
  });

  it('ignores a device cookie that is forged or belongs to another account', async () => {
    const account = await newAccount('forged-device-owner');
    await guessFromStrangers(account.email, 'forger-stranger');
    const forged = 'roofline_known_device=00000000-0000-4000-8000-000000000000~AAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJl';
    expect((await t.login(account.email, account.password, from('forger', forged))).status).toBe(429);
  });
});
