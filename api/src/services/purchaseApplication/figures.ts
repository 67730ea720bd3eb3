import { offerFigures, purchaseFundsToClose, type OfferFigures } from '#core/purchaseApplication/index';
import type { AppConfig } from '../../config.js';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { valuesOf } from './values.js';

/**
 * The deal's figures for a contract price (and appraisal, once in), from core/purchaseApplication, for the
 * application's down payment; null while a price or down payment is missing or the down
 * payment is under 10% of it.
 */
export function dealFigures(
  application: PurchaseApplication,
  config: Pick<AppConfig, 'EQUITY_BUILDER_CUTOFF_DATE'>,
  prices: { contractPriceCents: number | null; appraisedValueCents: number | null },
  dealDate: Date,
): OfferFigures | null {
  const down = valuesOf(application).downPaymentCents;
  if (!prices.contractPriceCents || down === null) return null;
  try {
    return offerFigures({
      contractPriceCents: prices.contractPriceCents,
      appraisedValueCents: prices.appraisedValueCents,
      downPaymentCents: down,
      dealDate: dealDate.toISOString().slice(0, 10),
      equityBuilderCutoffDate: config.EQUITY_BUILDER_CUTOFF_DATE,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Funds to close for the deal as it stands (core/purchaseApplication, as the application's view shows them). */
export const fundsToCloseOf = purchaseFundsToClose;
