/**
 * Partner purchase applications: the buyers' steps (applicant and co-applicant), the agent's
 * link, offers and closing, underwriting (automatic review and reviewers' decisions) and the
 * generated letter and agreement, around core/purchaseApplication. Every stage change writes an audit row.
 */
import './documentKind.js';
export * from './applicant.js';
export { createPurchaseAgentLink, purchaseAgentStatus } from './agent.js';
export { agentLetterDownload } from './agentLetters.js';
export { letterOfOffer, recordPurchaseOfferAndLetter, writePurchaseOfferLetter } from './offerLetters.js';
export { previewPurchaseOffer, recordPurchaseOffer, submitPurchaseOffers, submitPurchaseAppraisalAndServices, offersOf } from './offers.js';
export { purchaseBudgetEstimate } from './budget.js';
export { decidePurchase, runPurchaseReview, runSandboxClosing, missingPurchaseDocumentsOf, type PurchaseOpsDecision } from './review.js';
export { purchaseDocuments, writePreApprovalLetter, writePurchaseOptionAgreement } from './documents.js';
export { runPurchaseOps, PURCHASE_OPS_USAGE } from './opsCommand.js';
export { PURCHASE_REVIEW_JOB, PURCHASE_CLOSE_JOB, type PurchaseWork } from './work.js';
export type { PurchaseApplicationView } from './view.js';
export { closedPropertyUuid, purchaseExhibitCFields } from './closedProperty.js';
