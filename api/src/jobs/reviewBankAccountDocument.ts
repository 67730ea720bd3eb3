import { decideBankAccountDocument, SANDBOX_DOCUMENT_REVIEW_JOB } from '../services/payments/bankAccountDocumentReview.js';
import { defineJob } from './JobDefinition.js';

/**
 * Sandbox mode's review of a voided check or bank statement (§3.219): the document sent is
 * approved shortly after, and the account becomes usable. One decided meanwhile (by ops) or
 * replaced by a newer document is left as it is.
 */
export const reviewBankAccountDocument = defineJob<{ reviewUuid: string }>({
  name: SANDBOX_DOCUMENT_REVIEW_JOB,
  retryLimit: 5,
  retryDelaySeconds: 5,
  async handle({ reviewUuid }, context) {
    const result = await decideBankAccountDocument(context.db, context.now(), reviewUuid, { approve: true }, 'sandbox-document-review');
    if (!result.ok) context.logger.info('sandbox document review skipped', { reviewUuid, code: result.code });
  },
});
