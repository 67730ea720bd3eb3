import type { Knex } from 'knex';
import { bankLinkMessages } from '#core/bankLinks/index';
import {
  bankAccountDocumentMessages,
  documentReviewStatus,
  isBankAccountDocumentType,
  SANDBOX_DOCUMENT_REVIEW_SECONDS,
  type BankAccountDocumentOutcome,
  type BankAccountDocumentReviewStatus,
  type BankAccountDocumentType,
} from '#core/payments/bankAccountDocumentReview';
import { Document } from '../../models/Document.js';
import { FinancialItem } from '../../models/FinancialItem.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { ownedFinancialItem, type FinancialItemPayload } from '../bankLinks/financialItems.js';

/** The sandbox's review of a sent document (UNDERWRITING_MODE sandbox). */
export const SANDBOX_DOCUMENT_REVIEW_JOB = 'review-bank-account-document';

interface ReviewRow {
  uuid: string;
  financialItemUuid: string;
  documentUuid: string | null;
  documentType: BankAccountDocumentType;
  userUuid: string;
  submittedAt: Date;
  decidedAt: Date | null;
  outcome: BankAccountDocumentOutcome | null;
  decidedBy: string | null;
  reason: string | null;
}

/** What the applicant reads of the latest document sent for an account. */
export interface BankAccountDocumentReviewView {
  uuid: string;
  financialItemUuid: string;
  documentType: BankAccountDocumentType;
  status: BankAccountDocumentReviewStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: string | null;
}

const TABLE = 'bankAccountDocumentReviews';

const viewOf = (row: ReviewRow): BankAccountDocumentReviewView => ({
  uuid: row.uuid,
  financialItemUuid: row.financialItemUuid,
  documentType: row.documentType,
  status: documentReviewStatus(row),
  submittedAt: row.submittedAt,
  decidedAt: row.decidedAt,
  reason: row.reason,
});

const latestReview = (db: Knex, financialItemUuid: string): Promise<ReviewRow | undefined> =>
  db<ReviewRow>(TABLE)
    .where({ financialItemUuid })
    .orderBy([{ column: 'submittedAt', order: 'desc' }, { column: 'uuid' }])
    .first();

const invalidDocument = (message: string): FieldError => ({ code: 'INVALID', field: 'documentUuid', message });

/**
 * The user sends a voided check or a bank statement they uploaded to the same application, to
 * verify one of their bank accounts: a review is opened and the account stays unusable until it
 * is approved. The sandbox's review is queued with it. Another user's item is NOT_FOUND.
 */
export async function submitBankAccountDocument(
  ctx: ServiceContext,
  input: { financialItemUuid: string; documentUuid: string },
): Promise<FinancialItemPayload> {
  const item = await ownedFinancialItem(ctx, input.financialItemUuid);
  if (item.kind !== 'BANK_ACCOUNT') return { financialItem: item, errors: [invalidDocument(bankAccountDocumentMessages.notABankAccount)] };
  if (item.manualVerificationAt) return { financialItem: item, errors: [invalidDocument(bankAccountDocumentMessages.alreadyVerified)] };
  const document = await Document.query(ctx.db).findOne({
    uuid: input.documentUuid,
    userUuid: item.userUuid,
    applicationType: item.applicationType,
    applicationUuid: item.applicationUuid,
  });
  if (!document || !isBankAccountDocumentType(document.type))
    return { financialItem: item, errors: [invalidDocument(bankLinkMessages.documentNotForVerification)] };
  const documentType = document.type;
  await ctx.db.transaction(async (trx) => {
    const [review] = await trx<ReviewRow>(TABLE)
      .insert({ financialItemUuid: item.uuid, documentUuid: document.uuid, documentType, userUuid: item.userUuid, submittedAt: ctx.now() })
      .returning('uuid');
    if (ctx.config.UNDERWRITING_MODE === 'sandbox')
      await ctx.jobs?.send(SANDBOX_DOCUMENT_REVIEW_JOB, { reviewUuid: review!.uuid }, { trx, startAfterSeconds: SANDBOX_DOCUMENT_REVIEW_SECONDS });
  });
  return { financialItem: item, errors: [] };
}

/** The latest document sent for one of the user's bank accounts, or null when none was; another's item is NOT_FOUND. */
export async function bankAccountDocumentReviewOf(ctx: ServiceContext, financialItemUuid: string): Promise<BankAccountDocumentReviewView | null> {
  const item = await ownedFinancialItem(ctx, financialItemUuid);
  const row = await latestReview(ctx.db, item.uuid);
  return row ? viewOf(row) : null;
}

export type DocumentDecision = { approve: true } | { approve: false; reason: string };
export type DecisionResult = { ok: true; review: BankAccountDocumentReviewView } | { ok: false; code: 'NOT_FOUND' | 'NOT_PENDING' | 'SUPERSEDED' };

/**
 * Decides a pending review: an approval records the document as the item's manual verification
 * (core's isVerifiedForPayments then admits the account); a refusal keeps its reason for the
 * applicant. Only the latest document sent for the item is decided; each is decided once.
 */
export async function decideBankAccountDocument(
  db: Knex,
  now: Date,
  reviewUuid: string,
  decision: DocumentDecision,
  decidedBy: string,
): Promise<DecisionResult> {
  return db.transaction(async (trx) => {
    const row = await trx<ReviewRow>(TABLE).where({ uuid: reviewUuid }).forUpdate().first();
    if (!row) return { ok: false, code: 'NOT_FOUND' } as const;
    if (row.decidedAt) return { ok: false, code: 'NOT_PENDING' } as const;
    if ((await latestReview(trx, row.financialItemUuid))?.uuid !== row.uuid) return { ok: false, code: 'SUPERSEDED' } as const;
    const outcome: BankAccountDocumentOutcome = decision.approve ? 'APPROVED' : 'REJECTED';
    const reason = decision.approve ? null : decision.reason.trim() || bankAccountDocumentMessages.defaultRejectionReason;
    await trx<ReviewRow>(TABLE).where({ uuid: row.uuid }).update({ decidedAt: now, outcome, decidedBy, reason });
    if (decision.approve)
      await FinancialItem.query(trx)
        .patch({ manualVerificationAt: now, manualVerificationDocumentUuid: row.documentUuid, updatedAt: now })
        .where({ uuid: row.financialItemUuid });
    return { ok: true, review: viewOf({ ...row, decidedAt: now, outcome, decidedBy, reason }) } as const;
  });
}

/** The latest document sent for an item that still waits for a decision (what ops decides by the item's uuid). */
export async function pendingReviewOfItem(db: Knex, financialItemUuid: string): Promise<string | null> {
  const row = await latestReview(db, financialItemUuid);
  return row && !row.decidedAt ? row.uuid : null;
}
