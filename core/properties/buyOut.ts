/**
 * What buying out Roofline's whole share costs: settling the option agreement (its clause "Sale
 * or settlement"), so Roofline receives its share of the home value, half up to the cent, the
 * same figure a sale at that value pays it (core/partnership settlement).
 */
import { formatCents } from '../money/formatMoney.js';
import { MAX_MONEY_INPUT_CENTS } from '../money/limits.js';
import { isBlankAmount, parseMoneyCents } from '../money/parseDollars.js';
import { settlement } from '../partnership/model.js';

export interface BuyOutQuote {
  valueCents: number;
  /** Roofline's whole share at that value: DP·V, half up to the cent. */
  costCents: number;
  /** The home is then all the homeowner's: its value less the mortgage (negative when under water). */
  homeownerEquityAfterCents: number;
}

export interface BuyOutTable {
  /** At the current value, the one a buy-back or settlement uses (CURRENT_VALUE_RULE). */
  today: BuyOutQuote;
  /** At the values the homeowner picked, lowest first, each once. */
  chosen: BuyOutQuote[];
}

/** Buying out a share of `dp` DP units at a home value. */
export function buyOutAt(dp: number, valueCents: number, mortgageBalanceCents: number): BuyOutQuote {
  const sale = settlement(dp, valueCents, mortgageBalanceCents);
  return { valueCents, costCents: sale.rooflineCents, homeownerEquityAfterCents: sale.saleValueCents - sale.mortgagePayoffCents };
}

/** The buy-out today and at the home values the homeowner picked. */
export function buyOutTable(
  balances: { dp: number; currentValueCents: number },
  mortgageBalanceCents: number,
  chosenValuesCents: readonly number[],
): BuyOutTable {
  const chosen = [...new Set(chosenValuesCents)].sort((a, b) => a - b);
  return {
    today: buyOutAt(balances.dp, balances.currentValueCents, mortgageBalanceCents),
    chosen: chosen.map((value) => buyOutAt(balances.dp, value, mortgageBalanceCents)),
  };
}

/** How the buy-out is priced, in the option agreement's words. */
export const BUY_OUT_RULE =
  'Buying out Roofline’s whole share settles the agreement: you pay Roofline its share of the home’s current value on the day you settle, rounded half up to the cent, which is what a sale at that value would pay Roofline.';

export const BUY_OUT_VALUE_MESSAGES = {
  blank: 'Enter a home value.',
  notDollars: 'Enter the home value in dollars, like 850,000.',
  zero: 'A home value must be greater than $0.',
  tooLarge: `Enter a home value up to ${formatCents(MAX_MONEY_INPUT_CENTS)}.`,
} as const;

export type BuyOutValueReading = { ok: true; valueCents: number } | { ok: false; message: string };

/** A home value the homeowner typed ("$850,000", "925000.50"), in cents, or why it is refused. */
export function readBuyOutValue(text: string): BuyOutValueReading {
  if (isBlankAmount(text)) return { ok: false, message: BUY_OUT_VALUE_MESSAGES.blank };
  const valueCents = parseMoneyCents(text);
  if (valueCents === null) return { ok: false, message: BUY_OUT_VALUE_MESSAGES.notDollars };
  if (valueCents === 0) return { ok: false, message: BUY_OUT_VALUE_MESSAGES.zero };
  if (valueCents > MAX_MONEY_INPUT_CENTS) return { ok: false, message: BUY_OUT_VALUE_MESSAGES.tooLarge };
  return { ok: true, valueCents };
}
