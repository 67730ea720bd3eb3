// `npm run ops -- payments verify-bank-account <financialItemUuid> [--reject --reason "..."]`: a
// person's review of the voided check or bank statement sent for a bank account (§3.219).
import { decideBankAccountDocument, pendingReviewOfItem } from './bankAccountDocumentReview.js';
import type { PaymentWebhookWork } from './paymentWebhooks.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USAGE = 'Usage: payments verify-bank-account <financialItemUuid> [--reject --reason "..."]';

/** Approves (or with --reject refuses) the latest document sent for the item; exit code 0 done, 1 refused, 2 usage. */
export async function verifyBankAccountOps(
  work: Pick<PaymentWebhookWork, 'db' | 'now'>,
  operands: string[],
  options: { reject?: boolean; reason?: string },
): Promise<{ exitCode: number; lines: string[] }> {
  const [financialItemUuid, ...extra] = operands;
  if (!financialItemUuid || extra.length > 0 || !UUID.test(financialItemUuid)) return { exitCode: 2, lines: [USAGE] };
  if (options.reason !== undefined && !options.reject) return { exitCode: 2, lines: ['--reason goes with --reject.', USAGE] };
  const reviewUuid = await pendingReviewOfItem(work.db, financialItemUuid);
  if (!reviewUuid) return { exitCode: 1, lines: [`${financialItemUuid}: no voided check or bank statement waits for review.`] };
  const decision = options.reject ? { approve: false as const, reason: options.reason ?? '' } : { approve: true as const };
  const result = await decideBankAccountDocument(work.db, work.now(), reviewUuid, decision, 'ops');
  if (!result.ok) return { exitCode: 1, lines: [`${financialItemUuid}: the document was decided meanwhile (${result.code}).`] };
  const { review } = result;
  return {
    exitCode: 0,
    lines: [review.status === 'VERIFIED' ? `${financialItemUuid}  VERIFIED` : `${financialItemUuid}  REJECTED  ${review.reason}`],
  };
}
