import type { Knex } from 'knex';
import { AuthToken, type AuthTokenPurpose } from '../../models/AuthToken.js';
import { hashToken, newToken } from './tokens.js';

const lifetimeMinutes: Record<AuthTokenPurpose, number> = {
  PASSWORD_RESET: 60,
  EMAIL_VERIFICATION: 60 * 24 * 3,
  EQUITY_VERIFICATION: 10,
};

/** Issues a single-use token; earlier unused tokens for the same purpose stop working. */
export async function issueAuthToken(db: Knex, userUuid: string, purpose: AuthTokenPurpose, now: Date): Promise<string> {
  const token = newToken();
  await db.transaction(async (trx) => {
    await AuthToken.query(trx).where({ userUuid, purpose }).whereNull('usedAt').patch({ usedAt: now });
    await AuthToken.query(trx).insert({
      userUuid,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + lifetimeMinutes[purpose] * 60_000),
    });
  });
  return token;
}

/** The user of a token still valid (unknown, used and expired ones answer null), leaving it unused. */
export async function authTokenHolder(db: Knex, token: string, purpose: AuthTokenPurpose, now: Date): Promise<string | null> {
  const row = await AuthToken.query(db)
    .where({ tokenHash: hashToken(token), purpose })
    .whereNull('usedAt')
    .where('expiresAt', '>', now)
    .first();
  return row?.userUuid ?? null;
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function consumeAuthToken(trx: Knex.Transaction, token: string, purpose: AuthTokenPurpose, now: Date): Promise<string | null> {
  const row = await AuthToken.query(trx)
    .where({ tokenHash: hashToken(token), purpose })
    .whereNull('usedAt')
    .where('expiresAt', '>', now)
    .forUpdate()
    .first();
  if (!row) return null;
  await AuthToken.query(trx).patchAndFetchById(row.uuid, { usedAt: now });
  return row.userUuid;
}
