import type { Model } from 'objection';
import { contractPageView } from '#core/partnership/contractReview';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { accessApplication } from './access.js';
import { okPayload, refusedPayload, type ApplicationPayload } from './payload.js';
import type { ApplicationProduct, ProductTypes } from './product.js';

/**
 * Reports the page of the option agreement on screen while the product lets it be read
 * (`notNow`); reaching the last page sets optionAgreementViewedAt. Only the applicant's reading
 * counts towards acceptance: a co-applicant reads it read-only.
 */
export function viewContractPage<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  input: { uuid: string; page: number },
  notNow: (application: T['application']) => FieldError | null,
): Promise<ApplicationPayload<T>> {
  return ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, product, trx, input.uuid, true);
    const refusal = notNow(access.application);
    if (refusal) return refusedPayload(product, [refusal]);
    const view = contractPageView(access.application, input.page);
    if ('refusal' in view) return refusedPayload(product, [view.refusal]);
    if (!view.marksRead || access.party !== 'APPLICANT') return okPayload(product, access);
    const row = access.application as unknown as Model;
    const application = (await row.$query(trx).patchAndFetch({ optionAgreementViewedAt: ctx.now(), updatedAt: ctx.now() })) as unknown as T['application'];
    return okPayload(product, { application, party: access.party });
  });
}
