/**
 * The equity ledger of a partnership after closing: append-only entries (the cash paid at
 * closing, buy-ins, scheduled buy-backs, cash-outs, usage-fee charges, valuation changes), each with its amount in cents,
 * the value used and DP before and after. Balances are derived by replaying the entries; the
 * limit checks say which limit refuses a request and the largest amount it allows.
 */
import type { ExhibitCFields } from './exhibitC.js';
import { allowsRecurringBuyIns } from './exhibitC.js';
import { assertCents, divide, DP_SCALE, percentOf, shareValue } from './fixedPoint.js';
import { formatCents } from '../money/formatMoney.js';
import { LIFETIME_CASH_OUT_LIMIT_CENTS, MIN_HOMEOWNER_EQUITY } from './limits.js';
import { shareAfterBuyBack, shareAfterCashOut, usageFee, type PartnershipTerms } from './model.js';

export const LEDGER_ENTRY_KINDS = ['BUY_IN', 'RECURRING_BUY_IN', 'SCHEDULED_BUY_BACK', 'CASH_OUT', 'USAGE_FEE', 'VALUATION', 'CLOSING_DISBURSEMENT'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export interface LedgerEntry {
  kind: LedgerEntryKind;
  /** A retried request carries the same key and changes nothing. */
  idempotencyKey: string;
  /** Paid by or to the homeowner; 0 for a valuation. */
  amountCents: number;
  /** The home value used (Vt); for a VALUATION, the new value. */
  valueCents: number;
  dpBefore: number;
  dpAfter: number;
  /** For a cash-out: the mortgage balance its equity check used. */
  mortgageBalanceCents?: number;
}

/** What the ledger starts from: the deal's Exhibit C and closing figures. */
export interface LedgerDeal {
  exhibitC: ExhibitCFields;
  /** DP0 in DP units: Exhibit C's percentage, exactly. */
  openingShare: number;
  /** YYYY-MM-DD. */
  dealDate: string;
  usageRate: number;
  /** Cash paid to the homeowner at closing; counts toward the lifetime limit. */
  cashAtClosingCents: number;
  /** MM/DD/YYYY, from configuration. */
  equityBuilderCutoffDate?: string;
}

export interface LedgerBalances {
  dp: number;
  currentValueCents: number;
  /** DP·Vt. */
  rooflineShareCents: number;
  /** Vt − Roofline's share, before any mortgage. */
  homeownerShareCents: number;
  lifetimeCashOutCents: number;
  boughtBackCents: number;
  usageFeesPaidCents: number;
  /** The cash at closing paid out so far (CLOSING_DISBURSEMENT): 0, then the deal's cashAtClosingCents. */
  closingDisbursedCents: number;
  /** DP·V0·f/12 at today's DP. */
  monthlyUsageFeeCents: number;
  appliedKeys: ReadonlySet<string>;
}

export type LedgerRefusalCode =
  | 'INVALID_AMOUNT'
  | 'ONE_TIME_BUY_IN_LIMIT'
  | 'RECURRING_BUY_IN_LIMIT'
  | 'RECURRING_BUY_IN_NOT_AVAILABLE'
  | 'BUY_IN_EXCEEDS_SHARE'
  | 'REDUCTION_PAYMENT_LIMIT'
  | 'LIFETIME_CASH_OUT_LIMIT'
  | 'MIN_HOMEOWNER_EQUITY'
  | 'USAGE_FEE_MISMATCH';

export interface LedgerRefusal {
  code: LedgerRefusalCode;
  /** The largest amount the limit allows right now, in cents. */
  maxAllowedCents: number;
  message: string;
}

/** The ledger's starting point from a deal's terms and Exhibit C. */
export function ledgerDeal(terms: PartnershipTerms, exhibitC: ExhibitCFields, dealDate: string, equityBuilderCutoffDate?: string): LedgerDeal {
  return {
    exhibitC,
    openingShare: terms.designatedPercentage,
    dealDate,
    usageRate: terms.usageRate,
    cashAtClosingCents: terms.cashToHomeownerCents,
    equityBuilderCutoffDate,
  };
}

export function openingBalances(deal: LedgerDeal): LedgerBalances {
  return balancesFor(deal, {
    dp: deal.openingShare,
    currentValueCents: deal.exhibitC.originalAgreedValue,
    lifetimeCashOutCents: deal.cashAtClosingCents,
    boughtBackCents: 0,
    usageFeesPaidCents: 0,
    closingDisbursedCents: 0,
    appliedKeys: new Set(),
  });
}

function balancesFor(
  deal: LedgerDeal,
  core: Pick<
    LedgerBalances,
    'dp' | 'currentValueCents' | 'lifetimeCashOutCents' | 'boughtBackCents' | 'usageFeesPaidCents' | 'closingDisbursedCents' | 'appliedKeys'
  >,
): LedgerBalances {
  const rooflineShareCents = shareValue(core.dp, core.currentValueCents);
  return {
    ...core,
    rooflineShareCents,
    homeownerShareCents: core.currentValueCents - rooflineShareCents,
    monthlyUsageFeeCents: usageFee(core.dp, deal.exhibitC.originalAgreedValue, deal.usageRate),
  };
}

/** The largest one-time buy-in: maxAddlOptionPaymentPercentage of Vt, and no more than Roofline owns. */
export function checkBuyIn(deal: LedgerDeal, balances: LedgerBalances, amountCents: number, frequency: 'ONE_TIME' | 'MONTHLY_RECURRING'): LedgerRefusal | null {
  const owned = shareValue(balances.dp, balances.currentValueCents);
  if (frequency === 'MONTHLY_RECURRING') {
    if (!allowsRecurringBuyIns(deal.dealDate, deal.equityBuilderCutoffDate) || deal.exhibitC.maxMonthlyEquityPurchaseLimit === 0) {
      return {
        code: 'RECURRING_BUY_IN_NOT_AVAILABLE',
        maxAllowedCents: 0,
        message: 'Recurring buy-ins are available only for partnerships that began on or after the equity builder start date.',
      };
    }
    const limit = deal.exhibitC.maxMonthlyEquityPurchaseLimit;
    return checkAmount(amountCents, [
      {
        code: 'RECURRING_BUY_IN_LIMIT',
        max: limit,
        says: (max) => `A monthly buy-in can be at most ${formatCents(max)}, your maximum monthly equity purchase.`,
      },
      {
        code: 'BUY_IN_EXCEEDS_SHARE',
        max: owned,
        says: (max) => `Roofline’s share of your home is worth ${formatCents(max)}; you cannot buy in more than that.`,
      },
    ]);
  }
  const percent = deal.exhibitC.maxAddlOptionPaymentPercentage;
  const limit = percentOf(balances.currentValueCents, percent / 100, 'floor');
  return checkAmount(amountCents, [
    {
      code: 'ONE_TIME_BUY_IN_LIMIT',
      max: limit,
      says: (max) => `A one-time buy-in can be at most ${percent}% of your home’s current value: ${formatCents(max)}.`,
    },
    {
      code: 'BUY_IN_EXCEEDS_SHARE',
      max: owned,
      says: (max) => `Roofline’s share of your home is worth ${formatCents(max)}; you cannot buy in more than that.`,
    },
  ]);
}

/** A scheduled monthly buy-back is at most monthlyReductionPaymentLimit and what Roofline owns. */
export function checkScheduledBuyBack(deal: LedgerDeal, balances: LedgerBalances, amountCents: number): LedgerRefusal | null {
  return checkAmount(amountCents, [
    {
      code: 'REDUCTION_PAYMENT_LIMIT',
      max: deal.exhibitC.monthlyReductionPaymentLimit,
      says: (max) => `A monthly reduction payment can be at most ${formatCents(max)}.`,
    },
    {
      code: 'BUY_IN_EXCEEDS_SHARE',
      max: shareValue(balances.dp, balances.currentValueCents),
      says: (max) => `Roofline’s share of your home is worth ${formatCents(max)}; you cannot buy back more than that.`,
    },
  ]);
}

/**
 * The largest DP that leaves the homeowner 10% equity at Vt with this mortgage:
 * DP·Vt + mortgage ≤ 0.9·Vt, so DP ≤ (0.9·Vt − mortgage) / Vt, rounded down to a DP unit.
 */
export function maxShareForEquity(currentValueCents: number, mortgageBalanceCents: number): number {
  const room = percentOf(currentValueCents, 1 - MIN_HOMEOWNER_EQUITY, 'floor') - mortgageBalanceCents;
  if (room <= 0) return 0;
  return Number(divide(BigInt(room) * BigInt(DP_SCALE), BigInt(currentValueCents), 'floor'));
}

/** A cash-out keeps ≥ 10% homeowner equity and the lifetime total ≤ $150,000. */
export function checkCashOut(balances: LedgerBalances, amountCents: number, mortgageBalanceCents: number): LedgerRefusal | null {
  assertCents(mortgageBalanceCents, 'mortgage balance');
  const headroom = maxShareForEquity(balances.currentValueCents, mortgageBalanceCents) - balances.dp;
  // dp + ceil(a·S/Vt) ≤ dpMax exactly when a ≤ (dpMax − dp)·Vt/S.
  const byEquity = headroom <= 0 ? 0 : Number(divide(BigInt(headroom) * BigInt(balances.currentValueCents), BigInt(DP_SCALE), 'floor'));
  return checkAmount(amountCents, [
    {
      code: 'LIFETIME_CASH_OUT_LIMIT',
      max: Math.max(0, LIFETIME_CASH_OUT_LIMIT_CENTS - balances.lifetimeCashOutCents),
      says: (max) => `Cash out is limited to $150,000 over the life of the partnership; you can take up to ${formatCents(max)} more.`,
    },
    { code: 'MIN_HOMEOWNER_EQUITY', max: byEquity, says: (max) => `You must keep at least 10% equity in your home; you can take up to ${formatCents(max)}.` },
  ]);
}

/**
 * The cash at closing is paid once, for exactly the deal's amount. It moves no share (DP is
 * unchanged) and is already in the lifetime cash-out total from the opening balances.
 */
export function checkClosingDisbursement(deal: LedgerDeal, balances: LedgerBalances, amountCents: number): LedgerRefusal | null {
  const expected = deal.cashAtClosingCents;
  if (balances.closingDisbursedCents > 0) return { code: 'INVALID_AMOUNT', maxAllowedCents: 0, message: 'The cash at closing has been paid already.' };
  if (expected <= 0) return { code: 'INVALID_AMOUNT', maxAllowedCents: 0, message: 'This partnership paid no cash at closing.' };
  if (amountCents !== expected)
    return { code: 'INVALID_AMOUNT', maxAllowedCents: expected, message: `The cash at closing is ${formatCents(expected)}, exactly.` };
  return null;
}

interface Limit {
  code: LedgerRefusalCode;
  max: number;
  says: (max: number) => string;
}

/** Refuses a non-positive amount, or names the tightest limit the amount breaks. */
function checkAmount(amountCents: number, limits: Limit[]): LedgerRefusal | null {
  const tightest = limits.reduce((a, b) => (b.max < a.max ? b : a));
  if (!(Number.isSafeInteger(amountCents) && amountCents > 0)) {
    return { code: 'INVALID_AMOUNT', maxAllowedCents: tightest.max, message: 'Enter an amount greater than $0.' };
  }
  if (amountCents <= tightest.max) return null;
  return { code: tightest.code, maxAllowedCents: tightest.max, message: tightest.says(tightest.max) };
}

export type LedgerRequest =
  | { kind: 'BUY_IN' | 'RECURRING_BUY_IN' | 'SCHEDULED_BUY_BACK' | 'CLOSING_DISBURSEMENT'; idempotencyKey: string; amountCents: number }
  | { kind: 'CASH_OUT'; idempotencyKey: string; amountCents: number; mortgageBalanceCents: number }
  | { kind: 'USAGE_FEE'; idempotencyKey: string }
  | { kind: 'VALUATION'; idempotencyKey: string; valueCents: number };

export type RecordResult = { ok: true; entry: LedgerEntry; balances: LedgerBalances; replayed: boolean } | { ok: false; refusal: LedgerRefusal };

/**
 * Checks a request against the limits and makes its ledger entry and the new balances. A key
 * already applied is a no-op (replayed: true) returning the balances unchanged.
 */
export function recordEntry(deal: LedgerDeal, balances: LedgerBalances, request: LedgerRequest, existing?: LedgerEntry): RecordResult {
  if (balances.appliedKeys.has(request.idempotencyKey)) {
    if (!existing) throw new Error(`entry ${request.idempotencyKey} was applied; pass it to return the first result`);
    return { ok: true, entry: existing, balances, replayed: true };
  }
  const { dp, currentValueCents: vt } = balances;
  const entryFor = (amountCents: number, dpAfter: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    amountCents,
    valueCents: vt,
    dpBefore: dp,
    dpAfter,
    ...extra,
  });
  let entry: LedgerEntry;
  switch (request.kind) {
    case 'BUY_IN':
    case 'RECURRING_BUY_IN': {
      const refusal = checkBuyIn(deal, balances, request.amountCents, request.kind === 'BUY_IN' ? 'ONE_TIME' : 'MONTHLY_RECURRING');
      if (refusal) return { ok: false, refusal };
      entry = entryFor(request.amountCents, shareAfterBuyBack(dp, request.amountCents, vt));
      break;
    }
    case 'SCHEDULED_BUY_BACK': {
      const refusal = checkScheduledBuyBack(deal, balances, request.amountCents);
      if (refusal) return { ok: false, refusal };
      entry = entryFor(request.amountCents, shareAfterBuyBack(dp, request.amountCents, vt));
      break;
    }
    case 'CASH_OUT': {
      const refusal = checkCashOut(balances, request.amountCents, request.mortgageBalanceCents);
      if (refusal) return { ok: false, refusal };
      entry = entryFor(request.amountCents, shareAfterCashOut(dp, request.amountCents, vt), { mortgageBalanceCents: request.mortgageBalanceCents });
      break;
    }
    case 'CLOSING_DISBURSEMENT': {
      const refusal = checkClosingDisbursement(deal, balances, request.amountCents);
      if (refusal) return { ok: false, refusal };
      entry = entryFor(request.amountCents, dp);
      break;
    }
    case 'USAGE_FEE':
      entry = entryFor(balances.monthlyUsageFeeCents, dp);
      break;
    case 'VALUATION':
      if (!(Number.isSafeInteger(request.valueCents) && request.valueCents > 0)) {
        return { ok: false, refusal: { code: 'INVALID_AMOUNT', maxAllowedCents: 0, message: 'A home value must be greater than $0.' } };
      }
      entry = { ...entryFor(0, dp), valueCents: request.valueCents };
      break;
  }
  return { ok: true, entry, balances: applyEntry(deal, balances, entry), replayed: false };
}

