import type { Knex } from 'knex';
import { MAX_OPEN_APPLICATIONS_PER_PRODUCT, tooManyOpenApplications } from '#core/applicationLists/index';
import type { ApplicationType } from '#core/documents/index';
import { RESTRUCTURE_TERMINAL_STAGES } from '#core/partnership/index';
import { PURCHASE_TERMINAL_STAGES } from '#core/purchaseApplication/index';
import { AppError } from '../errors.js';

/** Each product's applications a user started that have not ended. */
const OPEN: Record<ApplicationType, (db: Knex.Transaction, userUuid: string) => Knex.QueryBuilder> = {
  RESTRUCTURE: (db, userUuid) => db('restructureApplications').where({ userUuid }).whereNotIn('stage', RESTRUCTURE_TERMINAL_STAGES),
  PURCHASE: (db, userUuid) => db('purchaseApplications').where({ userUuid }).whereNotIn('stage', PURCHASE_TERMINAL_STAGES),
  // Nothing ends a refinance application once the lender has it: one is open until it is submitted.
  REFINANCE: (db, userUuid) => db('refinanceApplications').where({ userUuid }).whereNull('applicationSubmittedAt'),
};

/**
 * Refuses (CONFLICT) one more application of a product for a user who has the most open at once.
 * Called in the transaction that starts it, which it holds a lock per user and product for, so
 * starts sent together cannot all pass.
 */
export async function checkOpenApplicationLimit(trx: Knex.Transaction, userUuid: string, product: ApplicationType): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`open-applications:${product}:${userUuid}`]);
  const [row] = (await OPEN[product](trx, userUuid).count({ count: '*' })) as Array<{ count: string | number }>;
  if (Number(row?.count ?? 0) >= MAX_OPEN_APPLICATIONS_PER_PRODUCT) throw new AppError('CONFLICT', tooManyOpenApplications(product));
}
