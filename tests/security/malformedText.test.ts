import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_TEXT_MESSAGE } from '#core/text/wellFormedText';
import { createTestApp, type TestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const MALFORMED = [
  ['a NUL byte', 'Sam\u0000'],
  ['a lone high surrogate', 'Sam\uD800'],
  ['a lone low surrogate', '\uDC00Sam'],
] as const;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.each(MALFORMED)('text with %s', (_name, text) => {
  it('is refused by REST login with 400, before the database sees it', async () => {
    for (const body of [
      { email: `${text}@example.com`, password: 'whatever-password' },
      { email: DEMO.email, password: text },
    ]) {
      const response = await postJson('/api/v1/users/login', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: MALFORMED_TEXT_MESSAGE });
    }
  });

  it('is refused by /api/v1/events with 400', async () => {
    const response = await postJson('/api/v1/events', { type: 'page', anonymousId: 'a1', properties: { path: `/${text}`, [`k${text}`]: 1 } });
    expect(response.status).toBe(400);
  });

  it.each([
    [
      'joinWaitlist',
      'mutation ($v: String!) { joinWaitlist(input: { product: PURCHASE, email: "sam@example.com", firstName: $v, zip: "94110" }) { __typename } }',
    ],
    ['requestPasswordReset', 'mutation ($v: String!) { requestPasswordReset(input: { email: $v }) { ok } }'],
    ['updateProfile', 'mutation ($v: String) { updateProfile(input: { firstName: $v }) { errors { code } } }'],
    ['resetPassword', 'mutation ($v: String!) { resetPassword(input: { token: $v, newPassword: "long-enough-password" }) { ok } }'],
    ['article', 'query ($v: String!) { article(slug: $v) { title } }'],
  ])('is refused by %s as BAD_USER_INPUT, in a variable', async (_operation, query) => {
    const result = await t.gql(query, { v: text }, cookie);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[MALFORMED_TEXT_MESSAGE, 'BAD_USER_INPUT']]);
  });

  it('is refused when written as an escape in the document itself', async () => {
    // JSON.stringify writes NUL and lone surrogates as \u escapes, which GraphQL strings share.
    const escaped = JSON.stringify(text).slice(1, -1);
    const result = await t.gql(`{ article(slug: "${escaped}") { title } }`);
    // GraphQL's parser refuses a lone surrogate escape itself; our rule refuses \u0000.
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
    for (const error of result.errors ?? []) expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('well-formed text', () => {
  it('still passes: other scripts and emoji', async () => {
    const result = await t.gql<{ updateProfile: { errors: unknown[] } }>(
      'mutation ($v: String) { updateProfile(input: { firstName: $v }) { errors { code } } }',
      { v: 'Zoë 住宅 🏠' },
      cookie,
    );
    expect(result.data?.updateProfile.errors).toEqual([]);
  });
});
