import type { ServiceContext } from '../context.js';
import type { ApplicationProduct, ProductStageChange, ProductTypes } from './product.js';
import { okPayload, refusedPayload, type ApplicationPayload } from './payload.js';

/** Follows a committed stage change: the log line (ids, event and stage only), the product's mail and letters, the payload. */
export async function afterStep<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  result: ProductStageChange<T>,
): Promise<ApplicationPayload<T>> {
  if (!result.ok) return refusedPayload(product, [{ code: result.code, field: null, message: result.message }]);
  ctx.logger.info(`${product.kind} stage changed`, { applicationUuid: result.application.uuid, event: result.event.event, stage: result.application.stage });
  await product.afterChange(ctx, result);
  return okPayload(product, { application: result.application, party: 'APPLICANT' });
}
