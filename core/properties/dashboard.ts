/**
 * The figures of a property dashboard, from the deal and the balances the ledger replays to:
 * what the home is worth, who owns how much, the monthly payment and its parts, and what a
 * sale would pay each side. All cents and DP units; nothing is rounded twice.
 */
import { settlement, shareValue, type LedgerBalances, type LedgerEntry } from '../partnership/index.js';
import { percentOf } from '../partnership/fixedPoint.js';
import type { PropertyFigures } from './propertyDeal.js';

export interface MonthlyPayment {
  usageFeeCents: number;
  /** The scheduled buy-back R; nothing once Roofline's share is bought back. */
  reductionPaymentCents: number;
  /** The recurring buy-in (additional equity). */
  additionalEquityCents: number;
  totalCents: number;
}

export const WHAT_IF_SCENARIOS = [
  { scenario: 'TODAY', change: 0 },
  { scenario: 'UP_10_PERCENT', change: 0.1 },
  { scenario: 'DOWN_10_PERCENT', change: -0.1 },
] as const;
export type WhatIfScenario = (typeof WHAT_IF_SCENARIOS)[number]['scenario'];

export interface WhatIfSale {
  scenario: WhatIfScenario;
  saleValueCents: number;
  rooflineCents: number;
  mortgagePayoffCents: number;
  /** What the homeowner keeps; negative when the home is under water. */
  homeownerNetCents: number;
}

/** The monthly payment at a share: the fee on V0 at that share, R while there is a share, and the recurring buy-in. */
export function monthlyPaymentAt(
  property: PropertyFigures,
  balances: Pick<LedgerBalances, 'dp' | 'currentValueCents' | 'monthlyUsageFeeCents'>,
  recurringBuyInCents = property.recurringBuyInCents,
): MonthlyPayment {
  const remaining = balances.dp === 0 ? 0 : shareValue(balances.dp, balances.currentValueCents);
  const reductionPaymentCents = Math.min(property.reductionPaymentCents, remaining);
  const additionalEquityCents = Math.min(recurringBuyInCents, Math.max(0, remaining - reductionPaymentCents));
  const usageFeeCents = balances.monthlyUsageFeeCents;
  return { usageFeeCents, reductionPaymentCents, additionalEquityCents, totalCents: usageFeeCents + reductionPaymentCents + additionalEquityCents };
}

/** Homeowner's equity: the value less Roofline's share and the mortgage. */
export function homeownerEquity(balances: Pick<LedgerBalances, 'dp' | 'currentValueCents'>, mortgageBalanceCents: number): number {
  return balances.currentValueCents - shareValue(balances.dp, balances.currentValueCents) - mortgageBalanceCents;
}

/** "If you sold today / at +10% / at −10%": the settlement of the model at each price. */
export function whatIfSales(balances: Pick<LedgerBalances, 'dp' | 'currentValueCents'>, mortgageBalanceCents: number): WhatIfSale[] {
  return WHAT_IF_SCENARIOS.map(({ scenario, change }) => {
    // ±10% of the value, half up to the cent.
    const delta = percentOf(balances.currentValueCents, Math.abs(change), 'halfUp');
    const saleValueCents = balances.currentValueCents + Math.sign(change) * delta;
    const sale = settlement(balances.dp, saleValueCents, mortgageBalanceCents);
    return {
      scenario,
      saleValueCents,
      rooflineCents: sale.rooflineCents,
      mortgagePayoffCents: sale.mortgagePayoffCents,
      homeownerNetCents: sale.homeownerNetCents,
    };
  });
}

export interface OwnershipPoint {
  /** YYYY-MM-DD. */
  date: string;
  dpUnits: number;
  valueCents: number;
}

/** Roofline's share over time: the opening share at closing, then after every entry that moved it or the value. */
export function ownershipHistory(property: PropertyFigures, entries: ReadonlyArray<LedgerEntry & { date: string }>): OwnershipPoint[] {
  const points: OwnershipPoint[] = [{ date: property.closingDate, dpUnits: property.openingDpUnits, valueCents: property.exhibitC.originalAgreedValue }];
  for (const entry of entries) {
    if (entry.kind === 'USAGE_FEE') continue;
    points.push({ date: entry.date, dpUnits: entry.dpAfter, valueCents: entry.valueCents });
  }
  return points;
}
