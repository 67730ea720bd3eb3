import type { PurchaseExhibitCFields } from '#generated/server';
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

/**
 * Spec §3.204: exhibitCFields with recurringPurchaseScheduled read from the deal. A purchase
 * agreement schedules no recurring buy-in of its own, so until closing it is the agreement's
 * Exhibit C; once the home is the buyer's property, it is whether a recurring monthly buy-in is
 * scheduled on it (set up from the dashboard).
 */
export async function purchaseExhibitCFields(
  ctx: ServiceContext,
  application: { uuid: string; record: { closedAt: Date | null }; exhibitCFields?: PurchaseExhibitCFields | null },
): Promise<PurchaseExhibitCFields | null> {
  const fields = application.exhibitCFields ?? null;
  if (!fields || !application.record.closedAt) return fields;
  const property = await Property.query(ctx.db)
    .findOne({ dealType: 'PURCHASE', sourceApplicationUuid: application.uuid })
    .select('recurringBuyInCents', 'recurringPurchaseScheduled');
  if (!property) return fields;
  return { ...fields, recurringPurchaseScheduled: property.recurringPurchaseScheduled || Number(property.recurringBuyInCents) > 0 };
}
