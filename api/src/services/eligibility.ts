import type { CreditScoreRange, EligibilityDenial, EligibilityDenialCode, OccupancyType } from '../../../generated/server.js';
import type { StoredLocation } from '../models/Prequal.js';
import {
  HOME_VALUE_CAP,
  MAX_PARTNERSHIP_CASH_OUT,
  MIN_HOME_EQUITY_SHARE,
  PARTNERSHIP_MIN_CREDIT_SCORE,
} from './businessConstants.js';
import { bandMeetsMinimum } from '#core/rates/index';
import { toStateCode, US_TERRITORY_CODES } from '#core/usStates';

/** What partnership (restructure) eligibility looks at, as a prequal records it. */
export interface PartnershipFacts {
  propertyLocation: StoredLocation | null;
  propertyUse: OccupancyType | null;
  estimatedPropertyValue: number | null;
  outstandingMortgageBalance: number | null;
  secondMortgageBalance: number | null;
  isPayingOffSecondMortgage: boolean | null;
  isCashingOut: boolean | null;
  cashOutAmount: number | null;
  creditScoreEstimate: CreditScoreRange | null;
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The spec's denial texts (section 8), with the limits from businessConstants. */
export const DENIAL_MESSAGES: Record<EligibilityDenialCode, string> = {
  DENIED_CREDIT: 'Given the information you entered, you do not meet the investment criteria for the partnership.',
  MANUAL_REVIEW_REQUIRED: 'The partnership is not offered in your area yet. Join the waitlist and we will let you know when it is.',
  OUT_OF_AREA: 'The partnership is not offered in your area yet. Join the waitlist and we will let you know when it is.',
  DENIED_TOO_MUCH_CASH: `Your cash out exceeds our current limit of ${dollars(MAX_PARTNERSHIP_CASH_OUT)}.`,
  DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY: 'The partnership is not available for secondary residences or investment properties.',
  DENIED_SECOND_LOAN_NO_PAYOFF:
    'The partnership is not available with both a first and a second mortgage unless the second is paid off. Edit your answers if you will pay it off.',
  EXCEEDS_MAX_HOME_PRICE: `The partnership is not available for home values over ${dollars(HOME_VALUE_CAP / 1_000_000)} million.`,
  OUT_OF_STATE: 'We are not live in your state yet. Join the waitlist and we will let you know when we are.',
  DENIED_HIGH_LTV: `The partnership is not available with less than ${MIN_HOME_EQUITY_SHARE * 100}% home equity.`,
};

/**
 * Every reason the partnership would be denied, in the order a homeowner can act on them.
 * zipsState is the state the geocoder places the location's ZIP in (null when unknown).
 * A check whose value was not given is skipped; the caller decides what a missing value means.
 */
export function partnershipDenials(facts: PartnershipFacts, licensedStates: readonly string[], zipsState: string | null): EligibilityDenial[] {
  const codes: EligibilityDenialCode[] = [];
  const area = areaDenial(facts.propertyLocation, licensedStates, zipsState);
  if (area) codes.push(area);
  if (facts.creditScoreEstimate && !bandMeetsMinimum(facts.creditScoreEstimate, PARTNERSHIP_MIN_CREDIT_SCORE)) codes.push('DENIED_CREDIT');
  const cashOut = facts.isCashingOut === false ? 0 : (facts.cashOutAmount ?? 0);
  if (cashOut > MAX_PARTNERSHIP_CASH_OUT) codes.push('DENIED_TOO_MUCH_CASH');
  const value = facts.estimatedPropertyValue;
  if (value !== null && value > HOME_VALUE_CAP) codes.push('EXCEEDS_MAX_HOME_PRICE');
  if (value !== null && value > 0) {
    const debts = (facts.outstandingMortgageBalance ?? 0) + (facts.secondMortgageBalance ?? 0);
    if ((value - debts - cashOut) / value < MIN_HOME_EQUITY_SHARE) codes.push('DENIED_HIGH_LTV');
  }
  if (facts.propertyUse && facts.propertyUse !== 'PRIMARY_RESIDENCE') codes.push('DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY');
  if ((facts.secondMortgageBalance ?? 0) > 0 && !facts.isPayingOffSecondMortgage) codes.push('DENIED_SECOND_LOAN_NO_PAYOFF');
  return codes.map((code) => ({ code, message: DENIAL_MESSAGES[code] }));
}

/**
 * Outside the US or in a territory: OUT_OF_AREA. A state we are not licensed in: OUT_OF_STATE.
 * An address we cannot verify (no street, no ZIP, or a ZIP of another state): MANUAL_REVIEW_REQUIRED.
 */
function areaDenial(location: StoredLocation | null, licensedStates: readonly string[], zipsState: string | null): EligibilityDenialCode | null {
  if (location?.country && !['US', 'USA', 'UNITED STATES'].includes(location.country.trim().toUpperCase())) return 'OUT_OF_AREA';
  const state = toStateCode(location?.state);
  if (!location || !state) return 'MANUAL_REVIEW_REQUIRED';
  // The 50 states and DC: territories are outside the partnership's area even when licensed lists grow.
  if (US_TERRITORY_CODES.has(state)) return 'OUT_OF_AREA';
  if (!licensedStates.includes(state)) return 'OUT_OF_STATE';
  const zip = location.zip?.trim() ?? '';
  if (!location.streetNumber || !location.streetName || !/^\d{5}(-\d{4})?$/.test(zip)) return 'MANUAL_REVIEW_REQUIRED';
  if (zipsState !== state) return 'MANUAL_REVIEW_REQUIRED';
  return null;
}
