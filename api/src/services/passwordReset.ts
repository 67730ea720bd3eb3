import { emailSchema } from '../../../core/account/email.js';
import { User } from '../models/User.js';
import { findUserByEmail } from './auth.js';
import { authTokenHolder, consumeAuthToken, issueAuthToken } from './authTokens.js';
import type { ServiceContext } from './context.js';
import type { FieldError } from './errors.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { deleteAllSessionsOf } from './sessions.js';
import { consumeRateLimit } from './rateLimit.js';

/** Reset mails one address may be sent, and one client may ask for, per hour. */
export const PASSWORD_RESET_LIMITS = { perEmail: { max: 3, windowSeconds: 3600 }, perClient: { max: 20, windowSeconds: 3600 } } as const;

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Request a new one.';

/** Mails a reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  // No account has an address outside the email rule: nothing to look up.
  if (!emailSchema.safeParse(email).success) return;
  // Past a limit nothing is sent, and the answer stays the same: no mailbox can be flooded and
  // the limit reveals nothing about which addresses have accounts.
  const byEmail = await consumeRateLimit(ctx.db, `reset:email:${email.trim().toLowerCase()}`, PASSWORD_RESET_LIMITS.perEmail, ctx.now());
  const byClient = await consumeRateLimit(ctx.db, `reset:client:${ctx.clientKey ?? 'unknown'}`, PASSWORD_RESET_LIMITS.perClient, ctx.now());
  if (!byEmail.allowed || !byClient.allowed) return;
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = await issueAuthToken(ctx.db, user.uuid, 'PASSWORD_RESET', ctx.now());
  const link = `${ctx.origin}/login/reset-password/${token}`;
  await ctx.adapters.mailer.send({
    to: user.email,
    subject: 'Reset your Roofline password',
    text: `Someone asked to reset the password of your Roofline account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf this was not you, ignore this message.`,
    links: [link],
  });
}

/**
 * Sets the new password and ends every session of the account, in one transaction. The token is
 * checked first: an invalid link costs no hashing (argon2 is deliberately slow) and learns nothing
 * about the password rule; a valid one stays usable when the password is refused.
 */
export async function resetPassword(ctx: ServiceContext, token: string, newPassword: string): Promise<{ ok: boolean; errors: FieldError[] }> {
  const invalidLink: { ok: boolean; errors: FieldError[] } = { ok: false, errors: [{ code: 'INVALID_TOKEN', message: INVALID_RESET_LINK, field: 'token' }] };
  const holder = await authTokenHolder(ctx.db, token, 'PASSWORD_RESET', ctx.now());
  if (!holder) return invalidLink;
  const owner = await User.query(ctx.db).findById(holder);
  const problem = passwordProblem(newPassword, [owner?.email, owner?.firstName, owner?.lastName]);
  if (problem) return { ok: false, errors: [{ code: 'WEAK_PASSWORD' as const, message: problem, field: 'newPassword' }] };
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (trx) => {
    const userUuid = await consumeAuthToken(trx, token, 'PASSWORD_RESET', ctx.now());
    // Used by a concurrent reset meanwhile.
    if (!userUuid) return invalidLink;
    // Following the emailed link proves the address, so it counts as verified too.
    const user = await User.query(trx).findById(userUuid);
    await User.query(trx).patchAndFetchById(userUuid, {
      passwordHash,
      emailVerifiedAt: user?.emailVerifiedAt ?? ctx.now(),
      updatedAt: ctx.now(),
    });
    await deleteAllSessionsOf(trx, userUuid);
    return { ok: true, errors: [] };
  });
}
