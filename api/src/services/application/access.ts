import type { Knex } from 'knex';
import type { Model, QueryBuilder } from 'objection';
import type { ApplicationParty } from '#core/application/parties';
import type { ServiceContext } from '../context.js';
import { notFound } from '../errors.js';
import { requireUser } from '../account/users.js';
import type { ApplicationProduct, PartyAccess, ProductTypes } from './product.js';

// Nobody sees or changes another user's application: every read goes through here.

function ownedBy<T extends ProductTypes>(product: ApplicationProduct<T>, userUuid: string) {
  return (where: QueryBuilder<Model>) => {
    where.where({ userUuid });
    if (product.coApplicantColumn) where.orWhere({ [product.coApplicantColumn]: userUuid });
  };
}

const partyOf = (application: { userUuid: string }, userUuid: string): ApplicationParty => (application.userUuid === userUuid ? 'APPLICANT' : 'CO_APPLICANT');

/**
 * An application the signed-in user owns or is the co-applicant of, locked for the caller's
 * transaction when asked; anyone else's is NOT_FOUND (never FORBIDDEN, so ids do not leak).
 */
export async function accessApplication<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  db: Knex,
  uuid: string,
  lock = false,
): Promise<PartyAccess<T['application']>> {
  const user = requireUser(ctx);
  const query = product.model.query(db).findById(uuid).where(ownedBy(product, user.uuid));
  const application = (await (lock ? query.forUpdate() : query)) as unknown as T['application'] | undefined;
  if (!application) throw notFound(product.noun);
  return { application, party: partyOf(application, user.uuid) };
}

/** One application as the API shows it to the signed-in party. */
export async function viewApplication<T extends ProductTypes>(ctx: ServiceContext, product: ApplicationProduct<T>, uuid: string): Promise<T['view']> {
  return product.view(await accessApplication(ctx, product, ctx.db, uuid));
}

/** The user's applications and those they are the co-applicant of, newest first. */
export async function listApplications<T extends ProductTypes>(ctx: ServiceContext, product: ApplicationProduct<T>): Promise<T['view'][]> {
  const user = requireUser(ctx);
  const applications = (await product.model.query(ctx.db).where(ownedBy(product, user.uuid)).orderBy('createdAt', 'desc')) as unknown as T['application'][];
  return applications.map((application) => product.view({ application, party: partyOf(application, user.uuid) }));
}
