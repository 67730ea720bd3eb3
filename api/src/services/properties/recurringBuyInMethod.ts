import type { Knex } from 'knex';
import type { PropertyDealType } from '#core/properties/vocabulary';
import { Property } from '../../models/Property.js';

/**
 * Names the owner's saved method the monthly buy-in of a closed deal's property charges, when
 * the deal already has its property (a purchase's payment account chosen after CLOSED; one chosen
 * before is passed to createPropertyFromDeal instead). Nothing happens before the close.
 */
export async function chargeRecurringBuyInTo(
  db: Knex,
  deal: { dealType: PropertyDealType; sourceApplicationUuid: string; ownerUuid: string },
  paymentMethodUuid: string,
  now: Date,
): Promise<void> {
  await Property.query(db)
    .patch({ recurringBuyInPaymentMethodUuid: paymentMethodUuid, updatedAt: now })
    .where({ dealType: deal.dealType, sourceApplicationUuid: deal.sourceApplicationUuid, ownerUuid: deal.ownerUuid });
}
