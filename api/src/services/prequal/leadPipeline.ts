import { Prequal } from '../../models/Prequal.js';
import type { ServiceContext } from '../context.js';

/**
 * Opens the prequal's deal in the lead pipeline and keeps its id on the prequal
 * (Prequal.leadPipelineDealId). A pipeline that cannot be reached leaves the id empty rather
 * than failing the prequal the homeowner has just given.
 */
export async function openLeadPipelineDeal(ctx: Pick<ServiceContext, 'db' | 'adapters' | 'logger'>, prequal: Prequal, email: string | null): Promise<Prequal> {
  const pipeline = ctx.adapters.leadPipeline;
  try {
    const leadPipelineDealId = await pipeline.openDeal({
      prequalUuid: prequal.uuid,
      productFunnel: prequal.productFunnel,
      state: prequal.propertyLocation?.state ?? null,
      email,
    });
    return await Prequal.query(ctx.db).patchAndFetchById(prequal.uuid, { leadPipelineDealId });
  } catch (error) {
    ctx.logger.warn('could not open a lead pipeline deal', { pipeline: pipeline.name, prequalUuid: prequal.uuid, error: String(error) });
    return prequal;
  }
}
