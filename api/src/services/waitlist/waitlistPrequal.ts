import type { Knex } from 'knex';
import { offersPartnershipWaitlist, PREQUAL_NOT_WAITLISTABLE } from '#core/waitlist/index';
import { Prequal } from '../../models/Prequal.js';
import type { ServiceContext } from '../context.js';
import { type FieldError, notFound } from '../errors.js';

/**
 * The caller's prequal a partnership waitlist sign-up comes from, locked for the change: the
 * signed-in owner's, or a visitor's that this browser created (its claims cookie), since the
 * uuid travels in URLs and proves nothing alone. Anyone else's is NOT_FOUND, as if absent.
 */
export async function waitlistablePrequal(
  trx: Knex.Transaction,
  ctx: Pick<ServiceContext, 'currentUser' | 'prequalClaims'>,
  prequalUuid: string,
): Promise<{ prequal: Prequal } | { error: FieldError }> {
  const prequal = await Prequal.query(trx).findById(prequalUuid).forUpdate();
  const owned = prequal && (prequal.userUuid === null ? (ctx.prequalClaims ?? []).includes(prequal.uuid) : prequal.userUuid === ctx.currentUser?.uuid);
  if (!prequal || !owned) throw notFound('The prequalification');
  if (!offersPartnershipWaitlist(prequal.productEligibility?.denials ?? [])) {
    return { error: { code: 'INVALID', message: PREQUAL_NOT_WAITLISTABLE, field: 'prequalUuid' } };
  }
  return { prequal };
}

/** Spec §3.52: the prequal is on the partnership waitlist. Joining again changes nothing. */
export async function markWaitlisted(trx: Knex.Transaction, prequal: Prequal, now: Date): Promise<Prequal> {
  if (prequal.isWaitlisted) return prequal;
  return await Prequal.query(trx).patchAndFetchById(prequal.uuid, { isWaitlisted: true, updatedAt: now });
}
