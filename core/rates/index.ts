/**
 * The rates capability's pure rules: the vocabulary, the refusal messages, the input limits,
 * the one RatesInput builder and the pricing engine over a rate sheet. No I/O: the API loads
 * the sheet and stores results around it (api/src/services/rates/), the mocks price with it on
 * the seeded sheet, the web app reads its rules.
 */
export * from './vocabulary.js';
export * from './limits.js';
export { RATES_MESSAGES, ratesErrorText } from './messages.js';
export { loanTypeFor } from './loanType.js';
export { CREDIT_BANDS, CREDIT_BAND_OPTIONS, bandMeetsMinimum, bandWithin, creditBandLabel, type ScoreRange } from './creditBands.js';
export { creditBandFromCode } from './olderCreditBands.js';
export { mortgageTerms, type MortgageTerms } from './mortgageTypes.js';
export { LOAN_COST_LIMITS, isAllowedInterestRate, loanCostProblem, type LoanCostFigures } from './loanCostLimits.js';
export { PAYMENT_ESTIMATE, PAYMENT_ESTIMATE_LOWEST_SCORE, paymentEstimate, qualifiesForPaymentEstimate } from './paymentEstimate.js';
export { ratesInputFor, type PrequalPricingFacts, type RatesFilters, type RatesInput, type RatesSearchExtras } from './ratesInput.js';
export { scenarioKey, toScenario, type PricingScenario, type RatesRefusal } from './scenario.js';
export { priceScenario, type PricingOptions, type PricingOutcome } from './engine.js';
export type { RankedOption } from './selection.js';
export type { CostLine } from './closingCosts.js';
export type { PricingLender, PricingProgram, PricingSheet, QuotedRate, SheetAdjustment, SheetFee } from './pricingSheet.js';
export { inPricingOrder, pricingProgram, programTermsOf, sheetFromFile, type ProgramTerms } from './buildSheet.js';
export { rateOptionName, storedRateOption, toRateOption, type RateOptionView, type StoredRateOption } from './rateOptionView.js';
export { parseSheet, type ParseOutcome } from './sheet/parseSheet.js';
export type { SheetFile, SheetProblem } from './sheet/sheetFormat.js';