/** Balances after one entry, taken as recorded (replayLedger checks it first). */
function applyEntry(deal: LedgerDeal, balances: LedgerBalances, entry: LedgerEntry): LedgerBalances {
  const appliedKeys = new Set(balances.appliedKeys).add(entry.idempotencyKey);
  const isBuyBack = entry.kind === 'BUY_IN' || entry.kind === 'RECURRING_BUY_IN' || entry.kind === 'SCHEDULED_BUY_BACK';
  return balancesFor(deal, {
    dp: entry.dpAfter,
    currentValueCents: entry.kind === 'VALUATION' ? entry.valueCents : balances.currentValueCents,
    lifetimeCashOutCents: balances.lifetimeCashOutCents + (entry.kind === 'CASH_OUT' ? entry.amountCents : 0),
    boughtBackCents: balances.boughtBackCents + (isBuyBack ? entry.amountCents : 0),
    usageFeesPaidCents: balances.usageFeesPaidCents + (entry.kind === 'USAGE_FEE' ? entry.amountCents : 0),
    // Not lifetimeCashOutCents: the opening balances count the cash at closing already.
    closingDisbursedCents: balances.closingDisbursedCents + (entry.kind === 'CLOSING_DISBURSEMENT' ? entry.amountCents : 0),
    appliedKeys,
  });
}

