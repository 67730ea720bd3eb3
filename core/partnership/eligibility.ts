/**
 * Partnership eligibility and the offer: every denial of spec section 8 that applies, at once,
 * and the three products' figures for the cash asked for.
 */
import { bandMeetsMinimum } from '../rates/creditBands.js';
import { LIFETIME_CASH_OUT_LIMIT_CENTS, MAX_HOME_VALUE_CENTS, MIN_CREDIT_SCORE, MIN_HOMEOWNER_EQUITY, type CreditBand } from './limits.js';
import { denial, type Denial, type DenialCode } from './denials.js';
import { assertCents, percentOf } from './fixedPoint.js';
import { PRODUCT_PREFERENCES, restructureTerms, type PartnershipTerms, type ProductPreference } from './model.js';

/** The rates occupancy values and the application's; only a primary residence qualifies. */
export type Occupancy = 'PRIMARY_RESIDENCE' | 'VACATION_HOME' | 'INVESTMENT_PROPERTY' | 'PRINCIPAL_RESIDENCE' | 'SECOND_HOME' | 'FHA_SECONDARY_RESIDENCE';

/** Where the service-area check (an adapter of the API) placed the address. */
export type AreaStatus = 'SERVED' | 'OUT_OF_AREA' | 'MANUAL_REVIEW';

export interface EligibilityInput {
  /** Null while unknown (a prequal without a value): the checks on the value wait for it. */
  homeValueCents: number | null;
  mortgageBalanceCents: number;
  /** Cash the homeowner asks for now. */
  cashCents: number;
  /** Cash already taken from this partnership (0 for a new one). */
  priorCashOutCents?: number;
  hasSecondLoan: boolean;
  secondLoanBalanceCents?: number;
  /** Whether the second loan will be paid off at closing. */
  paysOffSecondLoan?: boolean;
  occupancy: Occupancy;
  /** Two-letter state code of the property; empty when the address names none. */
  state: string;
  /** States where the partnership is licensed (configuration). */
  licensedStates: readonly string[];
  /** The service-area check's outcome (the API's, which needs the geocoder); SERVED when not given. */
  area?: AreaStatus;
  /** Unknown credit is not a denial; the application collects it later. */
  creditBand?: CreditBand | null;
  usageRate?: number;
  reductionPaymentCents?: number;
}

export interface PartnershipOffer {
  /** The most cash the limits allow, 0 when none. */
  cashAvailableCents: number;
  products: Record<ProductPreference, PartnershipTerms>;
}

export interface EligibilityResult {
  eligible: boolean;
  denials: Denial[];
  /** Show the waitlist prompt (a waitlist denial applies). */
  waitlist: boolean;
  cashAvailableCents: number;
  /** The three products for the cash asked for; null when a denial applies. */
  offer: PartnershipOffer | null;
}

const PRIMARY: ReadonlySet<Occupancy> = new Set(['PRIMARY_RESIDENCE', 'PRINCIPAL_RESIDENCE']);

/**
 * The most cash a homeowner can take: the lifetime limit less cash already taken, and what
 * keeps ≥ 10% equity: everything owed against the home afterwards (Roofline's share plus any
 * mortgage left) ≤ 90% of V0. For KEEP that is M + S + C ≤ 0.9·V0; for PAYOFF and SAVER,
 * P = M + S + C ≤ 0.9·V0: the same bound, since the mortgage moves into Roofline's share.
 */
export function cashAvailable(
  input: { homeValueCents: number } & Pick<EligibilityInput, 'mortgageBalanceCents' | 'priorCashOutCents' | 'secondLoanBalanceCents'>,
): number {
  if (input.homeValueCents > MAX_HOME_VALUE_CENTS) return 0;
  const owed = input.mortgageBalanceCents + (input.secondLoanBalanceCents ?? 0);
  const byEquity = maxOwed(input.homeValueCents) - owed;
  const byLifetime = LIFETIME_CASH_OUT_LIMIT_CENTS - (input.priorCashOutCents ?? 0);
  return Math.max(0, Math.min(byEquity, byLifetime));
}

/** 90% of the value, down to the cent: the most that may be owed against it. */
export function maxOwed(homeValueCents: number): number {
  return percentOf(homeValueCents, 1 - MIN_HOMEOWNER_EQUITY, 'floor');
}

/**
 * Every denial that applies, in the spec's order (section 8), with the offer when none does.
 * Of the area denials at most one applies: OUT_OF_AREA wherever the area check puts the home
 * outside the partnership's area (abroad, a territory), whatever the licences; otherwise an
 * address without a state, or one in a licensed state that the check could not verify, is
 * MANUAL_REVIEW_REQUIRED; a state not licensed is OUT_OF_STATE.
 */
