import type { CreditScoreRange, EligibilityDenial, OccupancyType } from '#generated/server';
import type { StoredLocation } from '../../models/Prequal.js';
import type { ServiceContext } from '../context.js';
import { dollarsToCents, partnershipEligibility, type AreaStatus, type EligibilityResult } from '#core/partnership/index';
import { toStateCode, US_TERRITORY_CODES } from '#core/usStates';

// Partnership eligibility of a prequal. The rules, limits and texts are core/partnership's
// (partnershipEligibility); the service adds only what needs I/O: where the address lies, by
// the configured geocoder's ZIP-to-state answer.

/** What partnership (restructure) eligibility looks at, as a prequal records it (dollars). */
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

/** Where the service-area check places a home: its state ('' when none) and the area outcome. */
export interface Placement {
  state: string;
  area: AreaStatus;
}

/**
 * Outside the US or in a territory: OUT_OF_AREA (no state licence reaches it). An address we
 * cannot verify (no state, no street, no ZIP, or a ZIP the geocoder puts in another state):
 * MANUAL_REVIEW. Whether the state is licensed is core's rule, not this one.
 * zipsState is the state the geocoder places the location's ZIP in (null when unknown).
 */
export function placeOf(location: StoredLocation | null, zipsState: string | null): Placement {
  const state = toStateCode(location?.state) ?? '';
  if (location?.country && !['US', 'USA', 'UNITED STATES'].includes(location.country.trim().toUpperCase())) return { state, area: 'OUT_OF_AREA' };
  if (!location || !state) return { state, area: 'MANUAL_REVIEW' };
  // The 50 states and DC: territories are outside the partnership's area even when licensed lists grow.
  if (US_TERRITORY_CODES.has(state)) return { state, area: 'OUT_OF_AREA' };
  const zip = location.zip?.trim() ?? '';
  if (!location.streetNumber || !location.streetName || !/^\d{5}(-\d{4})?$/.test(zip)) return { state, area: 'MANUAL_REVIEW' };
  if (zipsState !== state) return { state, area: 'MANUAL_REVIEW' };
  return { state, area: 'SERVED' };
}

/** The service-area check with the configured geocoder's answer for the location's ZIP. */
export async function locate(ctx: Pick<ServiceContext, 'adapters'>, location: StoredLocation | null): Promise<Placement> {
  const zip = location?.zip?.trim() ?? '';
  const zipsState = /^\d{5}(-\d{4})?$/.test(zip) ? await ctx.adapters.geocoder.zipState(zip.slice(0, 5)) : null;
  return placeOf(location, zipsState);
}

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

/**
 * core/partnership's eligibility for a prequal's answers. An answer not given is not a denial:
 * an unknown use or credit band passes, an unknown home value skips the value checks, and
 * unknown balances count as none.
 */
export function prequalEligibility(facts: PartnershipFacts, licensedStates: readonly string[], placement: Placement): EligibilityResult {
  const secondLoanCents = cents(facts.secondMortgageBalance) ?? 0;
  return partnershipEligibility({
    homeValueCents: cents(facts.estimatedPropertyValue),
    mortgageBalanceCents: cents(facts.outstandingMortgageBalance) ?? 0,
    cashCents: facts.isCashingOut === false ? 0 : (cents(facts.cashOutAmount) ?? 0),
    hasSecondLoan: secondLoanCents > 0,
    secondLoanBalanceCents: secondLoanCents,
    paysOffSecondLoan: facts.isPayingOffSecondMortgage === true,
    occupancy: facts.propertyUse ?? 'PRIMARY_RESIDENCE',
    state: placement.state,
    licensedStates,
    area: placement.area,
    creditBand: facts.creditScoreEstimate,
  });
}

/** The denials of a prequal, as the API returns them (code and the spec's words). */
export function partnershipDenials(facts: PartnershipFacts, licensedStates: readonly string[], placement: Placement): EligibilityDenial[] {
  return prequalEligibility(facts, licensedStates, placement).denials.map(({ code, message }) => ({ code, message }));
}
