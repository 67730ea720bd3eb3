import type { Knex } from 'knex';
import type { DenialCode, RestructureEvent } from '#core/partnership/index';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { AUTOMATIC_REVIEW, decideApplication, denyFor, reviewUploads, runReview } from '../application/review.js';
import { applicationDocuments } from './documents.js';
import { eligibilityOf, termsOf } from './eligibility.js';
import { RESTRUCTURE } from './product.js';
import { changeStage, type StageActor, type StageChangeResult } from './stageChange.js';
import { checksPassed, missingDocuments } from '#core/restructureApplication/index';
import { askVendors, checksBlockingApproval, recordChecks } from './underwritingChecks.js';
import { REVIEW_JOB, type RestructureWork } from './work.js';
import { createPropertyFromDeal, type PropertyDeal } from '../properties/createPropertyFromDeal.js';
import { recordClosingDisbursement } from '../properties/closingDisbursement.js';

// Underwriting: the partnership's rules for the application workflow's automatic review (a job)
// and the decisions a reviewer makes through `npm run ops`.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the review acts: the documents' review, and (for the checks only) while more are asked for. */
const UNDER_REVIEW: ReadonlySet<string> = new Set(['DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO']);
/** How soon the review asks again about an identity inquiry still pending. */
const IDENTITY_POLL_SECONDS = 1;

export { requiredDocuments } from '#core/restructureApplication/index';

/** Required document types with no upload yet. */
export async function missingDocumentsOf(db: Knex, application: RestructureApplication): Promise<string[]> {
  return missingDocuments(application, await applicationDocuments(db, application.uuid));
}

/** The approved figures of the chosen product, written with the approval. */
function approvalPatch(work: RestructureWork, application: RestructureApplication): Partial<RestructureApplication> {
  const terms = termsOf(application);
  const now = work.now();
  return {
    approvedCashOutAmountCents: terms.cashToHomeownerCents,
    monthlyPaymentCents: terms.monthlyPaymentCents,
    estimatedMonthlyPaymentSaverCents: terms.estimatedMonthlyPaymentSaverCents,
    designatedPercentageUnits: terms.designatedPercentage,
    originalAgreedValueCents: terms.agreedValueCents,
    approvedAt: now,
    missingDocuments: [],
    // The offer stays open this long from approval.
    expirationDate: new Date(now.getTime() + work.config.RESTRUCTURE_OFFER_DAYS * DAY_MS),
  };
}

/** The property of a completed restructure: the approved terms, closed today, with the co-owners to invite. */
function completedDeal(work: RestructureWork, application: RestructureApplication, now: Date): PropertyDeal {
  return {
    dealType: 'RESTRUCTURE',
    sourceApplicationUuid: application.uuid,
    ownerUuid: application.userUuid,
    address: application.propertyLocation ?? {},
    terms: termsOf(application),
    closingDate: now.toISOString().slice(0, 10),
    equityBuilderCutoffDate: work.config.EQUITY_BUILDER_CUTOFF_DATE,
    members: application.hasCoOwners ? application.coOwnerEmails.map((email) => ({ email, role: 'CO_OWNER' as const })) : [],
  };
}

/**
 * The automatic review of an application at DOCUMENT_UPLOAD: deny when identity verification
 * failed (no spec code: the applicant reads the product's wording) or a rule of core/partnership
 * fails (with its code); record what the identity vendor and the valuation source answered (an
 * identity still pending is asked again in a moment, also while more documents are asked for);
 * once uploads are complete, ask for what is missing, or (sandbox mode) record the appraisal and
 * approve once every check passed (decision 0034; in manual mode a reviewer approves).
 */
