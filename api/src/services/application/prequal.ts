import type { Knex } from 'knex';
import { Prequal } from '../../models/Prequal.js';
import type { User } from '../../models/User.js';

// Every application starts from one of the user's prequals (or the visitor's this browser made).

/**
 * The prequal, locked for the start of an application; null when it is someone else's, or a
 * visitor's that this browser did not create (`claims`: the signed claims cookie's uuids).
 */
export async function prequalForApplicant(trx: Knex.Transaction, prequalUuid: string, user: User, claims: readonly string[]): Promise<Prequal | null> {
  const prequal = await Prequal.query(trx).findById(prequalUuid).forUpdate();
  if (!prequal) return null;
  // A visitor's prequal (no owner yet) is claimed by the browser that created it, once signed in:
  // its uuid travels in URLs, so the uuid alone proves nothing.
  if (prequal.userUuid === null) return claims.includes(prequal.uuid) ? prequal : null;
  if (prequal.userUuid !== user.uuid) return null;
  return prequal;
}

/** Records the application on its prequal (spec: Prequal.applicationUuid) and who owns it. */
export async function linkPrequal(trx: Knex.Transaction, prequal: Prequal, applicationUuid: string, user: User, now: Date): Promise<void> {
  await Prequal.query(trx).patchAndFetchById(prequal.uuid, { applicationUuid, userUuid: prequal.userUuid ?? user.uuid, updatedAt: now });
}
