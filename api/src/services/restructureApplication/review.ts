import type { Knex } from 'knex';
import { DENIAL_CODES, type DenialCode, type RestructureEvent } from '#core/partnership/index';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { applicationDocuments, generateDocuments } from './documents.js';
import { eligibilityOf, termsOf } from './eligibility.js';
import { sendStageMail } from './mail.js';
import { changeStage, lockApplication, type StageActor, type StageChangeResult } from './stageChange.js';
import { checksPassed, missingDocuments } from '#core/restructureApplication/index';
import { askVendors, checksBlockingApproval, recordChecks } from './underwritingChecks.js';
import { REVIEW_JOB, type RestructureWork } from './work.js';
import { createPropertyFromDeal, type PropertyDeal } from '../properties/createPropertyFromDeal.js';
import { recordClosingDisbursement } from '../properties/closingDisbursement.js';

// Underwriting: the automatic review (a job) and the decisions a reviewer makes through
// `npm run ops`. Both go through changeStage, so both write the audit row.

const AUTOMATIC_REVIEW: StageActor = { actor: 'SYSTEM', name: 'automatic-review' };
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

/** What follows a committed stage change: the mail, and the documents of an approval. */
async function afterChange(work: RestructureWork, result: StageChangeResult | null): Promise<void> {
  if (!result?.ok) return;
  if (result.application.stage === 'CONTRACT_REVIEW') await generateDocuments(work.db, work.adapters.documentStore, work.config, result.application.uuid);
  await sendStageMail(work, result.application);
}

/**
 * The automatic review of an application at DOCUMENT_UPLOAD: deny when identity verification
 * failed (no spec code: the applicant reads the product's wording) or a rule of core/partnership
 * fails (with its code); record what the identity vendor and the valuation source answered (an
 * identity still pending is asked again in a moment, also while more documents are asked for);
 * once uploads are complete, ask for what is missing, or (sandbox mode) record the appraisal and approve once every check passed (decision
 * 0034; in manual mode a reviewer approves). Safe to run again: it acts
 * only on the stage it finds, and finishes an approval whose documents are not written yet.
 */
export async function runAutomaticReview(work: RestructureWork, uuid: string): Promise<StageChangeResult | null> {
  const before = await RestructureApplication.query(work.db).findById(uuid);
  // The vendors are asked before the lock is taken, so no row waits on them.
  const answers = before && UNDER_REVIEW.has(before.stage) ? await askVendors(work, before) : {};
  const result = await work.db.transaction(async (trx) => {
    const application = await lockApplication(trx, uuid);
    if (!application || !UNDER_REVIEW.has(application.stage)) return null;
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
    if (eligibility && !eligibility.eligible) {
      const codes = eligibility.denials.map((denial) => denial.code);
      return changeStage(trx, application, 'DENY', AUTOMATIC_REVIEW, {
        reason: eligibility.denials[0]!.message,
        details: { codes },
        patch: { denialCode: codes[0]! },
        now: work.now(),
      });
    }
    if (!application.uploadsCompletedAt) return null;
    const missing = await missingDocumentsOf(trx, application);
    if (missing.length > 0) {
      return changeStage(trx, application, 'REQUEST_MORE_INFO', AUTOMATIC_REVIEW, {
        reason: 'Documents missing',
        details: { missing },
        patch: { missingDocuments: missing },
        now: work.now(),
      });
    }
    // Approval waits for every check; a failed valuation waits for a reviewer.
    if (!sandbox || (checks && !checksPassed([...checks.values()]))) return null;
    return changeStage(trx, application, 'APPROVE', AUTOMATIC_REVIEW, {
      reason: 'Every rule and check passed and every document is in (sandbox)',
      patch: approvalPatch(work, application),
      now: work.now(),
    });
  });
  if (result) {
    work.logger.info('restructure review', { applicationUuid: uuid, outcome: result.ok ? result.application.stage : result.code });
  } else {
    // An approval whose documents were not written (a failed attempt) is finished here.
    const application = await RestructureApplication.query(work.db).findById(uuid);
    // Its mail waited for the documents, so it goes now.
    if (application?.stage === 'CONTRACT_REVIEW' && application.contractPageCount === null) {
      await generateDocuments(work.db, work.adapters.documentStore, work.config, uuid);
      await sendStageMail(work, application);
    }
  }
  await afterChange(work, result);
  return result;
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

/** A decision by a person (REVIEWER) or the sandbox (SYSTEM): one stage change with its audit row. */
export async function decide(
  work: RestructureWork,
  uuid: string,
  decision: OpsDecision,
  by: StageActor,
  reason: string | null,
): Promise<StageChangeResult | { ok: false; code: 'NOT_FOUND' | 'CHECKS_NOT_PASSED'; message: string }> {
  if (decision.kind === 'deny' && decision.code && !DENIAL_CODES.includes(decision.code)) {
    return { ok: false, code: 'NOT_FOUND', message: `There is no denial code ${decision.code}.` };
  }
  const result = await work.db.transaction(async (trx: Knex.Transaction) => {
    const application = await lockApplication(trx, uuid);
    if (!application) return null;
    // A reviewer's approval waits for the underwriting checks as the sandbox's does (decision 0034).
    if (decision.kind === 'approve' && application.stage === 'DOCUMENT_UPLOAD') {
      const blocking = await checksBlockingApproval(trx, application.uuid);
      if (blocking) return { ok: false as const, code: 'CHECKS_NOT_PASSED' as const, message: blocking };
    }
    const now = work.now();
    const patch: Partial<RestructureApplication> =
      decision.kind === 'approve'
        ? approvalPatch(work, application)
        : decision.kind === 'request-info'
          ? { missingDocuments: decision.missing }
          : decision.kind === 'deny'
            ? { denialCode: decision.code ?? null }
            : decision.kind === 'verify-account'
              ? decision.method === 'MICRODEPOSIT'
                ? { microdepositVerifiedAt: now }
                : { manualBankVerificationAt: now }
              : { inspectionCompletedAt: now };
    const changed = await changeStage(trx, application, EVENT_OF[decision.kind](decision), by, { reason, details: { decision }, patch, now });
    // A passed inspection completes the deal: its property, and its cash at closing recorded to be paid (decision 0021), exist from the same commit.
    if (changed.ok && changed.application.stage === 'COMPLETED') {
      const property = await createPropertyFromDeal(trx, completedDeal(work, changed.application, now), work.jobs);
      if (property.created) await recordClosingDisbursement(trx, work, property.propertyUuid);
    }
    return changed;
  });
  if (!result) return { ok: false, code: 'NOT_FOUND', message: `There is no restructure application ${uuid}.` };
  work.logger.info('restructure decision', {
    applicationUuid: uuid,
    decision: decision.kind,
    by: by.name,
    outcome: result.ok ? result.application.stage : result.code,
  });
  if (result.ok) await afterChange(work, result);
  return result;
}
