import type { Knex } from 'knex';
import { DENIAL_CODES, purchaseEligibility, type DenialCode } from '#core/partnership/index';
import {
  missingPurchaseDocuments,
  PRE_APPROVAL_DAYS,
  preApprovalAmount,
  purchaseClosingRefusal,
  requiredPurchaseDocuments,
  type PurchaseEvent,
} from '#core/purchase/index';
import type { CreditBand } from '#core/partnership/limits';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { purchaseDocuments, writePreApprovalLetter } from './documents.js';
import { sendPurchaseStageMail } from './mail.js';
import { changePurchaseStage, lockPurchaseApplication, type PurchaseActor, type PurchaseStageChange } from './stageChange.js';
import { valuesOf } from './values.js';
import { propertyOnClose } from './closing.js';
import { runSandboxAppraisal } from './appraisal.js';
import type { PurchaseWork } from './work.js';

// Underwriting: the automatic review (a job) and a reviewer's decisions (`npm run ops -- purchase`).
// Both go through changePurchaseStage, so both write the audit row.

const AUTOMATIC_REVIEW: PurchaseActor = { actor: 'SYSTEM', name: 'automatic-review' };
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
  return missingPurchaseDocuments(requiredPurchaseDocuments(application.stage, valuesOf(application)), await purchaseDocuments(db, application));
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

/** What follows a committed change: the letter of a pre-approval, the sandbox's appraisal, then the mail. */
export async function afterPurchaseChange(work: PurchaseWork, result: PurchaseStageChange | null): Promise<void> {
  if (!result?.ok) return;
  if (result.application.stage === 'CONTRACT_REVIEW') await writePreApprovalLetter(work.db, work.adapters.documentStore, result.application.uuid);
  // The appraisal is ordered as the offer goes to appraisal; a failed order leaves it for staff to record.
  if (result.event.event === 'SUBMIT_OFFERS')
    await runSandboxAppraisal(work, result.application).catch((error: unknown) =>
      work.logger.error('sandbox appraisal failed', { applicationUuid: result.application.uuid, error: String(error) }),
    );
  await sendPurchaseStageMail(work, result.application);
}

/**
 * The automatic review of an application at DOCUMENT_UPLOAD: a denial of core/partnership
 * denies it; once uploads are complete, missing documents are asked for; otherwise, in
 * sandbox mode, it is pre-approved. Safe to run again: it acts only on the stage it finds.
 */
export async function runPurchaseReview(work: PurchaseWork, uuid: string): Promise<PurchaseStageChange | null> {
  const result = await work.db.transaction(async (trx) => {
    const application = await lockPurchaseApplication(trx, uuid);
    if (!application || application.stage !== 'DOCUMENT_UPLOAD') return null;
    const denials = purchaseDenialsOf(application, work.config.LICENSED_STATES);
    if (denials.length > 0) {
      return changePurchaseStage(trx, application, 'DENY', AUTOMATIC_REVIEW, {
        reason: denials[0]!.message,
        details: { codes: denials.map((d) => d.code) },
        patch: { denialCode: denials[0]!.code },
        now: work.now(),
      });
    }
    if (!application.uploadsCompletedAt) return null;
    const missing = await missingPurchaseDocumentsOf(trx, application);
    if (missing.length > 0) {
      return changePurchaseStage(trx, application, 'REQUEST_ADDITIONAL_DOCUMENTS', AUTOMATIC_REVIEW, {
        reason: 'Documents missing',
        details: { missing },
        patch: { missingDocuments: missing },
        now: work.now(),
      });
    }
    if (work.config.UNDERWRITING_MODE !== 'sandbox') return null;
    return changePurchaseStage(trx, application, 'PRE_APPROVE', AUTOMATIC_REVIEW, {
      reason: 'Every rule passed and every document is in (sandbox)',
      patch: preApprovalPatch(work, application),
      now: work.now(),
    });
  });
  work.logger.info('purchase review', { applicationUuid: uuid, outcome: result ? (result.ok ? result.application.stage : result.code) : 'no change' });
  if (!result) {
    // A pre-approval whose letter was not written (a failed attempt) is finished here.
    const application = await PurchaseApplication.query(work.db).findById(uuid);
    if (application?.stage === 'CONTRACT_REVIEW') await writePreApprovalLetter(work.db, work.adapters.documentStore, uuid);
  }
  await afterPurchaseChange(work, result);
  return result;
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

/** A reviewer's decision: one stage change with its audit row. */
export async function decidePurchase(
  work: PurchaseWork,
  uuid: string,
  decision: PurchaseOpsDecision,
  by: PurchaseActor,
  reason: string | null,
): Promise<PurchaseStageChange | { ok: false; code: 'NOT_FOUND' | 'CONTRACT_NOT_ACCEPTED'; message: string }> {
  if (decision.kind === 'deny' && decision.code && !DENIAL_CODES.includes(decision.code))
    return { ok: false, code: 'NOT_FOUND', message: `There is no denial code ${decision.code}.` };
  const result = await work.db.transaction(async (trx) => {
    const application = await lockPurchaseApplication(trx, uuid);
    if (!application) return null;
    // A purchase closes once the buyer has accepted the option agreement.
    const notAccepted = decision.kind === 'close' && application.stage === 'CLOSING' ? purchaseClosingRefusal(application) : null;
    if (notAccepted) return { ok: false as const, code: 'CONTRACT_NOT_ACCEPTED' as const, message: notAccepted };
    const now = work.now();
    const patch: Partial<PurchaseApplication> =
      decision.kind === 'pre-approve'
        ? preApprovalPatch(work, application)
        : decision.kind === 'request-documents'
          ? { missingDocuments: decision.missing }
          : decision.kind === 'deny'
            ? { denialCode: decision.code ?? null }
            : decision.kind === 'close'
              ? { closedAt: now, closingSectionSubmittedAt: now }
              : // The offer fell through: its home's appraisal goes with it.
                { appraisalAndServicesSubmittedAt: null, appraisedValueCents: null, appraisalReceivedAt: null };
    const change = await changePurchaseStage(trx, application, EVENT_OF[decision.kind], by, { reason, details: { decision }, patch, now });
    // The bought home becomes the buyer's property in the same transaction as the close.
    if (change.ok && change.application.stage === 'CLOSED') await propertyOnClose(work, trx, change.application);
    return change;
  });
  if (!result) return { ok: false, code: 'NOT_FOUND', message: `There is no purchase application ${uuid}.` };
  work.logger.info('purchase decision', {
    applicationUuid: uuid,
    decision: decision.kind,
    by: by.name,
    outcome: result.ok ? result.application.stage : result.code,
  });
  if (result.ok) await afterPurchaseChange(work, result);
  return result;
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
