import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import { createTestApp, type TestApp } from '../harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const PROFILE = `{ me { uuid firstName middleName lastName suffix fullName tel dateOfBirth mailingAddress { line1 line2 city state zip }
  consentedToTextMessagesAt agreedToElectronicDocumentsAt confirmedContactInfoAt hasPassword emailVerifiedAt } }`;
const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
  user { firstName lastName fullName tel dateOfBirth mailingAddress { line1 city state zip } } errors { code message field } } }`;

let t: TestApp;
beforeAll(async () => {
  // Reset mail is sent by the job queue.
  t = await createTestApp({}, { jobs: true });
  // Starting the job queue (pg-boss creates its schema) is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

async function newUser(email: string, password = 'first-password-1') {
  const { hashPassword } = await import('#api/services/account/passwords');
  await t.db('users').insert({ email, passwordHash: await hashPassword(password), firstName: 'Sam' });
  return t.sessionCookie(email, password);
}

async function outboxLinkFor(email: string): Promise<string> {
  const message = await t.db('mailOutbox').where({ toAddress: email }).orderBy('createdAt', 'desc').first();
  const links = (message?.links ?? []) as string[];
  return links[0] ?? '';
}

describe('passwords', () => {
  it('are stored as argon2id at or above the OWASP minimum (19 MiB, 2 iterations, 1 lane)', async () => {
    const row = await t.db('users').where({ email: DEMO.email }).first();
    const hash = row.passwordHash as string;
    expect(hash).toMatch(/^\$argon2id\$/);
    const params = Object.fromEntries(
      hash
        .split('$')[3]!
        .split(',')
        .map((pair) => pair.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    expect(params.m).toBeGreaterThanOrEqual(19456);
    expect(params.t).toBeGreaterThanOrEqual(2);
    expect(params.p).toBeGreaterThanOrEqual(1);
    expect(await argon2.verify(hash, DEMO.password)).toBe(true);
  });
});

describe('profile', () => {
  it('is null for a visitor, and editing it needs a login', async () => {
    expect((await t.gql(PROFILE)).data).toEqual({ me: null });
    const result = await t.gql(UPDATE, { input: { firstName: 'Eve' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('saves names, phone, date of birth and mailing address', async () => {
    const cookie = await newUser('profile@example.com');
    const result = await t.gql<{ updateProfile: { user: Record<string, unknown>; errors: unknown[] } }>(
      UPDATE,
      {
        input: {
          firstName: ' Samira ',
          lastName: 'Okafor',
          tel: '(415) 555-0199',
          dateOfBirth: '1990-02-28',
          mailingAddress: { line1: '12 Oak St', city: 'Austin', state: 'tx', zip: '78701' },
        },
      },
      cookie,
    );
    expect(result.data?.updateProfile.errors).toEqual([]);
    expect(result.data?.updateProfile.user).toEqual({
      firstName: 'Samira',
      lastName: 'Okafor',
      fullName: 'Samira Okafor',
      tel: '4155550199',
      dateOfBirth: '1990-02-28',
      mailingAddress: { line1: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
    });
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const cookie = await newUser('refused@example.com');
    const result = await t.gql<{ updateProfile: { user: unknown; errors: Array<{ field: string; message: string }> } }>(
      UPDATE,
      { input: { firstName: 'Changed', tel: '555', dateOfBirth: '2020-01-01', mailingAddress: { state: 'ZZ', zip: '123' } } },
      cookie,
    );
    expect(result.data?.updateProfile.user).toBeNull();
    expect(Object.fromEntries(result.data!.updateProfile.errors.map((error) => [error.field, error.message]))).toEqual({
      tel: 'Enter a 10-digit US phone number.',
      dateOfBirth: 'You must be at least 18 years old.',
      'mailingAddress.state': 'Choose a US state.',
      'mailingAddress.zip': 'Enter a 5-digit ZIP code.',
    });
    const me = await t.gql<{ me: { firstName: string } }>(PROFILE, {}, cookie);
    expect(me.data?.me.firstName).toBe('Sam');
  });

  it('records consents with their time', async () => {
    const cookie = await newUser('consent@example.com');
    for (const consent of ['TEXT_MESSAGES', 'ELECTRONIC_DOCUMENTS', 'CONTACT_INFO_CONFIRMED']) {
      const result = await t.gql(`mutation ($c: ConsentKind!) { recordConsent(input: { consent: $c }) { errors { code } } }`, { c: consent }, cookie);
      expect(result.errors).toBeUndefined();
    }
    const me = await t.gql<{ me: Record<string, string | null> }>(PROFILE, {}, cookie);
    for (const field of ['consentedToTextMessagesAt', 'agreedToElectronicDocumentsAt', 'confirmedContactInfoAt']) {
      expect(Date.now() - Date.parse(me.data!.me[field]!)).toBeLessThan(60_000);
    }
  });

  it('changes the password only with the current one, and signs out other devices', async () => {
    const cookie = await newUser('change@example.com', 'first-password-1');
    const otherDevice = await t.sessionCookie('change@example.com', 'first-password-1');
    const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok errors { field message } } }';
    const wrong = await t.gql<{ changePassword: { ok: boolean; errors: Array<{ field: string }> } }>(
      CHANGE,
      { input: { currentPassword: 'nope', newPassword: 'second-password-2' } },
      cookie,
    );
    expect(wrong.data?.changePassword).toEqual({ ok: false, errors: [{ field: 'currentPassword', message: 'Your current password is not correct.' }] });
    const weak = await t.gql<{ changePassword: { ok: boolean } }>(CHANGE, { input: { currentPassword: 'first-password-1', newPassword: 'short' } }, cookie);
    expect(weak.data?.changePassword.ok).toBe(false);
    const ok = await t.gql<{ changePassword: { ok: boolean } }>(
      CHANGE,
      { input: { currentPassword: 'first-password-1', newPassword: 'second-password-2' } },
      cookie,
    );
    expect(ok.data?.changePassword.ok).toBe(true);
    expect((await t.gql<{ me: unknown }>(PROFILE, {}, cookie)).data?.me).not.toBeNull();
    expect((await t.gql<{ me: unknown }>(PROFILE, {}, otherDevice)).data?.me).toBeNull();
    expect((await t.login('change@example.com', 'second-password-2')).status).toBe(200);
  });
});

describe('password reset', () => {
  const REQUEST = 'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { ok } }';
  const RESET = 'mutation ($token: String!, $pw: String!) { resetPassword(input: { token: $token, newPassword: $pw }) { ok errors { code message } } }';

  it('answers ok for unknown emails without sending anything', async () => {
    const result = await t.gql(REQUEST, { email: 'ghost@example.com' });
    expect(result.data).toEqual({ requestPasswordReset: { ok: true } });
    expect(await t.db('mailOutbox').where({ toAddress: 'ghost@example.com' })).toHaveLength(0);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const cookie = await newUser('reset@example.com', 'first-password-1');
    await t.gql(REQUEST, { email: 'RESET@example.com' });
    const link = await vi.waitFor(
      async () => {
        const mailed = await outboxLinkFor('reset@example.com');
        expect(mailed).toMatch(/^http:\/\/localhost:3000\/login\/reset-password\/[\w-]{40,}$/);
        return mailed;
      },
      { timeout: 15_000, interval: 200 },
    );
    const token = link.split('/').pop()!;
    const first = await t.gql<{ resetPassword: { ok: boolean } }>(RESET, { token, pw: 'brand-new-password' });
    expect(first.data?.resetPassword.ok).toBe(true);
    expect((await t.gql<{ me: unknown }>(PROFILE, {}, cookie)).data?.me).toBeNull();
    expect((await t.login('reset@example.com', 'brand-new-password')).status).toBe(200);
    const again = await t.gql<{ resetPassword: { ok: boolean; errors: Array<{ message: string }> } }>(RESET, { token, pw: 'another-new-password' });
    expect(again.data?.resetPassword).toEqual({
      ok: false,
      errors: [{ code: 'INVALID_TOKEN', message: 'This reset link is invalid or has expired. Request a new one.' }],
    });
  });
});

describe('email verification', () => {
  it('mails a link that verifies the address once', async () => {
    const cookie = await newUser('verify@example.com');
    await t.gql('mutation { requestEmailVerification { ok } }', {}, cookie);
    const link = await outboxLinkFor('verify@example.com');
    const token = new URL(link).searchParams.get('token')!;
    expect(new URL(link).pathname).toBe('/signup/verify-email');
    const VERIFY = 'mutation ($token: String!) { verifyEmail(input: { token: $token }) { ok errors { code } } }';
    expect((await t.gql(VERIFY, { token })).data).toEqual({ verifyEmail: { ok: true, errors: [] } });
    const me = await t.gql<{ me: { emailVerifiedAt: string | null } }>(PROFILE, {}, cookie);
    expect(me.data?.me.emailVerifiedAt).not.toBeNull();
    expect((await t.gql(VERIFY, { token })).data).toEqual({ verifyEmail: { ok: false, errors: [{ code: 'INVALID_TOKEN' }] } });
  });
});
