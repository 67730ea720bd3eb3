/**
 * A property's deal as the ledger needs it: the stored closing figures and Exhibit C turned
 * into core/partnership's LedgerDeal, so balances and limits come from one set of rules.
 */
import type { DealProduct, ExhibitCFields, LedgerDeal } from '../partnership/index.js';
import type { PropertyDealType } from './vocabulary.js';

export interface PropertyFigures {
  dealType: PropertyDealType;
  product: DealProduct;
  /** YYYY-MM-DD. */
  closingDate: string;
  paymentDay: number;
  purchaseCents: number;
  cashAtClosingCents: number;
  /** The first mortgage left on the home at closing (KEEP, or a buyer's loan). */
  mortgageBalanceCents: number;
  openingDpUnits: number;
  /** f as a fraction (0.05). */
  usageRate: number;
  /** R, the scheduled monthly buy-back. */
  reductionPaymentCents: number;
  /** The recurring monthly buy-in now scheduled. */
  recurringBuyInCents: number;
  exhibitC: ExhibitCFields;
}

export function ledgerDealOf(property: PropertyFigures, equityBuilderCutoffDate?: string): LedgerDeal {
  return {
    exhibitC: property.exhibitC,
    openingShare: property.openingDpUnits,
    dealDate: property.closingDate,
    usageRate: property.usageRate,
    cashAtClosingCents: property.cashAtClosingCents,
    equityBuilderCutoffDate,
  };
}