export type ReplayResult = { ok: true; balances: LedgerBalances } | { ok: false; index: number; idempotencyKey: string; problem: string };

/**
 * Derives the balances from the ledger, re-deriving every entry from the one before: DP before
 * and after, the value used, the fee charged and every limit. A repeated key must repeat its
 * entry exactly and is then skipped; anything else that does not match is reported.
 */
export function replayLedger(deal: LedgerDeal, entries: readonly LedgerEntry[]): ReplayResult {
  let balances = openingBalances(deal);
  const seen = new Map<string, LedgerEntry>();
  for (const [index, entry] of entries.entries()) {
    const fail = (problem: string): ReplayResult => ({ ok: false, index, idempotencyKey: entry.idempotencyKey, problem });
    const first = seen.get(entry.idempotencyKey);
    if (first) {
      if (!sameEntry(first, entry)) return fail('the key was used before for a different entry');
      continue;
    }
    const result = recordEntry(deal, balances, requestOf(entry));
    if (!result.ok) return fail(result.refusal.message);
    if (!sameEntry(result.entry, entry)) return fail('the entry does not follow from the ones before it');
    seen.set(entry.idempotencyKey, entry);
    balances = result.balances;
  }
  return { ok: true, balances };
}

function requestOf(entry: LedgerEntry): LedgerRequest {
  const { kind, idempotencyKey, amountCents } = entry;
  switch (kind) {
    case 'CASH_OUT':
      return { kind, idempotencyKey, amountCents, mortgageBalanceCents: entry.mortgageBalanceCents ?? 0 };
    case 'USAGE_FEE':
      return { kind, idempotencyKey };
    case 'VALUATION':
      return { kind, idempotencyKey, valueCents: entry.valueCents };
    default:
      return { kind, idempotencyKey, amountCents };
  }
}

function sameEntry(a: LedgerEntry, b: LedgerEntry): boolean {
  return (
    a.kind === b.kind &&
    a.idempotencyKey === b.idempotencyKey &&
    a.amountCents === b.amountCents &&
    a.valueCents === b.valueCents &&
    a.dpBefore === b.dpBefore &&
    a.dpAfter === b.dpAfter &&
    (a.mortgageBalanceCents ?? 0) === (b.mortgageBalanceCents ?? 0)
  );
}
