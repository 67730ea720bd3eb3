import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { AuthToken } from '../../models/AuthToken.js';
import type { User } from '../../models/User.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { verifyPassword } from '../passwords.js';
import { consumeRateLimit } from '../rateLimit.js';
import { hashToken } from '../tokens.js';

/** A code is good this long; a few wrong tries lock the step for the window. */
const CODE_MINUTES = 10;
const ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

// The code is short, so its hash is salted with the user: the same six digits of two users never clash.
const codeHash = (userUuid: string, code: string) => hashToken(`${userUuid}:${code}`);

/** Mails a six-digit code that re-authenticates one buy-in or cash-out; earlier codes stop working. */
export async function issueVerificationCode(ctx: ServiceContext, user: User): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await AuthToken.query(trx).where({ userUuid: user.uuid, purpose: 'EQUITY_VERIFICATION' }).delete();
    await AuthToken.query(trx).insert({
      userUuid: user.uuid,
      purpose: 'EQUITY_VERIFICATION',
      tokenHash: codeHash(user.uuid, code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    });
  });
  await ctx.adapters.mailer.send({
    to: user.email,
    subject: 'Your Roofline verification code',
    text: `Your code to confirm the transaction on your property dashboard is ${code}. It works once, for ${CODE_MINUTES} minutes. If you did not ask for it, change your password.`,
    links: [],
  });
}

/** Counts a try at the verify step (outside its transaction, so a rolled-back try still counts). */
export async function verificationAttemptRefused(ctx: ServiceContext, user: User): Promise<FieldError | null> {
  const limit = await consumeRateLimit(ctx.db, `equity-verify:${user.uuid}`, ATTEMPTS, ctx.now());
  return limit.allowed
    ? null
    : { code: 'WRONG_PASSWORD', field: null, message: `Too many tries. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.` };
}

/**
 * Re-authenticates the signed-in user by password or by the mailed code (used up here, in the
 * caller's transaction). Null when it passes; otherwise the error to show.
 */
export async function reauthenticate(
  ctx: ServiceContext,
  trx: Knex.Transaction,
  user: User,
  proof: { password?: string | null; verificationCode?: string | null },
): Promise<FieldError | null> {
  if (proof.verificationCode) {
    const used = await AuthToken.query(trx)
      .where({ userUuid: user.uuid, purpose: 'EQUITY_VERIFICATION', tokenHash: codeHash(user.uuid, proof.verificationCode.trim()) })
      .whereNull('usedAt')
      .where('expiresAt', '>', ctx.now())
      .patch({ usedAt: ctx.now() });
    return used === 1 ? null : { code: 'INVALID_TOKEN', field: 'verificationCode', message: 'That code is not right or has expired. Ask for a new one.' };
  }
  if (!proof.password) return { code: 'INVALID', field: 'password', message: 'Enter your password.' };
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password)))
    return { code: 'WRONG_PASSWORD', field: 'password', message: 'That password is not right.' };
  return null;
}
