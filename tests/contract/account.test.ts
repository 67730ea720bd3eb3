import { describe, expect, it } from 'vitest';
import {
  ChangePasswordDocument,
  MeDocument,
  ProfileDocument,
  RecordConsentDocument,
  RequestEmailVerificationDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  UpdateProfileDocument,
  VerifyEmailDocument,
} from '#generated/web';
import { DEMO_USER } from '#migrations/seeds/01_demo_user';
import { contractScenario } from './contractHarness';

// requestPasswordReset queues the reset mail: the app runs its jobs.
const both = contractScenario(undefined, { jobs: true });

describe('the account mocks answer like the API', () => {
  it('me and profile: a visitor is nobody', async () => {
    expect((await both.expectSameAnswer(MeDocument)).data).toEqual({ me: null });
    await both.expectSameAnswer(ProfileDocument);
  });

  it('updateProfile and recordConsent, then me and profile: the demo homeowner as the mocks know her', async () => {
    await both.signInAsMocked();
    await both.expectSameAnswer(RecordConsentDocument, { input: { consent: 'ELECTRONIC_DOCUMENTS' } });
    const saved = await both.expectSameAnswer(UpdateProfileDocument, { input: { dateOfBirth: '1986-04-12', tel: '4155550142' } });
    expect(saved.data?.updateProfile.errors).toEqual([]);
    await both.expectSameAnswer(MeDocument, {}, { anyLength: ['answer.data.me.properties'] });
    expect((await both.expectSameAnswer(ProfileDocument)).data?.me).toMatchObject({ email: 'demo@roofline.test', dateOfBirth: '1986-04-12' });
  });

  it('updateProfile, recordConsent, changePassword and requestEmailVerification refuse a visitor', async () => {
    const refused = await both.expectSameAnswer(UpdateProfileDocument, { input: { firstName: 'Eve' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await both.expectSameAnswer(RecordConsentDocument, { input: { consent: 'TEXT_MESSAGES' } });
    await both.expectSameAnswer(ChangePasswordDocument, { input: { currentPassword: 'not-the-password-1', newPassword: 'a-new-long-passphrase-2026' } });
    await both.expectSameAnswer(RequestEmailVerificationDocument);
  });

  it('changePassword: a wrong current password', async () => {
    await both.signIn();
    const refused = await both.expectSameAnswer(ChangePasswordDocument, {
      input: { currentPassword: 'not-the-password-1', newPassword: 'a-new-long-passphrase-2026' },
    });
    expect(refused.data?.changePassword.ok).toBe(false);
  });

  it('resetPassword and verifyEmail refuse a token that was never sent', async () => {
    await both.expectSameAnswer(ResetPasswordDocument, { input: { token: 'not-a-token', newPassword: 'a-new-long-passphrase-2026' } });
    await both.expectSameAnswer(VerifyEmailDocument, { input: { token: 'not-a-token' } });
  });

  it('requestEmailVerification for the signed-in homeowner', async () => {
    await both.signIn();
    await both.expectSameAnswer(RequestEmailVerificationDocument);
  });

  it('requestPasswordReset: the same answer for her address, an address nobody has and one that is no address', async () => {
    for (const email of [DEMO_USER.email, 'nobody@example.com', 'not-an-address']) {
      const answer = await both.expectSameAnswer(RequestPasswordResetDocument, { input: { email } });
      expect(answer.data?.requestPasswordReset.ok).toBe(true);
    }
  });
});
