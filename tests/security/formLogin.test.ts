import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERROR_PARAM, LOGIN_PATH } from '#core/account/loginForm';
import { SESSION_COOKIE } from '#core/account/sessionCookie';
import { createTestApp, ORIGIN, type TestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const WRONG = 'wrong-password-for-the-form';
// A stopped clock: the login limits count in fixed windows.
const NOW = new Date('2026-12-06T12:05:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3' }, { now: () => NOW });
});
afterAll(() => t.close());

/** The login form posted by a browser without the app's script: urlencoded, from our own origin. */
const postForm = (fields: Record<string, string>, client: string, origin = ORIGIN) =>
  t.request(LOGIN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'x-test-client': client },
    body: new URLSearchParams(fields).toString(),
  });

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

describe('the login form posted without JavaScript', () => {
  it('logs in: sets the session cookie and sends the browser on to redirectUrl with 303', async () => {
    const response = await postForm({ ...DEMO, redirectUrl: '/profile?tab=1' }, 'form-ok');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile?tab=1');
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const me = await t.gql<{ me: { email: string } | null }>('{ me { email } }', {}, cookie);
    expect(me.data?.me?.email).toBe(DEMO.email);
  });

  it('sends the browser home without a redirectUrl, or with one to another site', async () => {
    expect((await postForm(DEMO, 'form-home')).headers.get('location')).toBe('/');
    expect((await postForm({ ...DEMO, redirectUrl: 'https://evil.example/' }, 'form-home')).headers.get('location')).toBe('/');
    expect((await postForm({ ...DEMO, redirectUrl: '//evil.example/' }, 'form-home')).headers.get('location')).toBe('/');
  });

  it('sends a wrong password back to /login with the reason, keeping redirectUrl, never the password', async () => {
    const response = await postForm({ email: DEMO.email, password: WRONG, redirectUrl: '/profile' }, 'form-wrong');
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe(`/login/?${LOGIN_ERROR_PARAM}=invalid&redirectUrl=%2Fprofile`);
    expect(location).not.toContain(WRONG);
    expect(location).not.toContain('demo');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('sends credentials of the wrong shape back as malformed', async () => {
    const response = await postForm({ email: DEMO.email }, 'form-malformed');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/login/?${LOGIN_ERROR_PARAM}=malformed`);
  });

  it('keeps the login limits: past them, back to /login as rate limited, even with the right password', async () => {
    const locations: Array<string | null> = [];
    for (let attempt = 0; attempt < 3; attempt++)
      locations.push((await postForm({ email: DEMO.email, password: WRONG }, 'form-guesser')).headers.get('location'));
    const limited = await postForm(DEMO, 'form-guesser');
    expect(locations).toEqual(Array(3).fill(`/login/?${LOGIN_ERROR_PARAM}=invalid`));
    expect(limited.headers.get('location')).toBe(`/login/?${LOGIN_ERROR_PARAM}=rate_limited`);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sessionCookieOf(limited)).toBeUndefined();
  });

  it('keeps the same-origin check: another site’s form is refused', async () => {
    const response = await postForm(DEMO, 'form-cross-site', 'https://evil.example');
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('still answers the app’s JSON login in JSON', async () => {
    const response = await t.login(DEMO.email, DEMO.password, { 'x-test-client': 'form-json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uuid: expect.any(String) });
  });
});

describe('the login page as the server renders it', () => {
  const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');
  let web: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'roofline-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Roofline</title></head><body><div id="root"></div></body></html>',
    );
    web = await createTestApp({}, { web: { webRoot, serverEntry: SERVER_ENTRY } });
    // The first page loads the renderer's modules (seconds on a busy machine): the setup's to pay.
    await (await web.request('/login')).text();
  });
  afterAll(async () => {
    await web.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const formTag = (html: string) => /<form[^>]*aria-labelledby="login-title"[^>]*>/.exec(html)?.[0] ?? '';

  it('posts its form to the login endpoint, so a click before the script loads never puts the password in the address', async () => {
    const html = await (await web.request('/login')).text();
    expect(formTag(html)).toContain('method="post"');
    expect(formTag(html)).toContain(`action="${LOGIN_PATH}"`);
  });

  it('carries redirectUrl in the form, and shows the reason a form login was refused', async () => {
    const html = await (await web.request(`/login/?${LOGIN_ERROR_PARAM}=invalid&redirectUrl=%2Fprofile`)).text();
    expect(html).toMatch(
      /<input[^>]*type="hidden"[^>]*name="redirectUrl"[^>]*value="\/profile"|<input[^>]*name="redirectUrl"[^>]*type="hidden"[^>]*value="\/profile"/,
    );
    expect(html).toContain('Login failed. Please check your email and password and try again');
  });
});
