/**
 * A buy-in or cash-out as the confirm step shows it: checked against every limit (a refusal
 * names the limit and the largest amount allowed), then the exact share change, the new
 * monthly payment and what the homeowner will own. The verify step records the same request.
 */
import { MIN_CHARGE_CENTS } from '../payments/limits.js';
import { formatCents } from '../partnership/formatCents.js';
import { recordEntry, type LedgerBalances, type LedgerDeal, type LedgerRefusal, type LedgerRequest } from '../partnership/index.js';
import { homeownerEquity, monthlyPaymentAt, type MonthlyPayment } from './dashboard.js';
import type { PropertyFigures } from './propertyDeal.js';
import type { EquityTransactionKind, PaymentFrequency } from './vocabulary.js';

export interface EquityTransactionRequest {
  kind: EquityTransactionKind;
  amountCents: number;
  /** Buy-ins only; a cash-out is always one payment to the homeowner. */
  frequency?: PaymentFrequency;
}

export interface EquityTransactionPreview {
  kind: EquityTransactionKind;
  frequency: PaymentFrequency;
  amountCents: number;
  valueCents: number;
  dpBefore: number;
  dpAfter: number;
  paymentBefore: MonthlyPayment;
  paymentAfter: MonthlyPayment;
  /** Homeowner's equity (value less Roofline's share and the mortgage) before and after. */
  homeownerEquityBeforeCents: number;
  homeownerEquityAfterCents: number;
  /** The ledger request verify records. */
  ledgerRequest: LedgerRequest;
  /** Recurring buy-ins: the monthly amount scheduled from now on. */
  recurringBuyInCents: number;
}

/** The smallest buy-in (each month's, for a monthly one): card networks refuse charges under 50 cents. */
export const MIN_BUY_IN_CENTS = MIN_CHARGE_CENTS;

/**
 * The smallest cash-out, $1: an ACH credit costs the same fee whatever its size, and a credit of
 * a few cents looks like the micro-deposits banks send to verify an account.
 */
export const MIN_CASH_OUT_CENTS = 100;

export const MIN_AMOUNT_MESSAGES: Record<EquityTransactionKind, string> = {
  BUY_IN: `A buy-in is at least ${formatCents(MIN_BUY_IN_CENTS)}.`,
  CASH_OUT: `A cash-out is at least ${formatCents(MIN_CASH_OUT_CENTS)}.`,
};

/** The refusal of an amount above $0 but under the kind's minimum; null otherwise. */
export function belowMinimumAmount(kind: EquityTransactionKind, amountCents: number): LedgerRefusal | null {
  const minimum = kind === 'CASH_OUT' ? MIN_CASH_OUT_CENTS : MIN_BUY_IN_CENTS;
  return amountCents > 0 && amountCents < minimum ? { code: 'INVALID_AMOUNT', maxAllowedCents: 0, message: MIN_AMOUNT_MESSAGES[kind] } : null;
}

export type EquityTransactionCheck = { ok: true; preview: EquityTransactionPreview } | { ok: false; refusal: LedgerRefusal };

export function previewEquityTransaction(
  property: PropertyFigures,
  deal: LedgerDeal,
  balances: LedgerBalances,
  request: EquityTransactionRequest,
  idempotencyKey: string,
): EquityTransactionCheck {
  const frequency: PaymentFrequency = request.kind === 'BUY_IN' ? (request.frequency ?? 'ONE_TIME') : 'ONE_TIME';
  const recurring = request.kind === 'BUY_IN' && frequency === 'MONTHLY_RECURRING';
  const ledgerRequest: LedgerRequest =
    request.kind === 'CASH_OUT'
      ? { kind: 'CASH_OUT', idempotencyKey, amountCents: request.amountCents, mortgageBalanceCents: property.mortgageBalanceCents }
      : { kind: recurring ? 'RECURRING_BUY_IN' : 'BUY_IN', idempotencyKey, amountCents: request.amountCents };
  const tooSmall = belowMinimumAmount(request.kind, request.amountCents);
  if (tooSmall) return { ok: false, refusal: tooSmall };
  const result = recordEntry(deal, { ...balances, appliedKeys: new Set() }, ledgerRequest);
  if (!result.ok) return result;
  const recurringBuyInCents = recurring ? request.amountCents : property.recurringBuyInCents;
  return {
    ok: true,
    preview: {
      kind: request.kind,
      frequency,
      amountCents: request.amountCents,
      valueCents: balances.currentValueCents,
      dpBefore: result.entry.dpBefore,
      dpAfter: result.entry.dpAfter,
      paymentBefore: monthlyPaymentAt(property, balances),
      paymentAfter: monthlyPaymentAt(property, result.balances, recurringBuyInCents),
      homeownerEquityBeforeCents: homeownerEquity(balances, property.mortgageBalanceCents),
      homeownerEquityAfterCents: homeownerEquity(result.balances, property.mortgageBalanceCents),
      ledgerRequest,
      recurringBuyInCents,
    },
  };
}
