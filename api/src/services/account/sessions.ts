import type { Knex } from 'knex';
import { Session } from '../../models/Session.js';
import { User } from '../../models/User.js';
import { hashToken, newToken } from './tokens.js';

export { SESSION_COOKIE } from '#core/account/sessionCookie';
export const SESSION_TTL_DAYS = 30;
/** Default idle timeout (SESSION_IDLE_TIMEOUT_MINUTES): a session unused this long ends. */
export const SESSION_IDLE_TIMEOUT_MINUTES = 30;
// lastSeenAt is written at most this often, so a busy page does not write on every request.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function createSession(db: Knex, userUuid: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000);
  await Session.query(db).insert({ userUuid, tokenHash: hashToken(token), expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

/**
 * The user a session token belongs to, or null when it is unknown, past its 30-day cap, idle
 * longer than the idle timeout, or logged out. Each use slides the idle window on. Every
 * request with a session asks this, so the session and its user come in one round trip.
 */
export async function userForSessionToken(db: Knex, token: string | null, now: Date, idleTimeoutMinutes = SESSION_IDLE_TIMEOUT_MINUTES): Promise<User | null> {
  if (!token) return null;
  const row = await db('sessions')
    .join('users', 'users.uuid', 'sessions.userUuid')
    .where('sessions.tokenHash', hashToken(token))
    .where('sessions.expiresAt', '>', now)
    .where('sessions.lastSeenAt', '>', new Date(now.getTime() - idleTimeoutMinutes * 60_000))
    .first('users.*', { sessionUuid: 'sessions.uuid', sessionLastSeenAt: 'sessions.lastSeenAt' });
  if (!row) return null;
  const { sessionUuid, sessionLastSeenAt, ...userColumns } = row as Record<string, unknown> & { sessionUuid: string; sessionLastSeenAt: Date };
  if (now.getTime() - new Date(sessionLastSeenAt).getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await Session.query(db).patch({ lastSeenAt: now }).where({ uuid: sessionUuid });
  }
  return User.fromDatabaseJson(userColumns);
}

export async function deleteSession(db: Knex, token: string): Promise<void> {
  await Session.query(db)
    .where({ tokenHash: hashToken(token) })
    .delete();
}

export async function deleteAllSessionsOf(db: Knex, userUuid: string, exceptToken?: string | null): Promise<void> {
  const query = Session.query(db).where({ userUuid });
  if (exceptToken) query.whereNot({ tokenHash: hashToken(exceptToken) });
  await query.delete();
}
