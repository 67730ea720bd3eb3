/**
 * The buy-in and cash-out flows (spec section 4): start → confirm → verify → success, each its
 * own URL. The draft lives in sessionStorage so back and reload keep it; a step reached out of
 * order sends the user to the furthest step the draft allows.
 */
import { belowMinimumAmount } from '#core/properties/equityTransaction';
import { dollarsToCents } from '#core/money/cents';
import { parseDollars } from '#core/money/parseDollars';
import type { EquityTransactionKind, PaymentFrequency } from '#generated/web';

export const EQUITY_FLOWS = ['buy-in', 'cash-out'] as const;
export type EquityFlow = (typeof EQUITY_FLOWS)[number];
export const EQUITY_STEPS = ['start', 'confirm', 'verify', 'success'] as const;
export type EquityStep = (typeof EQUITY_STEPS)[number];

/** Where a cash-out's money went: the linked bank account's label and whether it has arrived. */
export interface EquityPayoutView {
  status: string;
  bankAccountLabel: string;
}

/** What a buy-in charged: the saved method's label and SUCCEEDED (a card) or PROCESSING (a bank debit). */
export interface EquityPaymentView {
  status: string;
  paymentMethodLabel: string;
}

export interface EquityReceipt {
  kind: string;
  amount: number;
  designatedPercentageBefore: number;
  designatedPercentageAfter: number;
  description: string | null;
  recordedAt: string;
  /** A cash-out's payout; absent from drafts saved before payouts were shown. */
  payout?: EquityPayoutView | null;
  /** A buy-in's charge; absent from drafts saved before payments were shown. */
  payment?: EquityPaymentView | null;
}

export interface EquityDraft {
  /** Dollars as typed, kept as text so the field shows what was typed. */
  amount: string;
  frequency: PaymentFrequency;
  /** Set at confirm: the key verify sends, so a retried verify returns the first result. */
  idempotencyKey: string | null;
  /** Set by confirm's Continue once the preview passed every limit. */
  confirmed: boolean;
  /** The saved method a buy-in charges, chosen at verify; the default when absent. */
  paymentMethodUuid?: string | null;
  receipt: EquityReceipt | null;
}

export const emptyDraft = (): EquityDraft => ({ amount: '', frequency: 'ONE_TIME', idempotencyKey: null, confirmed: false, receipt: null });

export const isEquityFlow = (value: string | undefined): value is EquityFlow => (EQUITY_FLOWS as readonly string[]).includes(value ?? '');
export const isEquityStep = (value: string | undefined): value is EquityStep => (EQUITY_STEPS as readonly string[]).includes(value ?? '');

/** Dollars typed ("5,000.50") as a number, or null when it is not an amount of dollars and cents: the money rule's reading. */
export const parseAmount = parseDollars;

/** The spec's messages as the amount is typed, and the kind's smallest amount; the limits themselves are the server's. */
export function amountProblem(text: string, kind?: EquityTransactionKind): string | null {
  if (text.trim() === '') return 'Enter an amount.';
  const amount = parseAmount(text);
  if (amount === null) return 'Enter an amount in dollars, like 5000 or 5000.50.';
  if (amount <= 0) return 'Enter an amount greater than $0.';
  return kind ? (belowMinimumAmount(kind, dollarsToCents(amount))?.message ?? null) : null;
}

/** The furthest step the draft allows. */
export function furthestStep(draft: EquityDraft): EquityStep {
  if (draft.receipt) return 'success';
  if (draft.confirmed && draft.idempotencyKey && amountProblem(draft.amount) === null) return 'verify';
  if (amountProblem(draft.amount) === null) return 'confirm';
  return 'start';
}

/** Where a request for `step` lands: itself when the draft allows it, else the furthest allowed step. */
export function allowedStep(step: EquityStep, draft: EquityDraft): EquityStep {
  // A finished transaction shows only its receipt until the user starts again.
  if (draft.receipt) return step === 'start' ? 'start' : 'success';
  const furthest = furthestStep(draft);
  return EQUITY_STEPS.indexOf(step) <= EQUITY_STEPS.indexOf(furthest) ? step : furthest;
}

export function stepPath(propertyUuid: string, flow: EquityFlow, step: EquityStep): string {
  const base = `/property/${propertyUuid}/dashboard/${flow}`;
  return step === 'start' ? base : `${base}/${step}`;
}

/** The success step's line about a cash-out's payout: paid, or pending while the transfer settles. */
export function payoutSentence(payout: EquityPayoutView): string {
  return payout.status === 'PAID'
    ? `Paid to ${payout.bankAccountLabel}.`
    : `Pending: on its way to ${payout.bankAccountLabel}. Bank transfers can take a few business days to arrive.`;
}

/** A bank debit still clearing, in words (a card's charge is done, and the ledger row names the card); null otherwise. */
export function processingSentence(payment: EquityPaymentView): string | null {
  return payment.status === 'PROCESSING'
    ? `Processing: ${payment.paymentMethodLabel} is debited over the next few business days. Your share changed today.`
    : null;
}

/** The bank-link page of the application the deal came from, where the owner links the account cash-outs are paid to. */
export function bankLinkPath(dashboard: { dealType: string; sourceApplicationUuid?: string | null }): string | null {
  if (!dashboard.sourceApplicationUuid) return null;
  return `/financial-items/oauth/${dashboard.dealType.toLowerCase()}?applicationUuid=${encodeURIComponent(dashboard.sourceApplicationUuid)}`;
}

export const draftStorageKey = (propertyUuid: string, flow: EquityFlow) => `roofline.equity.${propertyUuid}.${flow}`;

export function saveDraft(propertyUuid: string, flow: EquityFlow, draft: EquityDraft): void {
  try {
    globalThis.sessionStorage?.setItem(draftStorageKey(propertyUuid, flow), JSON.stringify(draft));
  } catch {
    // Private modes may refuse storage; the flow still works until a reload.
  }
}

export const FLOW_TEXT: Record<EquityFlow, { title: string; verb: string; kind: 'BUY_IN' | 'CASH_OUT' }> = {
  'buy-in': { title: 'Buy in', verb: 'buy in', kind: 'BUY_IN' },
  'cash-out': { title: 'Cash out', verb: 'cash out', kind: 'CASH_OUT' },
};
