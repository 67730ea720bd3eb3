/**
 * The purchase funnel's vocabulary (spec section 3), as the schema's enum values. Timeline is a
 * String in the API (its values start with a digit) and lives in core/waitlist.
 */
export { TIMELINES, TIMELINE_LABELS, TIMELINE_REFUSED, isTimeline, type Timeline } from '../waitlist/timeline.js';

/** Where the buyer is in their home search (the spec's "Purchase stage"). */
export const BUYER_PURCHASE_STAGES = ['RESEARCHING', 'OPEN_HOUSES', 'OFFERS', 'CONTRACT'] as const;
export type BuyerPurchaseStage = (typeof BUYER_PURCHASE_STAGES)[number];
export const BUYER_PURCHASE_STAGE_LABELS: Record<BuyerPurchaseStage, string> = {
  RESEARCHING: 'Researching',
  OPEN_HOUSES: 'Going to open houses',
  OFFERS: 'Making offers',
  CONTRACT: 'Under contract',
};

export const INCOME_SOURCES = ['SALARY', 'SELF_EMPLOYMENT', 'RETIREMENT', 'OTHER', 'NONE'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const INCOME_SOURCE_LABELS: Record<IncomeSource, string> = {
  SALARY: 'Salary or wages',
  SELF_EMPLOYMENT: 'Self-employment',
  RETIREMENT: 'Retirement',
  OTHER: 'Other income',
  NONE: 'No income',
};

/** Gifts towards the purchase and who gives them. */
export const GIFT_TYPES = ['CASH', 'EQUITY', 'GRANT'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];
export const GIFT_TYPE_LABELS: Record<GiftType, string> = { CASH: 'Cash gift', EQUITY: 'Gift of equity', GRANT: 'Grant' };
export const GIFT_SOURCES = [
  'RELATIVE',
  'UNMARRIED_PARTNER',
  'EMPLOYER',
  'RELIGIOUS_NONPROFIT',
  'COMMUNITY_NONPROFIT',
  'FEDERAL_AGENCY',
  'STATE_AGENCY',
  'LOCAL_AGENCY',
  'OTHER',
] as const;
export type GiftSource = (typeof GIFT_SOURCES)[number];
export const GIFT_SOURCE_LABELS: Record<GiftSource, string> = {
  RELATIVE: 'A relative',
  UNMARRIED_PARTNER: 'An unmarried partner',
  EMPLOYER: 'An employer',
  RELIGIOUS_NONPROFIT: 'A religious nonprofit',
  COMMUNITY_NONPROFIT: 'A community nonprofit',
  FEDERAL_AGENCY: 'A federal agency',
  STATE_AGENCY: 'A state agency',
  LOCAL_AGENCY: 'A local agency',
  OTHER: 'Someone else',
};

export const EARNEST_MONEY_STATUSES = ['DEPOSITED', 'NOT_DEPOSITED'] as const;
export type EarnestMoneyStatus = (typeof EARNEST_MONEY_STATUSES)[number];

export { APPLICATION_PARTIES, type ApplicationParty } from '../application/parties.js';

/** The buyer's current home (spec: housing status) and, when they own it, what happens to it. */
export const HOUSING_STATUSES = ['OWN', 'RENT', 'NO_PRIMARY_HOUSING'] as const;
export type HousingStatus = (typeof HOUSING_STATUSES)[number];
export const CURRENT_PROPERTY_STATUSES = ['RETAINED', 'SOLD', 'PENDING_SALE'] as const;
export type CurrentPropertyStatus = (typeof CURRENT_PROPERTY_STATUSES)[number];

/** An offer the buyer recorded on /purchase/offers. */
export const OFFER_STATUSES = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
