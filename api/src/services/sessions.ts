import type { Knex } from 'knex';
import { PrivacyPreferences } from '../models/PrivacyPreferences.js';
import { Session } from '../models/Session.js';
import { User } from '../models/User.js';
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

/** The privacy_preferences columns read with a session, each under its own name prefixed `privacy`. */
const PRIVACY_COLUMNS = [
  'uuid',
  'userUuid',
  'functionality',
  'analytics',
  'marketing',
  'security',
  'thirdParty',
  'bannerLastAcknowledgedAt',
  'createdAt',
  'updatedAt',
] as const;
const privacyAlias = (column: string) => `privacy${column[0]!.toUpperCase()}${column.slice(1)}`;

export interface SignedInSession {
  user: User;
  /** The user's saved privacy choices (null before they save any): every signed-in page shows them, so they come with the session. */
  privacyPreferences: PrivacyPreferences | null;
}

/**
 * The session a token belongs to, or null when it is unknown, past its 30-day cap, idle longer
 * than the idle timeout, or logged out. Each use slides the idle window on. Every request with a
 * session asks this, so the session, its user and their privacy choices come in one round trip.
 */
export async function sessionFor(
  db: Knex,
  token: string | null,
  now: Date,
  idleTimeoutMinutes = SESSION_IDLE_TIMEOUT_MINUTES,
): Promise<SignedInSession | null> {
  if (!token) return null;
  const row = await db('sessions')
    .join('users', 'users.uuid', 'sessions.userUuid')
    .leftJoin('privacyPreferences', 'privacyPreferences.userUuid', 'users.uuid')
    .where('sessions.tokenHash', hashToken(token))
    .where('sessions.expiresAt', '>', now)
    .where('sessions.lastSeenAt', '>', new Date(now.getTime() - idleTimeoutMinutes * 60_000))
    .first('users.*', {
      sessionUuid: 'sessions.uuid',
      sessionLastSeenAt: 'sessions.lastSeenAt',
      ...Object.fromEntries(PRIVACY_COLUMNS.map((column) => [privacyAlias(column), `privacyPreferences.${column}`])),
    });
  if (!row) return null;
  const { sessionUuid, sessionLastSeenAt, ...columns } = row as Record<string, unknown> & { sessionUuid: string; sessionLastSeenAt: Date };
  if (now.getTime() - new Date(sessionLastSeenAt).getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await Session.query(db).patch({ lastSeenAt: now }).where({ uuid: sessionUuid });
  }
  const privacy = Object.fromEntries(PRIVACY_COLUMNS.map((column) => [column, columns[privacyAlias(column)]]));
  for (const column of PRIVACY_COLUMNS) delete columns[privacyAlias(column)];
  return {
    user: User.fromDatabaseJson(columns),
    privacyPreferences: privacy.uuid ? PrivacyPreferences.fromDatabaseJson(privacy) : null,
  };
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
