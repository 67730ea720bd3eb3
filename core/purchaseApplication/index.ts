/**
 * Partner purchase, pure: the vocabulary, the buyer's prequal and budget estimate, the
 * application's answers and question set, the documents each stage asks for, the offer's
 * Exhibit C, and the stage machine. The deal's figures come from core/partnership.
 */
export { PURCHASE_EVENTS, PURCHASE_RULES, PURCHASE_STAGES, PURCHASE_TERMINAL_STAGES, transitionPurchase } from './stages.js';
export type { PurchaseEvent, PurchaseStage } from './stages.js';
export * from './vocabulary.js';
export * from './buyerPrequal.js';
export * from './budgetEstimate.js';
export * from './applicationValues.js';
export * from './questions.js';
export * from './documents.js';
export * from './offers.js';
export * from './preApproval.js';
export * from './fundsToClose.js';
export * from './offerView.js';
export * from './programFit.js';
export * from './optionAgreement.js';
export * from './offerLetter.js';
export * from './appraisal.js';
export * from './questionFlow.js';
export * from './view.js';
