import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/account/email.js';
import { User } from '../models/User.js';
import type { ServiceContext } from './context.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { consumeRateLimit } from './rateLimit.js';
import { createSession, deleteSession } from './sessions.js';

const credentialsSchema = z.object({
  // As long as sign-up allows (core/account/email.ts), so every account can log in.
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(200),
});

export type LoginResult =
  | { outcome: 'ok'; token: string; expiresAt: Date; user: User }
  | { outcome: 'malformed' }
  | { outcome: 'invalid' }
  | { outcome: 'rate_limited'; retryAfterSeconds: number };

export function findUserByEmail(ctx: Pick<ServiceContext, 'db'>, email: string) {
  return User.query(ctx.db).whereRaw('lower(email) = lower(?)', [email.trim()]).first();
}

/**
 * Checks credentials and opens a session. A wrong password and an unknown email take the same
 * path and the same time, so the answer never reveals whether an account exists.
 */
export async function login(ctx: ServiceContext, body: unknown, clientKey: string): Promise<LoginResult> {
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) return { outcome: 'malformed' };
  const { email, password } = parsed.data;

  const limit = { max: ctx.config.LOGIN_RATE_LIMIT_MAX, windowSeconds: ctx.config.LOGIN_RATE_LIMIT_WINDOW_SECONDS };
  const byClient = await consumeRateLimit(ctx.db, `login:client:${clientKey}`, limit, ctx.now());
  const byEmail = await consumeRateLimit(ctx.db, `login:email:${email.toLowerCase()}`, limit, ctx.now());
  if (!byClient.allowed || !byEmail.allowed) {
    return { outcome: 'rate_limited', retryAfterSeconds: Math.max(byClient.retryAfterSeconds, byEmail.retryAfterSeconds) };
  }

  const user = await findUserByEmail(ctx, email);
  const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!user || !matches) return { outcome: 'invalid' };

  const session = await createSession(ctx.db, user.uuid, ctx.now());
  return { outcome: 'ok', user, ...session };
}

export async function logout(ctx: ServiceContext): Promise<void> {
  if (ctx.sessionToken) await deleteSession(ctx.db, ctx.sessionToken);
}
