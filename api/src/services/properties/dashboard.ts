import { Document } from '../../models/Document.js';
import { chargeableMethodOf } from '../payments/paymentMethods.js';
import type { ServiceContext } from '../context.js';
import { listedOwnedProperty, memberProperty } from './access.js';
import { dashboardViewOf, type PropertyDashboardView } from './dashboardView.js';

/** /property/{uuid}/dashboard: the owner's. */
export async function propertyDashboard(ctx: ServiceContext, uuid: string) {
  return dashboardViewOf(ctx, await listedOwnedProperty(ctx, uuid), 'OWNER');
}

/** /partner/property/{uuid}/dashboard: only an invited member who accepted sees it. */
export async function partnerPropertyDashboard(ctx: ServiceContext, uuid: string) {
  const { property, role } = await memberProperty(ctx, uuid);
  return dashboardViewOf(ctx, property, role);
}

/** Only the owner links bank accounts on the deal's application, so only the owner is told which it is. */
export function ownerSourceApplicationUuidOf(view: PropertyDashboardView): string | null {
  return view.viewerRole === 'OWNER' ? view.sourceApplicationUuid : null;
}

/** The method the monthly buy-in charges, told to the owner only, and only while it is still in use. */
export async function recurringBuyInPaymentMethodOf(ctx: ServiceContext, view: PropertyDashboardView) {
  if (view.viewerRole !== 'OWNER' || !view.recurringBuyInPaymentMethodUuid) return null;
  return (await chargeableMethodOf(ctx.db, view.ownerUuid, view.recurringBuyInPaymentMethodUuid)) ?? null;
}

/**
 * The deal's documents Roofline wrote (term sheet, option agreement, ...), for everyone the
 * dashboard is for: the owner and the members who accepted (parties to the deal on the home). The
 * owner's own uploads (pay stubs, identity documents) are never among them.
 */
export async function dealDocumentsOf(ctx: ServiceContext, view: PropertyDashboardView) {
  return Document.query(ctx.db)
    .where({ applicationType: view.dealType, applicationUuid: view.sourceApplicationUuid, isSystemUpload: true })
    .orderBy('createdAt')
    .orderBy('uuid');
}
