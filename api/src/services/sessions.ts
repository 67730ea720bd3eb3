import type { Knex } from 'knex';
import { Session } from '../models/Session.js';
import { User } from '../models/User.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_COOKIE = 'roofline_session';
export const SESSION_TTL_DAYS = 30;

export async function createSession(db: Knex, userUuid: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000);
  await Session.query(db).insert({ userUuid, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The user a session token belongs to, or null when it is unknown, expired or logged out. */
export async function userForSessionToken(db: Knex, token: string | null, now: Date): Promise<User | null> {
  if (!token) return null;
  const session = await Session.query(db)
    .where({ tokenHash: hashToken(token) })
    .where('expiresAt', '>', now)
    .first();
  if (!session) return null;
  return (await User.query(db).findById(session.userUuid)) ?? null;
}

export async function deleteSession(db: Knex, token: string): Promise<void> {
  await Session.query(db).where({ tokenHash: hashToken(token) }).delete();
}

export async function deleteAllSessionsOf(db: Knex, userUuid: string, exceptToken?: string | null): Promise<void> {
  const query = Session.query(db).where({ userUuid });
  if (exceptToken) query.whereNot({ tokenHash: hashToken(exceptToken) });
  await query.delete();
}
