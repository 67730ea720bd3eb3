import {
  DEFAULT_REDUCTION_PAYMENT_CENTS,
  DEFAULT_USAGE_RATE,
  DENIAL_TEXT,
  partnershipEligibility,
  restructureTerms,
  type CreditBand,
  type DenialCode,
  type EligibilityResult,
  type Occupancy,
  type PartnershipTerms,
} from '#core/partnership/index';
import { toStateCode } from '#core/usStates';
import type { AppConfig } from '../../config.js';
import type { RestructureApplication } from '../../models/RestructureApplication.js';
import { placeOf } from '../prequal/eligibility.js';
import { restructureOfferView } from '#core/restructureApplication/view';

// The application's answers through core/partnership: the denials that apply, the cash
// available and the three products' figures.

/** Whether the home's value and loans are known well enough to price the partnership. */
export function isPriceable(application: RestructureApplication): boolean {
  return (application.estimatedPropertyValueCents ?? 0) > 0 && application.mortgageBalanceCents !== null;
}

/** The rules of core/partnership applied to the answers; null until the home can be priced. */
export function eligibilityOf(application: RestructureApplication, config: Pick<AppConfig, 'LICENSED_STATES'>): EligibilityResult | null {
  if (!isPriceable(application)) return null;
  const hasSecondLoan = application.hasSecondLoan === true;
  // The ZIP-to-state check against the geocoder runs on the prequal the application starts from;
  // here the application's own state stands for it, so this stays a synchronous rule.
  const placement = placeOf(application.propertyLocation, toStateCode(application.propertyLocation?.state));
  return partnershipEligibility({
    homeValueCents: application.estimatedPropertyValueCents!,
    mortgageBalanceCents: application.mortgageBalanceCents!,
    cashCents: application.cashOutAmountCents ?? 0,
    hasSecondLoan,
    secondLoanBalanceCents: hasSecondLoan ? (application.secondLoanBalanceCents ?? 0) : 0,
    paysOffSecondLoan: application.paysOffSecondLoan === true,
    occupancy: (application.propertyUse ?? 'PRIMARY_RESIDENCE') as Occupancy,
    state: placement.state,
    licensedStates: config.LICENSED_STATES,
    area: placement.area,
    creditBand: application.creditScoreEstimate as CreditBand | null,
  });
}

/** Every denial the answers meet, in the spec's words. */
export function denialsOf(application: RestructureApplication, config: Pick<AppConfig, 'LICENSED_STATES'>) {
  return (eligibilityOf(application, config)?.denials ?? []).map(({ code, message }) => ({ code, message }));
}

/** The terms of one product for the answers as they stand (cash 0 when not answered yet). */
export function termsOf(application: RestructureApplication, product = application.productPreference ?? 'PAYOFF'): PartnershipTerms {
  return restructureTerms({
    agreedValueCents: application.estimatedPropertyValueCents!,
    mortgageBalanceCents: application.mortgageBalanceCents!,
    secondLoanBalanceCents: application.hasSecondLoan && application.paysOffSecondLoan ? (application.secondLoanBalanceCents ?? 0) : 0,
    cashCents: application.cashOutAmountCents ?? 0,
    product,
    usageRate: DEFAULT_USAGE_RATE,
    reductionPaymentCents: DEFAULT_REDUCTION_PAYMENT_CENTS,
    additionalMonthlyEquityCents: application.additionalMonthlyEquityCents,
  });
}

/** The offer for the answers: cash available and the three products; null when priced out or denied. */
export function offerOf(application: RestructureApplication, config: Pick<AppConfig, 'LICENSED_STATES'>) {
  if (!eligibilityOf(application, config)?.eligible) return null;
  return restructureOfferView(application, (product) => termsOf(application, product));
}

export function denialMessage(code: DenialCode): string {
  return DENIAL_TEXT[code].message;
}
