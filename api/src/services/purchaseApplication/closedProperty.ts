import { Property } from '../../models/Property.js';
import type { ServiceContext } from '../context.js';

/**
 * PurchaseApplication.propertyUuid: the home its closing created (createPropertyFromDeal keys it
 * by the application), so the closing screen can link its dashboard; null until then.
 */
export async function closedPropertyUuid(ctx: ServiceContext, application: { uuid: string; record: { closedAt: Date | null } }): Promise<string | null> {
  if (!application.record.closedAt) return null;
  const property = await Property.query(ctx.db).findOne({ dealType: 'PURCHASE', sourceApplicationUuid: application.uuid }).select('uuid');
  return property?.uuid ?? null;
}