export function partnershipEligibility(input: EligibilityInput): EligibilityResult {
  for (const [value, name] of [
    [input.homeValueCents ?? 0, 'home value'],
    [input.mortgageBalanceCents, 'mortgage balance'],
    [input.cashCents, 'cash'],
    [input.priorCashOutCents ?? 0, 'prior cash out'],
    [input.secondLoanBalanceCents ?? 0, 'second loan balance'],
  ] as const) {
    assertCents(value, name);
  }
  const homeValueCents = input.homeValueCents;
  const state = input.state.trim().toUpperCase();
  const licensed = state !== '' && input.licensedStates.map((s) => s.toUpperCase()).includes(state);
  const area = input.area ?? 'SERVED';
  const codes: DenialCode[] = [];
  if (input.creditBand && !bandMeetsMinimum(input.creditBand, MIN_CREDIT_SCORE)) codes.push('DENIED_CREDIT');
  if (area !== 'OUT_OF_AREA' && (state === '' || (licensed && area === 'MANUAL_REVIEW'))) codes.push('MANUAL_REVIEW_REQUIRED');
  if (area === 'OUT_OF_AREA') codes.push('OUT_OF_AREA');
  if ((input.priorCashOutCents ?? 0) + input.cashCents > LIFETIME_CASH_OUT_LIMIT_CENTS) codes.push('DENIED_TOO_MUCH_CASH');
  if (!PRIMARY.has(input.occupancy)) codes.push('DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY');
  if (input.hasSecondLoan && !input.paysOffSecondLoan) codes.push('DENIED_SECOND_LOAN_NO_PAYOFF');
  if (homeValueCents !== null && homeValueCents > MAX_HOME_VALUE_CENTS) codes.push('EXCEEDS_MAX_HOME_PRICE');
  if (area !== 'OUT_OF_AREA' && state !== '' && !licensed) codes.push('OUT_OF_STATE');
  const secondPaidOff = input.hasSecondLoan && input.paysOffSecondLoan ? (input.secondLoanBalanceCents ?? 0) : 0;
  const owed = input.mortgageBalanceCents + (input.hasSecondLoan ? (input.secondLoanBalanceCents ?? 0) : 0) + input.cashCents;
  if (homeValueCents !== null && (homeValueCents === 0 || owed > maxOwed(homeValueCents))) codes.push('DENIED_HIGH_LTV');

  const denials = codes.map(denial);
  const cashAvailableCents =
    homeValueCents === null
      ? 0
      : cashAvailable({
          homeValueCents,
          mortgageBalanceCents: input.mortgageBalanceCents,
          priorCashOutCents: input.priorCashOutCents,
          secondLoanBalanceCents: input.hasSecondLoan ? input.secondLoanBalanceCents : 0,
        });
  const eligible = denials.length === 0;
  return {
    eligible,
    denials,
    waitlist: denials.some((d) => d.waitlist),
    cashAvailableCents,
    offer: eligible && homeValueCents !== null ? offerFor(input, homeValueCents, secondPaidOff, cashAvailableCents) : null,
  };
}

function offerFor(input: EligibilityInput, homeValueCents: number, secondLoanBalanceCents: number, cashAvailableCents: number): PartnershipOffer {
  const entries = PRODUCT_PREFERENCES.map((product) => [
    product,
    restructureTerms({
      agreedValueCents: homeValueCents,
      mortgageBalanceCents: input.mortgageBalanceCents,
      secondLoanBalanceCents,
      cashCents: input.cashCents,
      product,
      usageRate: input.usageRate,
      reductionPaymentCents: input.reductionPaymentCents,
    }),
  ]);
  return { cashAvailableCents, products: Object.fromEntries(entries) as Record<ProductPreference, PartnershipTerms> };
}

export interface PurchaseEligibilityInput {
  priceCents: number;
  downPaymentCents: number;
  state: string;
  licensedStates: readonly string[];
  creditBand?: CreditBand | null;
  occupancy?: Occupancy;
}

/** The denials that apply to a buyer: price cap, state, credit, occupancy, and < 10% down. */
export function purchaseEligibility(input: PurchaseEligibilityInput): { eligible: boolean; denials: Denial[]; waitlist: boolean } {
  assertCents(input.priceCents, 'price');
  assertCents(input.downPaymentCents, 'down payment');
  const codes: DenialCode[] = [];
  if (input.creditBand && !bandMeetsMinimum(input.creditBand, MIN_CREDIT_SCORE)) codes.push('DENIED_CREDIT');
  if (input.occupancy && !PRIMARY.has(input.occupancy)) codes.push('DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY');
  if (input.priceCents > MAX_HOME_VALUE_CENTS) codes.push('EXCEEDS_MAX_HOME_PRICE');
  if (!input.licensedStates.map((s) => s.toUpperCase()).includes(input.state.toUpperCase())) codes.push('OUT_OF_STATE');
  if (input.priceCents === 0 || input.downPaymentCents < percentOf(input.priceCents, MIN_HOMEOWNER_EQUITY, 'ceil')) codes.push('DENIED_HIGH_LTV');
  const denials = codes.map(denial);
  return { eligible: denials.length === 0, denials, waitlist: denials.some((d) => d.waitlist) };
}
