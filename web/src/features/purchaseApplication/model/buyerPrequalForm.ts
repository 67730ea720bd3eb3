import { dollarsToCents } from '#core/money/cents';
import { parseDollars as readDollars } from '#core/money/parseDollars';
import { buyerPrequal, isTimeline, type BuyerPrequalOutcome, type BuyerPurchaseStage, type IncomeSource } from '#core/purchaseApplication/index';
import type { CreditScoreRange } from '#core/rates/index';

/** The buyer prequal form as typed. */
export interface BuyerPrequalDraft {
  targetPrice: string;
  downPayment: string;
  state: string;
  timeline: string;
  purchaseStage: string;
  incomeSource: string;
  creditScoreEstimate: string;
}

export const EMPTY_BUYER_PREQUAL: BuyerPrequalDraft = {
  targetPrice: '',
  downPayment: '',
  state: '',
  timeline: '',
  purchaseStage: '',
  incomeSource: '',
  creditScoreEstimate: '',
};

/** A typed amount: null when blank, NaN when it is not dollars and cents (the form says so). */
export const parseDollars = (text: string): number | null => (text.trim() ? (readDollars(text) ?? Number.NaN) : null);

/** Each field's problem, in the words the form shows. */
export function buyerPrequalProblems(draft: BuyerPrequalDraft): Partial<Record<keyof BuyerPrequalDraft, string>> {
  const problems: Partial<Record<keyof BuyerPrequalDraft, string>> = {};
  const price = parseDollars(draft.targetPrice);
  const down = parseDollars(draft.downPayment);
  if (price === null) problems.targetPrice = 'Enter the price you are aiming for.';
  else if (Number.isNaN(price) || price <= 0) problems.targetPrice = 'Enter the price in dollars.';
  if (down === null) problems.downPayment = 'Enter your down payment.';
  else if (Number.isNaN(down)) problems.downPayment = 'Enter the down payment in dollars.';
  if (!draft.state) problems.state = 'Choose the state you are buying in.';
  if (!isTimeline(draft.timeline)) problems.timeline = 'Choose a timeline from the list.';
  if (!draft.purchaseStage) problems.purchaseStage = 'Choose where you are in your search.';
  if (!draft.incomeSource) problems.incomeSource = 'Choose your main source of income.';
  if (!draft.creditScoreEstimate) problems.creditScoreEstimate = 'Choose your credit score range.';
  return problems;
}

/** The buyer prequal's outcome (core/purchaseApplication) once price, down payment and state are in. */
export function buyerPrequalOutcome(
  draft: BuyerPrequalDraft,
  settings: { licensedStates: readonly string[]; partnershipWaitlist: boolean },
): BuyerPrequalOutcome | null {
  const price = parseDollars(draft.targetPrice);
  const down = parseDollars(draft.downPayment);
  if (price === null || down === null || Number.isNaN(price) || Number.isNaN(down) || !draft.state) return null;
  return buyerPrequal(
    {
      targetPriceCents: dollarsToCents(price),
      downPaymentCents: dollarsToCents(down),
      state: draft.state,
      timeline: isTimeline(draft.timeline) ? draft.timeline : null,
      purchaseStage: (draft.purchaseStage || null) as BuyerPurchaseStage | null,
      incomeSource: (draft.incomeSource || null) as IncomeSource | null,
      creditBand: (draft.creditScoreEstimate || null) as CreditScoreRange | null,
    },
    settings,
  );
}
