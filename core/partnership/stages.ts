/**
 * Restructure (partnership application) stages: the spec's seven plus the outcomes COMPLETED,
 * DENIED and EXPIRED. Review of the documents happens while the application is at
 * DOCUMENT_UPLOAD: the reviewer either approves (CONTRACT_REVIEW) or asks for more
 * (APPROVAL_MORE_INFO), and the applicant's answer sends it back to review.
 */
import { makeTransition, type EventRule } from '../application/stageMachine.js';

export const RESTRUCTURE_STAGES = [
  'APPROVAL',
  'DOCUMENT_UPLOAD',
  'APPROVAL_MORE_INFO',
  'CONTRACT_REVIEW',
  'FINALIZE_RESTRUCTURE',
  'ACCOUNT_VERIFICATION',
  'INSPECTION',
  'COMPLETED',
  'DENIED',
  'EXPIRED',
] as const;
export type RestructureStage = (typeof RESTRUCTURE_STAGES)[number];

export const RESTRUCTURE_TERMINAL_STAGES: readonly RestructureStage[] = ['COMPLETED', 'DENIED', 'EXPIRED'];
const OPEN = RESTRUCTURE_STAGES.filter((stage) => !RESTRUCTURE_TERMINAL_STAGES.includes(stage));

export const RESTRUCTURE_EVENTS = [
  'SUBMIT_APPROVAL',
  'REQUEST_MORE_INFO',
  'PROVIDE_MORE_INFO',
  'APPROVE',
  'ACCEPT_CONTRACT',
  'SUBMIT_FINALIZE',
  'VERIFY_ACCOUNT',
  'PASS_INSPECTION',
  'DENY',
  'EXPIRE',
] as const;
export type RestructureEvent = (typeof RESTRUCTURE_EVENTS)[number];

export const RESTRUCTURE_RULES: Readonly<Record<RestructureEvent, EventRule<RestructureStage>>> = {
  SUBMIT_APPROVAL: { from: ['APPROVAL'], to: 'DOCUMENT_UPLOAD', actors: ['APPLICANT'] },
  REQUEST_MORE_INFO: { from: ['DOCUMENT_UPLOAD'], to: 'APPROVAL_MORE_INFO', actors: ['REVIEWER', 'SYSTEM'] },
  PROVIDE_MORE_INFO: { from: ['APPROVAL_MORE_INFO'], to: 'DOCUMENT_UPLOAD', actors: ['APPLICANT'] },
  APPROVE: { from: ['DOCUMENT_UPLOAD'], to: 'CONTRACT_REVIEW', actors: ['REVIEWER', 'SYSTEM'] },
  ACCEPT_CONTRACT: { from: ['CONTRACT_REVIEW'], to: 'FINALIZE_RESTRUCTURE', actors: ['APPLICANT'] },
  SUBMIT_FINALIZE: { from: ['FINALIZE_RESTRUCTURE'], to: 'ACCOUNT_VERIFICATION', actors: ['APPLICANT'] },
  VERIFY_ACCOUNT: { from: ['ACCOUNT_VERIFICATION'], to: 'INSPECTION', actors: ['REVIEWER', 'SYSTEM'] },
  PASS_INSPECTION: { from: ['INSPECTION'], to: 'COMPLETED', actors: ['REVIEWER'] },
  DENY: { from: OPEN, to: 'DENIED', actors: ['REVIEWER', 'SYSTEM'] },
  EXPIRE: { from: OPEN, to: 'EXPIRED', actors: ['SYSTEM'] },
};

/** The one transition function of the restructure: the next stage, or a coded refusal. */
export const transitionRestructure = makeTransition<RestructureStage, RestructureEvent>(RESTRUCTURE_RULES, RESTRUCTURE_TERMINAL_STAGES, (stage) =>
  stage.toLowerCase().replaceAll('_', ' '),
);
