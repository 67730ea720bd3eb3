/**
 * Purchase application stages: the spec's seven plus CLOSED, and the outcomes DENIED and
 * EXPIRED (a pre-approval runs out). The reviewer may ask for more documents from
 * DOCUMENT_UPLOAD and the buyer's upload sends it back; an offer that falls through during
 * appraisal returns the buyer to MY_OFFERS. At CLOSING the applicant accepts the option
 * agreement; closing is then confirmed by a reviewer, or by the system in sandbox underwriting
 * (as a pre-approval is).
 */
import { makeTransition, type EventRule } from '../application/stageMachine.js';

export const PURCHASE_STAGES = [
  'APPLICATION',
  'DOCUMENT_UPLOAD',
  'ADDITIONAL_DOCUMENT_UPLOAD',
  'CONTRACT_REVIEW',
  'MY_OFFERS',
  'APPRAISAL_AND_SERVICES',
  'CLOSING',
  'CLOSED',
  'DENIED',
  'EXPIRED',
] as const;
export type PurchaseStage = (typeof PURCHASE_STAGES)[number];

export const PURCHASE_TERMINAL_STAGES: readonly PurchaseStage[] = ['CLOSED', 'DENIED', 'EXPIRED'];
const OPEN = PURCHASE_STAGES.filter((stage) => !PURCHASE_TERMINAL_STAGES.includes(stage));

export const PURCHASE_EVENTS = [
  'SUBMIT_APPLICATION',
  'REQUEST_ADDITIONAL_DOCUMENTS',
  'SUBMIT_ADDITIONAL_DOCUMENTS',
  'PRE_APPROVE',
  'ACCEPT_CONTRACT',
  'SUBMIT_OFFERS',
  'REOPEN_OFFERS',
  'SUBMIT_APPRAISAL_AND_SERVICES',
  'ACCEPT_OPTION_AGREEMENT',
  'CLOSE',
  'DENY',
  'EXPIRE',
] as const;
export type PurchaseEvent = (typeof PURCHASE_EVENTS)[number];

export const PURCHASE_RULES: Readonly<Record<PurchaseEvent, EventRule<PurchaseStage>>> = {
  SUBMIT_APPLICATION: { from: ['APPLICATION'], to: 'DOCUMENT_UPLOAD', actors: ['APPLICANT'] },
  REQUEST_ADDITIONAL_DOCUMENTS: { from: ['DOCUMENT_UPLOAD'], to: 'ADDITIONAL_DOCUMENT_UPLOAD', actors: ['REVIEWER', 'SYSTEM'] },
  SUBMIT_ADDITIONAL_DOCUMENTS: { from: ['ADDITIONAL_DOCUMENT_UPLOAD'], to: 'DOCUMENT_UPLOAD', actors: ['APPLICANT'] },
  PRE_APPROVE: { from: ['DOCUMENT_UPLOAD'], to: 'CONTRACT_REVIEW', actors: ['REVIEWER', 'SYSTEM'] },
  ACCEPT_CONTRACT: { from: ['CONTRACT_REVIEW'], to: 'MY_OFFERS', actors: ['APPLICANT'] },
  SUBMIT_OFFERS: { from: ['MY_OFFERS'], to: 'APPRAISAL_AND_SERVICES', actors: ['APPLICANT'] },
  REOPEN_OFFERS: { from: ['APPRAISAL_AND_SERVICES'], to: 'MY_OFFERS', actors: ['APPLICANT', 'REVIEWER'] },
  SUBMIT_APPRAISAL_AND_SERVICES: { from: ['APPRAISAL_AND_SERVICES'], to: 'CLOSING', actors: ['APPLICANT', 'REVIEWER'] },
  // The buyer accepts the option agreement at closing: the stage stays, the audit row records it.
  ACCEPT_OPTION_AGREEMENT: { from: ['CLOSING'], to: 'CLOSING', actors: ['APPLICANT'] },
  CLOSE: { from: ['CLOSING'], to: 'CLOSED', actors: ['REVIEWER', 'SYSTEM'] },
  DENY: { from: OPEN, to: 'DENIED', actors: ['REVIEWER', 'SYSTEM'] },
  EXPIRE: { from: OPEN, to: 'EXPIRED', actors: ['SYSTEM'] },
};

/** The one transition function of a purchase: the next stage, or a coded refusal. */
export const transitionPurchase = makeTransition<PurchaseStage, PurchaseEvent>(PURCHASE_RULES, PURCHASE_TERMINAL_STAGES, (stage) =>
  stage.toLowerCase().replaceAll('_', ' '),
);
