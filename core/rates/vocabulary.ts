/**
 * The rates vocabulary: every enum value of schema/rates.graphql and schema/prequal.graphql the
 * engine, the mocks and the web app use, as plain lists (core/ may not import generated/). The
 * generated enum types are the same string unions, so values pass between them unchanged.
 */

export const CREDIT_SCORE_RANGES = [
  'SCORE_800_PLUS',
  'SCORE_780_799',
  'SCORE_760_779',
  'SCORE_740_759',
  'SCORE_720_739',
  'SCORE_700_719',
  'SCORE_680_699',
  'SCORE_660_679',
  'SCORE_640_659',
  'SCORE_620_639',
  'SCORE_600_619',
  'SCORE_580_599',
  'SCORE_550_579',
  'SCORE_549_DOWN',
] as const;
export type CreditScoreRange = (typeof CREDIT_SCORE_RANGES)[number];

export const MORTGAGE_TYPES = [
  'FIXED_30_YEARS',
  'FIXED_20_YEARS',
  'FIXED_15_YEARS',
  'FIXED_10_YEARS',
  'ADJUSTABLE_10_YEARS',
  'ADJUSTABLE_7_YEARS',
  'ADJUSTABLE_5_YEARS',
  'ADJUSTABLE_3_YEARS',
] as const;
export type MortgageType = (typeof MORTGAGE_TYPES)[number];

export const MORTGAGE_INTEREST_TYPES = ['FIXED', 'ADJUSTABLE'] as const;
export type MortgageInterestType = (typeof MORTGAGE_INTEREST_TYPES)[number];

export const LOAN_TYPES = ['FHA', 'VA', 'CONVENTIONAL', 'USDA_RD', 'OTHER'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
/** The loan types a rate sheet prices. */
export const PRICED_LOAN_TYPES = ['CONVENTIONAL', 'FHA', 'VA'] as const satisfies readonly LoanType[];

export const OCCUPANCY_TYPES = ['PRIMARY_RESIDENCE', 'VACATION_HOME', 'INVESTMENT_PROPERTY'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];

export const PROPERTY_TYPES = ['SINGLE_FAMILY', 'TOWN_HOUSE', 'CONDO', 'MANUFACTURED', 'MULTI_UNIT_TWO', 'MULTI_UNIT_THREE', 'MULTI_UNIT_FOUR'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LOAN_BUYER_TYPES = ['FANNIE_MAE', 'FREDDIE_MAC', 'GINNIE_MAE', 'PORTFOLIO'] as const;
export type LoanBuyerType = (typeof LOAN_BUYER_TYPES)[number];

/** Loan Estimate sections, in the form's order. */
export const LOAN_ESTIMATE_SECTIONS = [
  'ORIGINATION_CHARGES',
  'SERVICES_YOU_CANNOT_SHOP_FOR',
  'SERVICES_YOU_CAN_SHOP_FOR',
  'TAXES_AND_GOVERNMENT_FEES',
  'PREPAIDS',
  'LENDER_CREDITS',
] as const;
export type LoanEstimateSection = (typeof LOAN_ESTIMATE_SECTIONS)[number];

export const RATES_SORTS = ['MOST_POPULAR', 'LOWEST_PAYMENT', 'LOWEST_APR', 'LOWEST_INTEREST'] as const;
export type RatesSort = (typeof RATES_SORTS)[number];

/** Why pricing returned no option: OUT_OF_AREA from the spec, the rest our own. */
export const RATES_REFUSAL_CODES = [
  'OUT_OF_AREA',
  'LTV_TOO_HIGH',
  'LOAN_AMOUNT_OUT_OF_RANGE',
  'CREDIT_TOO_LOW',
  'NO_ELIGIBLE_PROGRAM',
  'DTI_TOO_HIGH',
  'INVALID_INPUT',
] as const;
export type RatesRefusalCode = (typeof RATES_REFUSAL_CODES)[number];

/** A loan-level price adjustment moves the points or the note rate. */
export type AdjustmentKind = 'POINTS' | 'RATE';
export type LoanPurpose = 'RATE_TERM' | 'CASH_OUT';

/** Spec §3.266: how a rate item or card is styled. The design system's tokens name each (web/src/styles/tokens.css). */
export const RATE_ITEM_STYLES = ['standard', 'highlight', 'muted'] as const;
export type RateItemStyle = (typeof RATE_ITEM_STYLES)[number];
