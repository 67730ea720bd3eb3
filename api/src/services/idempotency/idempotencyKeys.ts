import type { Knex } from 'knex';
import { IDEMPOTENCY_KEY_LEASE_SECONDS, IDEMPOTENCY_KEY_TTL_HOURS } from '#core/idempotency/idempotencyKey';
import { IdempotencyKey } from '../../models/IdempotencyKey.js';

export interface StoredResponse {
  status: number;
  contentType: string | null;
  body: string;
}

/** What a request with an idempotency key may do. */
export type Reservation =
  /** claimedAt names this claim: only it may store or release the key. */
  { kind: 'run'; claimedAt: Date } | { kind: 'replay'; response: StoredResponse } | { kind: 'reused' } | { kind: 'inProgress' };

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/**
 * Claims `key` for this request, or says why not. The claim is one insert on the primary key,
 * so of two requests with one key (on one server or several) exactly one runs; the other sees
 * the first still running, or its response once stored. An expired key is forgotten first. A
 * claim left unanswered past the lease (its server died mid-request) is taken over by the same
 * request, in one conditional update, so of several retries one runs.
 */
export async function reserveIdempotencyKey(db: Knex, scope: string, key: string, requestHash: string, now: Date): Promise<Reservation> {
  const query = () => IdempotencyKey.query(db).where({ scope, key });
  await query().where('expiresAt', '<=', now).delete();
  const inserted = await db('idempotencyKeys')
    .insert({ scope, key, requestHash, createdAt: now, claimedAt: now, expiresAt: new Date(now.getTime() + TTL_MS) })
    .onConflict(['scope', 'key'])
    .ignore()
    .returning('key');
  if (inserted.length > 0) return { kind: 'run', claimedAt: now };

  const takenOver = await db('idempotencyKeys')
    .where({ scope, key, requestHash })
    .whereNull('responseStatus')
    .where('claimedAt', '<=', new Date(now.getTime() - IDEMPOTENCY_KEY_LEASE_SECONDS * 1000))
    .update({ claimedAt: now })
    .returning('key');
  if (takenOver.length > 0) return { kind: 'run', claimedAt: now };

  const existing = await query().first();
  // Released between our insert and this read: the first request failed, so this one may be retried.
  if (!existing) return { kind: 'inProgress' };
  if (existing.requestHash !== requestHash) return { kind: 'reused' };
  if (existing.responseStatus === null || existing.responseBody === null) return { kind: 'inProgress' };
  return { kind: 'replay', response: { status: existing.responseStatus, contentType: existing.responseContentType, body: existing.responseBody } };
}

/** Keeps the first response, which every retry with this key is answered with (if the claim is still this request's). */
export async function storeIdempotentResponse(db: Knex, scope: string, key: string, claimedAt: Date, response: StoredResponse): Promise<void> {
  await IdempotencyKey.query(db)
    .where({ scope, key, claimedAt })
    .whereNull('responseStatus')
    .patch({ responseStatus: response.status, responseContentType: response.contentType, responseBody: response.body });
}

/**
 * Forgets a claimed key whose request failed on our side, so the client's retry runs it; not
 * when a retry has taken the claim over meanwhile (its run is not this request's to cancel).
 */
export async function releaseIdempotencyKey(db: Knex, scope: string, key: string, claimedAt: Date): Promise<void> {
  await IdempotencyKey.query(db).where({ scope, key, claimedAt }).whereNull('responseStatus').delete();
}

/** Deletes expired keys (the daily purge job); returns how many. */
export async function purgeExpiredIdempotencyKeys(db: Knex, at: Date): Promise<number> {
  // Counted from returned keys: both drivers agree on rows, not on a delete's affected count.
  const deleted = await db('idempotencyKeys').where('expiresAt', '<', at).delete().returning('key');
  return deleted.length;
}
