import type { Model } from 'objection';
import type { ServiceContext } from '../context.js';
import { accessApplication } from './access.js';
import { afterStep } from './afterStep.js';
import { takeStep } from './applyStep.js';
import { okPayload, refusedPayload, type ApplicationPayload } from './payload.js';
import type { ApplicationProduct, ProductTypes } from './product.js';
import { queueJob } from './queueJob.js';

/**
 * The applicant has uploaded what was asked for. At the review stage the review reads the
 * documents (the stage stays); after a request for more, the application goes back to review.
 * Either way the review is queued in the same transaction.
 */
export async function completeUploads<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  uuid: string,
): Promise<ApplicationPayload<T>> {
  const outcome = await ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, product, trx, uuid, true);
    const patch = { uploadsCompletedAt: ctx.now(), missingDocuments: [] };
    if (access.party === 'APPLICANT' && access.application.stage === product.uploads.reviewStage) {
      const row = access.application as unknown as Model;
      const application = (await row.$query(trx).patchAndFetch({ ...patch, updatedAt: ctx.now() })) as unknown as T['application'];
      await queueJob(ctx, trx, product.reviewJob, application.uuid);
      return { uploaded: { application, party: access.party } };
    }
    return takeStep(ctx, product, trx, access, product.uploads.moreDocumentsEvent, () => ({
      patch: patch as unknown as Partial<T['application']>,
      queue: product.reviewJob,
    }));
  });
  if ('errors' in outcome) return refusedPayload(product, outcome.errors);
  if ('uploaded' in outcome) return okPayload(product, outcome.uploaded);
  return afterStep(ctx, product, outcome.result);
}
