/**
 * The restructure (partnership) application: the applicant's steps, underwriting (automatic
 * review and reviewers' decisions), generated documents and stage mail, all around
 * core/partnership. Every stage change goes through changeStage and writes an audit row.
 */
export * from './applicant.js';
export { decide, runAutomaticReview, requiredDocuments, missingDocumentsOf, type OpsDecision } from './review.js';
export { applicationDocuments, generateDocuments, readDocumentBytes, generatedDocumentContents } from './documents.js';
import './documentKind.js';
export { changeStage, type StageActor } from './stageChange.js';
export { REVIEW_JOB, VERIFY_ACCOUNT_JOB, type RestructureWork } from './work.js';
export { runOps, OPS_USAGE, type OpsOutput } from './opsCommand.js';
