import { purchaseEligibility } from '../partnership/eligibility.js';
import type { Denial } from '../partnership/denials.js';
import { minimumDownPayment } from '../partnership/exhibitC.js';
import type { CreditBand } from '../partnership/limits.js';
import type { Timeline } from '../waitlist/timeline.js';
import type { BuyerPurchaseStage, IncomeSource } from './vocabulary.js';

/** What a buyer tells us on /buy before an account exists (money in cents). */
export interface BuyerPrequalInput {
  targetPriceCents: number;
  downPaymentCents: number;
  /** Two-letter state code where they are buying. */
  state: string;
  timeline: Timeline | null;
  purchaseStage: BuyerPurchaseStage | null;
  incomeSource: IncomeSource | null;
  creditBand?: CreditBand | null;
}

export interface BuyerPrequalOutcome {
  eligible: boolean;
  /** Every partnership denial that applies to a purchase (spec section 8), in its order. */
  denials: Denial[];
  /** Send the buyer to the waitlist: the partnership waitlist flag is on, or their state is not live. */
  waitlist: boolean;
  minimumDownPaymentCents: number;
  /** What Roofline would buy at the target price (the rest above the down payment). */
  rooflineShareCents: number;
}

/**
 * The buyer's prequal: core/partnership's purchase denials (home value cap, state, credit,
 * less than 10% down) and whether the waitlist stands in for the application.
 */
export function buyerPrequal(input: BuyerPrequalInput, settings: { licensedStates: readonly string[]; partnershipWaitlist: boolean }): BuyerPrequalOutcome {
  const result = purchaseEligibility({
    priceCents: input.targetPriceCents,
    downPaymentCents: input.downPaymentCents,
    state: input.state,
    licensedStates: settings.licensedStates,
    creditBand: input.creditBand ?? null,
  });
  return {
    eligible: result.eligible && !settings.partnershipWaitlist,
    denials: result.denials,
    waitlist: settings.partnershipWaitlist || result.waitlist,
    minimumDownPaymentCents: minimumDownPayment(input.targetPriceCents),
    rooflineShareCents: Math.max(0, input.targetPriceCents - input.downPaymentCents),
  };
}
