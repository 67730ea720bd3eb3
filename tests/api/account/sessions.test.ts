import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const ME = '{ me { uuid email firstName hasPassword } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '5' });
});
afterAll(() => t.close());

describe('login and logout (REST)', () => {
  it('logs the demo user in with an HttpOnly, SameSite session cookie', async () => {
    const response = await t.login(DEMO.email, DEMO.password);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^roofline_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await t.gql<{ me: { email: string; firstName: string } }>(ME, {}, cookieFrom(response));
    expect(me.data?.me).toMatchObject({ email: DEMO.email, firstName: 'Dana', hasPassword: true });
  });

  it('answers 400 with the spec text for a malformed request', async () => {
    const response = await t.request('/api/v1/users/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":""}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The email or password provided is not valid.' });
  });

  it('gives a wrong password and an unknown email the same status, text and work', async () => {
    // The same work, not a stopwatch: each failure runs one argon2id verification at the same
    // cost, so neither is a shortcut an attacker could time (wall-clock ratios flake under load).
    const verify = vi.spyOn(argon2, 'verify');
    const attempt = async (email: string) => {
      verify.mockClear();
      const response = await t.login(email, 'not-the-password', { 'x-test-client': `timing-${email}` });
      return { status: response.status, body: await response.json(), hashes: verify.mock.calls.map(([hash]) => hash) };
    };
    try {
      const wrongPassword = await attempt(DEMO.email);
      const unknownEmail = await attempt('nobody@example.com');
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body).toEqual({ message: 'Login failed. Please check your email and password and try again' });
      expect(wrongPassword.hashes).toHaveLength(1);
      expect(unknownEmail.hashes).toHaveLength(1);
      const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
      expect(cost(unknownEmail.hashes[0]!)).toBe('argon2id$v=19$m=19456,p=1,t=2');
      expect(cost(wrongPassword.hashes[0]!)).toBe(cost(unknownEmail.hashes[0]!));
    } finally {
      verify.mockRestore();
    }
  });

  it('rate limits repeated login attempts with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await t.login('someone@example.com', 'wrong-password', { 'x-test-client': 'rate-limit' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('makes the old cookie useless after logout', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    const logout = await t.request('/api/v1/users/me/token', { method: 'DELETE', headers: { Cookie: cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/roofline_session=;/);
    const me = await t.gql<{ me: unknown }>(ME, {}, cookie);
    expect(me.data?.me).toBeNull();
  });

  it('refuses a cross-site login', async () => {
    const response = await t.login(DEMO.email, DEMO.password, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('GraphQL transport', () => {
  it('refuses /graphql without the CSRF header', async () => {
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(response.status).toBe(403);
  });

  it('answers a batch of operations in order', async () => {
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
      body: JSON.stringify([{ query: '{ ok }' }, { query: '{ me { uuid } }' }]),
    });
    expect(await response.json()).toEqual([{ data: { ok: true } }, { data: { me: null } }]);
  });

  it('refuses queries deeper than the pinned limit', async () => {
    const deep = `{ me { ${'mailingAddress { line1 '.repeat(1)}} ${'properties { dealType } '.repeat(1)} } }`;
    expect((await t.gql(deep)).errors).toBeUndefined();
    let nested = 'ok';
    for (let level = 0; level < 14; level++) nested = `__typename ... on Query { ${nested} }`;
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: ok`).join(' ')} }`;
    const result = await t.gql(aliases);
    expect(result.errors?.[0]?.message).toMatch(/^Query refused/);
  });

  it('masks unexpected errors and codes the known ones', async () => {
    const result = await t.gql('mutation { recordConsent(input: { consent: TEXT_MESSAGES }) { user { uuid } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('health and redirects', () => {
  it('reports health and readiness', async () => {
    expect((await t.request('/health')).status).toBe(200);
    expect(await (await t.request('/ready')).json()).toEqual({ status: 'ready' });
  });

  it.each([
    ['/account', '/profile', 301],
    ['/blog', '/resources', 301],
    ['/blog/refinance-basics', '/resources/refinance-basics', 301],
    ['/article/refinance-basics', '/resources/refinance-basics', 301],
    ['/buy', '/buy/waitlist', 302],
    ['/documents', '/', 301],
    ['/find', '/', 301],
    ['/onboarding', '/', 301],
    ['/restructure-account/apply', '/rates/summary', 301],
    ['/refinance-account', '/', 301],
    ['/resources/what-is-a-home-equity-investment', '/resources', 302],
    ['/resources/guides/refinance-basics', '/resources/refinance-basics', 301],
  ])('redirects %s to %s with %i', async (from, to, status) => {
    const response = await t.request(from);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(to);
  });

  it('does not redirect real resource routes', async () => {
    expect((await t.request('/resources/categories/refinancing')).status).not.toBe(301);
  });
});

describe('production mode', () => {
  it('refuses introspection', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const result = await production.gql('{ __schema { types { name } } }');
      expect(result.errors?.[0]?.message).toMatch(/introspection/i);
      expect((await production.gql('{ ok }')).data).toEqual({ ok: true });
    } finally {
      await production.close();
    }
  });
});
