import type { Knex } from 'knex';
import { missingUploads } from '#core/application/missingDocuments';
import { purchaseEligibility, type DenialCode } from '#core/partnership/index';
import { PRE_APPROVAL_DAYS, preApprovalAmount, purchaseClosingRefusal, requiredPurchaseDocuments, type PurchaseEvent } from '#core/purchaseApplication/index';
import type { CreditBand } from '#core/partnership/limits';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { AUTOMATIC_REVIEW, decideApplication, denyFor, reviewUploads, runReview } from '../application/review.js';
import { purchaseDocuments } from './documents.js';
import { PURCHASE } from './product.js';
import { changePurchaseStage, type PurchaseActor, type PurchaseStageChange } from './stageChange.js';
import { valuesOf } from './values.js';
import { propertyOnClose } from './closing.js';
import type { PurchaseWork } from './work.js';

// Underwriting: the purchase's rules for the application workflow's automatic review (a job) and
// a reviewer's decisions (`npm run ops -- purchase`).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every purchase denial the answers meet (core/partnership), first code first. */
export function purchaseDenialsOf(application: PurchaseApplication, licensedStates: readonly string[]) {
  const values = valuesOf(application);
  return purchaseEligibility({
    priceCents: values.targetPriceCents ?? 0,
    downPaymentCents: values.downPaymentCents ?? 0,
    state: application.state ?? '',
    licensedStates,
    creditBand: (application.creditScoreEstimate as CreditBand | null) ?? null,
  }).denials;
}

export async function missingPurchaseDocumentsOf(db: Knex, application: PurchaseApplication) {
  return missingUploads(requiredPurchaseDocuments(application.stage, valuesOf(application)), await purchaseDocuments(db, application));
}

function preApprovalPatch(work: PurchaseWork, application: PurchaseApplication): Partial<PurchaseApplication> {
  const now = work.now();
  const expires = new Date(now.getTime() + PRE_APPROVAL_DAYS * DAY_MS);
  return {
    preApprovedAt: now,
    preApprovalAmountCents: preApprovalAmount(valuesOf(application)),
    preApprovalExpiresAt: expires,
    expirationDate: expires,
    missingDocuments: [],
  };
}

/**
 * The automatic review of an application at DOCUMENT_UPLOAD: a denial of core/partnership
 * denies it; once uploads are complete, missing documents are asked for; otherwise, in
 * sandbox mode, it is pre-approved.
 */
export function runPurchaseReview(work: PurchaseWork, uuid: string): Promise<PurchaseStageChange | null> {
  return runReview(work, PURCHASE, uuid, async (trx, application) => {
    if (application.stage !== 'DOCUMENT_UPLOAD') return null;
    const denials = purchaseDenialsOf(application, work.config.LICENSED_STATES);
    if (denials.length > 0) return denyFor(work, PURCHASE, trx, application, denials);
    const uploads = await reviewUploads(work, PURCHASE, trx, application);
    if (uploads !== 'complete') return uploads === 'wait' ? null : uploads;
    if (work.config.UNDERWRITING_MODE !== 'sandbox') return null;
    return changePurchaseStage(trx, application, 'PRE_APPROVE', AUTOMATIC_REVIEW, {
      reason: 'Every rule passed and every document is in (sandbox)',
      patch: preApprovalPatch(work, application),
      now: work.now(),
    });
  });
}

export type PurchaseOpsDecision =
  | { kind: 'pre-approve' }
  | { kind: 'request-documents'; missing: string[] }
  | { kind: 'deny'; code?: DenialCode }
  | { kind: 'close' }
  | { kind: 'reopen-offers' };

const EVENT_OF: Record<PurchaseOpsDecision['kind'], PurchaseEvent> = {
  'pre-approve': 'PRE_APPROVE',
  'request-documents': 'REQUEST_ADDITIONAL_DOCUMENTS',
  deny: 'DENY',
  close: 'CLOSE',
  'reopen-offers': 'REOPEN_OFFERS',
};

function decisionPatch(work: PurchaseWork, application: PurchaseApplication, decision: PurchaseOpsDecision, now: Date): Partial<PurchaseApplication> {
  switch (decision.kind) {
    case 'pre-approve':
      return preApprovalPatch(work, application);
    case 'request-documents':
      return { missingDocuments: decision.missing };
    case 'deny':
      return { denialCode: decision.code ?? null };
    case 'close':
      return { closedAt: now, closingSectionSubmittedAt: now };
    case 'reopen-offers':
      // The offer fell through: its home's appraisal goes with it.
      return { appraisalAndServicesSubmittedAt: null, appraisedValueCents: null, appraisalReceivedAt: null };
  }
}

/** A reviewer's decision: one stage change with its audit row. */
export function decidePurchase(work: PurchaseWork, uuid: string, decision: PurchaseOpsDecision, by: PurchaseActor, reason: string | null) {
  return decideApplication(
    work,
    PURCHASE,
    { uuid, decision, by, reason },
    (_trx, application, now) => {
      // A purchase closes once the buyer has accepted the option agreement.
      const notAccepted = decision.kind === 'close' && application.stage === 'CLOSING' ? purchaseClosingRefusal(application) : null;
      if (notAccepted) return { ok: false, code: 'CONTRACT_NOT_ACCEPTED', message: notAccepted };
      return { event: EVENT_OF[decision.kind], patch: decisionPatch(work, application, decision, now) };
    },
    // The bought home becomes the buyer's property in the same transaction as the close.
    async (trx, change) => {
      if (change.application.stage === 'CLOSED') await propertyOnClose(work, trx, change.application);
    },
  );
}

/**
 * The sandbox's settlement: once the purchase is at CLOSING and the buyer has accepted the option
 * agreement, the system records it closed (a reviewer does in manual mode).
 */
export async function runSandboxClosing(work: PurchaseWork, uuid: string) {
  if (work.config.UNDERWRITING_MODE !== 'sandbox') return null;
  const application = await PurchaseApplication.query(work.db).findById(uuid);
  if (application?.stage !== 'CLOSING' || purchaseClosingRefusal(application)) return null;
  return decidePurchase(work, uuid, { kind: 'close' }, { actor: 'SYSTEM', name: 'sandbox-settlement' }, 'Closing confirmed (sandbox)');
}
