/** The properties capability's values: deal types, products, valuation sources, member roles. */
export const PROPERTY_DEAL_TYPES = ['RESTRUCTURE', 'PURCHASE'] as const;
export type PropertyDealType = (typeof PROPERTY_DEAL_TYPES)[number];

export const PROPERTY_PRODUCTS = ['KEEP', 'PAYOFF', 'SAVER', 'PURCHASE'] as const;

/** Where a home value came from: the agreed value at closing, the state's index, an appraisal, or an outside AVM. */
export const VALUATION_SOURCES = ['CLOSING', 'HOUSE_PRICE_INDEX', 'APPRAISAL', 'AUTOMATED_VALUATION'] as const;
export type ValuationSource = (typeof VALUATION_SOURCES)[number];

/** Co-owners named in a restructure application; the co-applicant of a purchase. */
export const MEMBER_ROLES = ['CO_OWNER', 'CO_APPLICANT'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Spec section 3: Payment frequency. */
export const PAYMENT_FREQUENCIES = ['ONE_TIME', 'MONTHLY_RECURRING'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** The two things a homeowner can do on the dashboard. */
export const EQUITY_TRANSACTION_KINDS = ['BUY_IN', 'CASH_OUT'] as const;
export type EquityTransactionKind = (typeof EQUITY_TRANSACTION_KINDS)[number];

/** The audit rows of staff commands on a property (ops output only). */
export const PROPERTY_AUDIT_EVENTS = ['APPRAISAL_RECORDED', 'VALUATION_CORRECTED', 'EQUITY_TRANSFER_RECORDED'] as const;
export type PropertyAuditEventName = (typeof PROPERTY_AUDIT_EVENTS)[number];
