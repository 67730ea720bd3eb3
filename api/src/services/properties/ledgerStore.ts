import type { Knex } from 'knex';
import { replayLedger, type LedgerBalances, type LedgerDeal, type LedgerEntry } from '#core/partnership/index';
import { ledgerDealOf, type PropertyFigures } from '#core/properties/index';
import type { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';

/** The stored property as core/properties' figures. */
export function figuresOf(property: Property): PropertyFigures {
  return {
    dealType: property.dealType,
    product: property.product,
    closingDate: property.closingDate,
    paymentDay: property.paymentDay,
    purchaseCents: property.purchaseCents,
    cashAtClosingCents: property.cashAtClosingCents,
    mortgageBalanceCents: property.mortgageBalanceCents,
    openingDpUnits: property.openingDpUnits,
    usageRate: property.usageRate,
    reductionPaymentCents: property.reductionPaymentCents,
    recurringBuyInCents: property.recurringBuyInCents,
    exhibitC: {
      originalAgreedValue: property.originalAgreedValueCents,
      monthlyReductionPaymentLimit: property.monthlyReductionPaymentLimitCents,
      originalDesignatedPercentage: property.originalDesignatedPercentage,
      maxAddlOptionPaymentPercentage: property.maxAddlOptionPaymentPercentage,
      maxMonthlyEquityPurchaseLimit: property.maxMonthlyEquityPurchaseLimitCents,
      recurringPurchaseScheduled: property.recurringPurchaseScheduled,
    },
  };
}

export function ledgerEntryOf(row: PropertyLedgerEntry): LedgerEntry {
  return {
    kind: row.kind,
    idempotencyKey: row.idempotencyKey,
    amountCents: row.amountCents,
    valueCents: row.valueCents,
    dpBefore: row.dpBefore,
    dpAfter: row.dpAfter,
    ...(row.mortgageBalanceCents !== null ? { mortgageBalanceCents: row.mortgageBalanceCents } : {}),
  };
}

export interface PropertyLedger {
  figures: PropertyFigures;
  deal: LedgerDeal;
  rows: PropertyLedgerEntry[];
  balances: LedgerBalances;
}

/**
 * The property's ledger in order and the balances it replays to. A ledger that does not replay
 * (a row that does not follow from the ones before it) is a fault, never shown as figures.
 */
export async function loadLedger(db: Knex, property: Property, equityBuilderCutoffDate: string): Promise<PropertyLedger> {
  const rows = await PropertyLedgerEntry.query(db).where({ propertyUuid: property.uuid }).orderBy('sequence');
  const figures = figuresOf(property);
  const deal = ledgerDealOf(figures, equityBuilderCutoffDate);
  const replayed = replayLedger(deal, rows.map(ledgerEntryOf));
  if (!replayed.ok)
    throw new Error(
      `the equity ledger of property ${property.uuid} does not replay at row ${replayed.index} (${replayed.idempotencyKey}): ${replayed.problem}`,
    );
  return { figures, deal, rows, balances: replayed.balances };
}
