import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../api/src/services/account/passwords.js';
import { createTestApp, type TestApp } from '../api/harness.js';

const CHANGE =
  'mutation ($current: String, $next: String!) { changePassword(input: { currentPassword: $current, newPassword: $next }) { ok errors { code message field } } }';
const REQUEST = 'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { ok } }';
const RESET = 'mutation ($token: String!, $pw: String!) { resetPassword(input: { token: $token, newPassword: $pw }) { ok errors { code message field } } }';
type Result = { ok: boolean; errors: Array<{ code: string; message: string; field: string }> };

const SAM = { email: 'sam.rivera@example.com', password: 'first-long-password-1' };
let t: TestApp;
beforeAll(async () => {
  // Reset mail is sent by the job queue.
  t = await createTestApp({}, { jobs: true });
  await t.db('users').insert({ email: SAM.email, passwordHash: await hashPassword(SAM.password), firstName: 'Sam', lastName: 'Rivera' });
  // Starting the job queue (pg-boss creates its schema) is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

let people = 0;
/**
 * A person of the test's own, signed in: an accepted change or a reset elsewhere in the file
 * would leave a shared person with another password or no session.
 */
async function signedIn() {
  const email = `sam.rivera.${++people}@example.com`;
  await t.db('users').insert({ email, passwordHash: await hashPassword(SAM.password), firstName: 'Sam', lastName: 'Rivera' });
  const cookie = await t.sessionCookie(email, SAM.password);
  const change = async (next: string) => (await t.gql<{ changePassword: Result }>(CHANGE, { current: SAM.password, next }, cookie)).data!.changePassword;
  return { email, change };
}

describe('the password policy', () => {
  it('asks for at least 12 characters', async () => {
    const { change } = await signedIn();
    expect(await change('abcdefgh123')).toEqual({
      ok: false,
      errors: [{ code: 'WEAK_PASSWORD', message: 'Use at least 12 characters.', field: 'newPassword' }],
    });
  });

  it('refuses common passwords and tells the user why', async () => {
    const { change } = await signedIn();
    const result = await change('password1234');
    expect(result.errors).toEqual([
      {
        code: 'WEAK_PASSWORD',
        field: 'newPassword',
        message: 'Choose a harder password. This is similar to a commonly used password. Add more words that are less common.',
      },
    ]);
  });

  it('refuses passwords made of the person’s own details or our name', async () => {
    const { email, change } = await signedIn();
    for (const next of [email, 'Roofline2026!']) {
      const result = await change(next);
      expect(result.ok).toBe(false);
      expect(result.errors[0]?.message).toMatch(/^Choose a harder password\. .+/);
    }
  });

  it('accepts an uncommon passphrase', async () => {
    const { change } = await signedIn();
    expect(await change('quiet orbit lantern 42')).toEqual({ ok: true, errors: [] });
  });
});

describe('resetting a password', () => {
  it('checks the link before the password: an invalid link is told so whatever the password', async () => {
    const result = (await t.gql<{ resetPassword: Result }>(RESET, { token: 'not-a-real-token-'.repeat(3), pw: 'short' })).data!.resetPassword;
    expect(result.errors.map((error) => error.code)).toEqual(['INVALID_TOKEN']);
  });

  it('keeps a valid link usable when the new password is refused', async () => {
    await t.gql(REQUEST, { email: SAM.email });
    const message = await vi.waitFor(
      async () => {
        const mailed = await t.db('mailOutbox').where({ toAddress: SAM.email }).orderBy('createdAt', 'desc').first();
        expect(mailed).toBeDefined();
        return mailed;
      },
      { timeout: 15_000, interval: 200 },
    );
    const token = (message.links as string[])[0]!.split('/').pop()!;
    const weak = (await t.gql<{ resetPassword: Result }>(RESET, { token, pw: 'password1234' })).data!.resetPassword;
    expect(weak.errors.map((error) => error.code)).toEqual(['WEAK_PASSWORD']);
    const strong = (await t.gql<{ resetPassword: Result }>(RESET, { token, pw: 'velvet harbour compass 7' })).data!.resetPassword;
    expect(strong).toEqual({ ok: true, errors: [] });
  });
});
