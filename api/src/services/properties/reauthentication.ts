import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { tooManyTriesMessage, VERIFY_ATTEMPTS, verifyMessages } from '#core/properties/verification';
import { AuthToken } from '../../models/AuthToken.js';
import type { User } from '../../models/User.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { verifyPassword } from '../account/passwords.js';
import { consumeRateLimit, refundRateLimit } from '../rateLimit.js';
import { hashToken } from '../account/tokens.js';

/** A code is good this long; a few wrong tries lock the step for the window (VERIFY_ATTEMPTS). */
const CODE_MINUTES = 10;

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

export interface VerificationAttempt {
  /** The lock-out to show when earlier failures used up the window; the try is not checked then. */
  refused: FieldError | null;
  /** Gives the try back once it re-authenticated: only failures count toward the limit. */
  passed: () => Promise<void>;
}

/**
 * Counts a try at the verify step before it is checked (so concurrent guesses cannot all slip
 * under the limit), outside its transaction (so a rolled-back try still counts); the caller gives
 * it back with `passed` when the password or code was right, as login does.
 */
export async function countVerificationAttempt(ctx: ServiceContext, user: User): Promise<VerificationAttempt> {
  const key = `equity-verify:${user.uuid}`;
  const now = ctx.now();
  const limit = await consumeRateLimit(ctx.db, key, VERIFY_ATTEMPTS, now);
  const giveBack = () => refundRateLimit(ctx.db, key, limit.windowStart);
  if (limit.allowed) return { refused: null, passed: giveBack };
  // A refused try is not checked, so it is no failure either.
  await giveBack();
  return {
    refused: { code: 'WRONG_PASSWORD', field: null, message: tooManyTriesMessage(now, limit.retryAfterSeconds, ctx.timeZone) },
    passed: async () => undefined,
  };
}

/**
 * Re-authenticates the signed-in user by password or by the mailed code (used up here, in the
 * caller's transaction). Null when it passes; otherwise the error to show. A `replay` (the key
 * already has its result) also takes the code the first request used up: a retry after a lost
 * answer carries the same code, and a replay moves no money.
 */
export async function reauthenticate(
  ctx: ServiceContext,
  trx: Knex.Transaction,
  user: User,
  proof: { password?: string | null; verificationCode?: string | null },
  { replay = false }: { replay?: boolean } = {},
): Promise<FieldError | null> {
  if (proof.verificationCode) {
    const code = AuthToken.query(trx)
      .where({ userUuid: user.uuid, purpose: 'EQUITY_VERIFICATION', tokenHash: codeHash(user.uuid, proof.verificationCode.trim()) })
      .where('expiresAt', '>', ctx.now());
    const good = replay ? (await code.resultSize()) > 0 : (await code.whereNull('usedAt').patch({ usedAt: ctx.now() })) === 1;
    return good ? null : { code: 'INVALID_TOKEN', field: 'verificationCode', message: verifyMessages.codeNotRight };
  }
  if (!proof.password) return { code: 'INVALID', field: 'password', message: verifyMessages.enterPassword };
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password)))
    return { code: 'WRONG_PASSWORD', field: 'password', message: verifyMessages.wrongPassword };
  return null;
}