export async function runAutomaticReview(work: RestructureWork, uuid: string): Promise<StageChangeResult | null> {
  const before = await RestructureApplication.query(work.db).findById(uuid);
  // The vendors are asked before the lock is taken, so no row waits on them.
  const answers = before && UNDER_REVIEW.has(before.stage) ? await askVendors(work, before) : {};
  return runReview(work, RESTRUCTURE, uuid, async (trx, application) => {
    if (!UNDER_REVIEW.has(application.stage)) return null;
    const eligibility = eligibilityOf(application, work.config);
    const sandbox = work.config.UNDERWRITING_MODE === 'sandbox';
    const atReview = application.stage === 'DOCUMENT_UPLOAD';
    const checks =
      eligibility && !eligibility.eligible
        ? null
        : await recordChecks(trx, application, answers, { now: work.now(), appraise: sandbox && atReview && application.uploadsCompletedAt !== null });
    // An inquiry still pending is asked again in a moment, as a vendor's sandbox is polled.
    if (checks?.get('IDENTITY')?.status === 'PENDING' && answers.identity) {
      await work.jobs?.send(REVIEW_JOB, { uuid }, { trx, startAfterSeconds: IDENTITY_POLL_SECONDS });
    }
    if (checks?.get('IDENTITY')?.status === 'FAILED') {
      return changeStage(trx, application, 'DENY', AUTOMATIC_REVIEW, {
        reason: 'Identity not verified',
        details: { check: 'IDENTITY', reason: checks.get('IDENTITY')!.details.reason ?? null },
        patch: { denialCode: null },
        now: work.now(),
      });
    }
    // While more documents are asked for, the checks go on; the stage waits for the documents.
    if (!atReview) return null;
    if (eligibility && !eligibility.eligible) return denyFor(work, RESTRUCTURE, trx, application, eligibility.denials);
    const uploads = await reviewUploads(work, RESTRUCTURE, trx, application);
    if (uploads !== 'complete') return uploads === 'wait' ? null : uploads;
    // Approval waits for every check; a failed valuation waits for a reviewer.
    if (!sandbox || (checks && !checksPassed([...checks.values()]))) return null;
    return changeStage(trx, application, 'APPROVE', AUTOMATIC_REVIEW, {
      reason: 'Every rule and check passed and every document is in (sandbox)',
      patch: approvalPatch(work, application),
      now: work.now(),
    });
  });
}

export type OpsDecision =
  | { kind: 'approve' }
  | { kind: 'request-info'; missing: string[] }
  | { kind: 'deny'; code?: DenialCode }
  | { kind: 'verify-account'; method?: 'MANUAL' | 'MICRODEPOSIT' }
  | { kind: 'inspection'; passed: boolean };

const EVENT_OF: Record<OpsDecision['kind'], (decision: OpsDecision) => RestructureEvent> = {
  approve: () => 'APPROVE',
  'request-info': () => 'REQUEST_MORE_INFO',
  deny: () => 'DENY',
  'verify-account': () => 'VERIFY_ACCOUNT',
  inspection: (decision) => (decision.kind === 'inspection' && decision.passed ? 'PASS_INSPECTION' : 'DENY'),
};

function decisionPatch(work: RestructureWork, application: RestructureApplication, decision: OpsDecision, now: Date): Partial<RestructureApplication> {
  switch (decision.kind) {
    case 'approve':
      return approvalPatch(work, application);
    case 'request-info':
      return { missingDocuments: decision.missing };
    case 'deny':
      return { denialCode: decision.code ?? null };
    case 'verify-account':
      return decision.method === 'MICRODEPOSIT' ? { microdepositVerifiedAt: now } : { manualBankVerificationAt: now };
    case 'inspection':
      return { inspectionCompletedAt: now };
  }
}

/** A decision by a person (REVIEWER) or the sandbox (SYSTEM): one stage change with its audit row. */
export function decide(work: RestructureWork, uuid: string, decision: OpsDecision, by: StageActor, reason: string | null) {
  return decideApplication(
    work,
    RESTRUCTURE,
    { uuid, decision, by, reason },
    async (trx, application, now) => {
      // A reviewer's approval waits for the underwriting checks as the sandbox's does (decision 0034).
      const blocking = decision.kind === 'approve' && application.stage === 'DOCUMENT_UPLOAD' ? await checksBlockingApproval(trx, application.uuid) : null;
      if (blocking) return { ok: false, code: 'CHECKS_NOT_PASSED', message: blocking };
      return { event: EVENT_OF[decision.kind](decision), patch: decisionPatch(work, application, decision, now) };
    },
    // A passed inspection completes the deal: its property, and its cash at closing recorded to be paid (decision 0021), exist from the same commit.
    async (trx, change, now) => {
      if (change.application.stage !== 'COMPLETED') return;
      const property = await createPropertyFromDeal(trx, completedDeal(work, change.application, now), work.jobs);
      if (property.created) await recordClosingDisbursement(trx, work, property.propertyUuid);
    },
  );
}
