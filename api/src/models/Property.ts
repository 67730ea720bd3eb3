import type { PropertyDealType } from '#core/properties/vocabulary';
import type { DealProduct } from '#core/partnership/index';
import { BaseModel } from './BaseModel.js';
import type { StoredLocation } from './Prequal.js';

/** A home under partnership: one per completed restructure or closed purchase, with its Exhibit C. */
export class Property extends BaseModel {
  static override tableName = 'properties';
  static override idColumn = 'uuid';

  uuid!: string;
  ownerUuid!: string;
  dealType!: PropertyDealType;
  sourceApplicationUuid!: string;
  address!: StoredLocation;
  state!: string | null;
  product!: DealProduct;
  /** YYYY-MM-DD. */
  closingDate!: string;
  paymentDay!: number;
  purchaseCents!: number;
  cashAtClosingCents!: number;
  mortgageBalanceCents!: number;
  openingDpUnits!: number;
  usageRate!: number;
  reductionPaymentCents!: number;
  recurringBuyInCents!: number;
  /** The saved method a monthly buy-in charges; the default when null or no longer in use. */
  recurringBuyInPaymentMethodUuid!: string | null;
  originalAgreedValueCents!: number;
  monthlyReductionPaymentLimitCents!: number;
  originalDesignatedPercentage!: number;
  maxAddlOptionPaymentPercentage!: number;
  maxMonthlyEquityPurchaseLimitCents!: number;
  recurringPurchaseScheduled!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
