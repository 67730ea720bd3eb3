import type { Knex } from 'knex';
import type { JobSender } from '../../jobs/JobDefinition.js';

/** Queues work inside the transaction that calls for it, so it exists only if that commits. */
export async function queueJob(work: { jobs?: JobSender }, trx: Knex.Transaction, name: string, uuid: string): Promise<void> {
  if (!work.jobs) throw new Error(`the job queue is not running; ${name} for ${uuid} cannot be queued`);
  await work.jobs.send(name, { uuid }, { trx });
}
