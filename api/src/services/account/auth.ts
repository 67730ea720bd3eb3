import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '#core/account/email';
import { User } from '../../models/User.js';
import type { ServiceContext } from '../context.js';
import { signKnownDevice, type KnownDevice } from './knownDevices.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { consumeRateLimit, refundRateLimit, type RateLimitBudget } from '../rateLimit.js';
import { createSession, deleteSession } from './sessions.js';

const credentialsSchema = z.object({
  // As long as sign-up allows (core/account/email.ts), so every account can log in.
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(200),
});

export type LoginResult =
  | { outcome: 'ok'; token: string; expiresAt: Date; user: User; knownDevice: string }
  | { outcome: 'malformed' }
  | { outcome: 'invalid' }
  | { outcome: 'rate_limited'; retryAfterSeconds: number };

export function findUserByEmail(ctx: Pick<ServiceContext, 'db'>, email: string) {
  return User.query(ctx.db).whereRaw('lower(email) = lower(?)', [email.trim()]).first();
}

/**
 * The failure counts one login attempt is held to: its client's, and its account's, which is the
 * email's for a browser that never logged in to the account and the device's own for a known
 * device of it. So failures from anywhere hold the email back from strangers, and the owner's
 * browser still gets in with the right password (docs/security.md).
 */
function loginLimits(ctx: ServiceContext, clientKey: string, email: string, knownDevice: KnownDevice | null) {
  const { config } = ctx;
  const perEmail = { max: config.LOGIN_EMAIL_RATE_LIMIT_MAX, windowSeconds: config.LOGIN_EMAIL_RATE_LIMIT_WINDOW_SECONDS };
  return [
    { key: `login:client:${clientKey}`, limit: { max: config.LOGIN_RATE_LIMIT_MAX, windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS } },
    knownDevice ? { key: `login:device:${knownDevice.deviceId}`, limit: perEmail } : { key: `login:email:${email.toLowerCase()}`, limit: perEmail },
  ];
}

/**
 * Checks credentials and opens a session. A wrong password and an unknown email take the same
 * path and the same time, so the answer never reveals whether an account exists. Only failures
 * count toward the limits: each attempt is counted before the password is checked (concurrent
 * guesses cannot all slip under a limit) and given back when it succeeds or is refused unchecked.
 */
export async function login(ctx: ServiceContext, body: unknown, clientKey: string, device: KnownDevice | null = null): Promise<LoginResult> {
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) return { outcome: 'malformed' };
  const { email, password } = parsed.data;

  const user = await findUserByEmail(ctx, email);
  const knownDevice = user && device?.userUuid === user.uuid ? device : null;
  const counted: Array<{ key: string; budget: RateLimitBudget }> = [];
  for (const { key, limit } of loginLimits(ctx, clientKey, email, knownDevice)) {
    counted.push({ key, budget: await consumeRateLimit(ctx.db, key, limit, ctx.now()) });
  }
  const giveBack = () => Promise.all(counted.map(({ key, budget }) => refundRateLimit(ctx.db, key, budget.windowStart)));
  const refused = counted.filter(({ budget }) => !budget.allowed);
  if (refused.length > 0) {
    await giveBack();
    return { outcome: 'rate_limited', retryAfterSeconds: Math.max(...refused.map(({ budget }) => budget.retryAfterSeconds)) };
  }

  const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!user || !matches) return { outcome: 'invalid' };

  await giveBack();
  const session = await createSession(ctx.db, user.uuid, ctx.now());
  return { outcome: 'ok', user, ...session, knownDevice: signKnownDevice(ctx.config, user.uuid, knownDevice?.deviceId) };
}

export async function logout(ctx: ServiceContext): Promise<void> {
  if (ctx.sessionToken) await deleteSession(ctx.db, ctx.sessionToken);
}
