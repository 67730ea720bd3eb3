import { INVALID_VERIFY_LINK } from '#core/account/accountLinks';
import { User } from '../../models/User.js';
import { consumeAuthToken, issueAuthToken } from './authTokens.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { requireUser } from './users.js';

export { INVALID_VERIFY_LINK };

export async function sendVerificationEmail(ctx: ServiceContext, user: User): Promise<void> {
  const token = await issueAuthToken(ctx.db, user.uuid, 'EMAIL_VERIFICATION', ctx.now());
  const link = `${ctx.origin}/signup/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.adapters.mailer.send({
    to: user.email,
    subject: 'Confirm your email for Roofline',
    text: `Confirm that this is your email address by opening this link:\n${link}`,
    links: [link],
  });
}

export async function requestEmailVerification(ctx: ServiceContext): Promise<void> {
  const user = requireUser(ctx);
  if (user.emailVerifiedAt) return;
  await sendVerificationEmail(ctx, user);
}

export async function verifyEmail(ctx: ServiceContext, token: string): Promise<{ ok: boolean; errors: FieldError[] }> {
  return ctx.db.transaction(async (trx) => {
    const userUuid = await consumeAuthToken(trx, token, 'EMAIL_VERIFICATION', ctx.now());
    if (!userUuid) return { ok: false, errors: [{ code: 'INVALID_TOKEN', message: INVALID_VERIFY_LINK, field: 'token' }] };
    await User.query(trx).patchAndFetchById(userUuid, { emailVerifiedAt: ctx.now(), updatedAt: ctx.now() });
    return { ok: true, errors: [] };
  });
}
