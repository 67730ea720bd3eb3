import { INVALID_RESET_LINK } from '#core/account/accountLinks';
import { emailSchema } from '#core/account/email';
import { User } from '../../models/User.js';
import { findUserByEmail } from './auth.js';
import { authTokenHolder, consumeAuthToken, issueAuthToken } from './authTokens.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { deleteAllSessionsOf } from './sessions.js';
import { consumeRateLimit } from '../rateLimit.js';

/** Reset mails one address may be sent, and one client may ask for, per hour. */
export const PASSWORD_RESET_LIMITS = { perEmail: { max: 3, windowSeconds: 3600 }, perClient: { max: 20, windowSeconds: 3600 } } as const;

export { INVALID_RESET_LINK };

/** The job that looks the address up and mails the link (api/src/jobs/sendPasswordResetMail.ts). */
export const SEND_PASSWORD_RESET_MAIL_JOB = 'send-password-reset-mail';

/**
 * Queues the reset mail and answers the same either way. The request does the same work for a
 * known and an unknown email (the limits, then one queued job); whether an account exists is
 * looked up only by the job, off the request path, so neither the answer nor its timing tells.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  // No account has an address outside the email rule: nothing to look up.
  if (!emailSchema.safeParse(email).success) return;
  // Past a limit nothing is sent, and the answer stays the same: no mailbox can be flooded and
  // the limit reveals nothing about which addresses have accounts.
  const byEmail = await consumeRateLimit(ctx.db, `reset:email:${email.trim().toLowerCase()}`, PASSWORD_RESET_LIMITS.perEmail, ctx.now());
  const byClient = await consumeRateLimit(ctx.db, `reset:client:${ctx.clientKey ?? 'unknown'}`, PASSWORD_RESET_LIMITS.perClient, ctx.now());
  if (!byEmail.allowed || !byClient.allowed) return;
  if (!ctx.jobs) throw new Error('the job queue is not running; a password reset mail cannot be queued');
  await ctx.jobs.send(SEND_PASSWORD_RESET_MAIL_JOB, { email: email.trim() });
}

/** Mails a single-use reset link when the address has an account; nothing otherwise. */
export async function mailPasswordReset(deps: Pick<ServiceContext, 'db' | 'adapters' | 'now'> & { origin: string }, email: string): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user) return;
  const token = await issueAuthToken(deps.db, user.uuid, 'PASSWORD_RESET', deps.now());
  const link = `${deps.origin}/login/reset-password/${token}`;
  await deps.adapters.mailer.send({
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
