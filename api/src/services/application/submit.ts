import type { ServiceContext } from '../context.js';
import { applyStep } from './applyStep.js';
import type { ApplicationProduct, ProductTypes } from './product.js';

/**
 * The applicant submits the answers: refused with one INCOMPLETE error per missing answer (every
 * party's) and with the product's other refusals; otherwise the stage moves on and the automatic
 * review is queued in the same transaction.
 */
export function submitApplication<T extends ProductTypes>(ctx: ServiceContext, product: ApplicationProduct<T>, uuid: string) {
  return applyStep(ctx, product, uuid, product.submit.event, (_trx, { application }) => {
    const errors = product.submit.refusals(ctx, application);
    if (errors.length > 0) return { errors };
    return { patch: { [product.submit.submittedAt]: ctx.now() } as Partial<T['application']>, queue: product.reviewJob };
  });
}
