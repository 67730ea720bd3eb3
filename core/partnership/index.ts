/**
 * The equity partnership, pure: the model (shares, fees, buy-backs, settlement), Exhibit C,
 * eligibility with the spec's denials, the equity ledger, the cost comparison and the
 * restructure stages. Money in integer cents, shares in DP units (10^-10 of the home).
 */
export { centsToDollars, dollarsToCents, dpFromFraction, dpToPercent, DP_SCALE, shareOf, shareValue } from './fixedPoint.js';
export * from './limits.js';
export * from './model.js';
export * from './productText.js';
export * from './exhibitC.js';
export * from './denials.js';
export * from './eligibility.js';
export * from './ledger.js';
export * from './costComparison.js';
export * from './stages.js';
export * from './optionAgreement.js';
export type { Actor, StageRefusalCode, TransitionResult } from '../application/stageMachine.js';
export * from './contractReview.js';
