/**
 * Property dashboards, pure: the deal the ledger starts from, the dashboard's figures, the
 * payment schedule, and the buy-in and cash-out checks. The ledger itself is core/partnership's.
 */
export * from './vocabulary.js';
export * from './schedule.js';
export * from './propertyDeal.js';
export * from './dashboard.js';
export * from './buyOut.js';
export * from './equityTransaction.js';
export * from './valuation.js';
export * from './payoutMessages.js';
export * from './ledgerChain.js';
export * from './closingDisbursement.js';
