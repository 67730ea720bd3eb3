import type { OfferStatus } from '#core/purchaseApplication/index';
import { BaseModel } from './BaseModel.js';

/** An offer the buyer made on a home (address, price in cents, status). */
export class PurchaseOffer extends BaseModel {
  static override tableName = 'purchase_offers';
  static override idColumn = 'uuid';

  uuid!: string;
  applicationUuid!: string;
  address!: string;
  priceCents!: number;
  status!: OfferStatus;
  createdAt!: Date;
  updatedAt!: Date;
}
