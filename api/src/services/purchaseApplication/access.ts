import type { Knex } from 'knex';
import type { ApplicationParty } from '#core/purchase/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import type { ServiceContext } from '../context.js';
import { notFound } from '../errors.js';
import { requireUser } from '../users.js';

/** An application and the part the signed-in user plays in it. */
export interface PartyAccess {
  application: PurchaseApplication;
  party: ApplicationParty;
}

/** The user's part in an application, or null when they have none. */
export function partyOf(application: PurchaseApplication, userUuid: string): ApplicationParty | null {
  if (application.userUuid === userUuid) return 'APPLICANT';
  if (application.coApplicantUserUuid === userUuid) return 'CO_APPLICANT';
  return null;
}

/**
 * An application the signed-in user owns or is the co-applicant of, locked when asked; anyone
 * else's is NOT_FOUND (never FORBIDDEN, so ids do not leak).
 */
export async function accessApplication(ctx: ServiceContext, db: Knex, uuid: string, lock = false): Promise<PartyAccess> {
  const user = requireUser(ctx);
  const query = PurchaseApplication.query(db)
    .findById(uuid)
    .where((where) => where.where({ userUuid: user.uuid }).orWhere({ coApplicantUserUuid: user.uuid }));
  const application = await (lock ? query.forUpdate() : query);
  if (!application) throw notFound('Purchase application');
  return { application, party: partyOf(application, user.uuid)! };
}

/** Only the applicant may take this step: the co-applicant gets NOT_FOUND-free refusal from the caller. */
export function isApplicant(access: PartyAccess): boolean {
  return access.party === 'APPLICANT';
}
