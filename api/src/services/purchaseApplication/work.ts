import type { Knex } from 'knex';
import type { RestructureWork } from '../restructureApplication/work.js';

/** What purchase work needs, whether a request, a job or an ops command runs it (the same as the restructure's). */
export type PurchaseWork = RestructureWork;

/** The automatic review's job name (api/src/jobs/reviewPurchaseApplication.ts). */
export const PURCHASE_REVIEW_JOB = 'review-purchase-application';
/** The sandbox's closing (api/src/jobs/closePurchaseApplication.ts). */
export const PURCHASE_CLOSE_JOB = 'close-purchase-application';

/** Queues work inside the transaction that calls for it, so it exists only if that commits. */
export async function queuePurchaseJob(work: PurchaseWork, trx: Knex.Transaction, name: string, uuid: string): Promise<void> {
  if (!work.jobs) throw new Error(`the job queue is not running; ${name} for ${uuid} cannot be queued`);
  await work.jobs.send(name, { uuid }, { trx });
}
