/**
 * The closing disbursement: the cash at closing paid to the account the homeowner chose, one
 * payout and one ledger row per deal. The words the dashboard shows for it live here, shared by
 * the API and the browser mocks.
 */
import type { LedgerEntryKind } from '../partnership/ledger.js';
import { payoutRefusalReason } from './payoutMessages.js';

/** The payout's and the ledger row's idempotency key: one disbursement per application. */
export const closingDisbursementKey = (applicationUuid: string) => `closing-disbursement:${applicationUuid}`;
export const isClosingDisbursementKey = (key: string) => key.startsWith(closingDisbursementKey(''));

/** The payout's description, as the provider and the bank statement carry it. */
export const CLOSING_DISBURSEMENT_DESCRIPTION = 'Cash at closing to your account';
/** The ledger row's description, after its kind's label: the account the cash went to. */
export const closingDisbursementDescription = (accountLabel: string) => (accountLabel ? `To ${accountLabel}` : 'To your account');

/** Why a disbursement was not sent when there was no linked, verified account to pay. */
export const CLOSING_ACCOUNT_REQUIRED_CODE = 'account_required';

/** A payout's states (decision 0021) as the dashboard names them. */
export const CLOSING_DISBURSEMENT_STATUSES = ['REQUESTED', 'PENDING', 'PAID', 'FAILED'] as const;
export type ClosingDisbursementStatus = (typeof CLOSING_DISBURSEMENT_STATUSES)[number];

export const CLOSING_DISBURSEMENT_STATUS_LABELS: Record<ClosingDisbursementStatus, string> = {
  REQUESTED: 'Requested',
  PENDING: 'On its way',
  PAID: 'Paid',
  FAILED: 'Not paid yet',
};

/** What the homeowner reads under a disbursement: when it arrives, or what to do. */
export function closingDisbursementMessage(status: ClosingDisbursementStatus, failureCode: string | null): string {
  switch (status) {
    case 'REQUESTED':
      return 'We are sending your cash at closing to your account.';
    case 'PENDING':
      return 'Your cash at closing is on its way; bank transfers take 1 to 3 business days.';
    case 'PAID':
      return 'Your cash at closing is in your account.';
    case 'FAILED':
      return failureCode === CLOSING_ACCOUNT_REQUIRED_CODE || failureCode === 'account_unlinked'
        ? 'Link and verify a bank account to receive your cash at closing; we send it within a few minutes of your linking one.'
        : `${payoutRefusalReason(failureCode ?? '')} Link another account; we send your cash at closing to it within a few minutes.`;
  }
}

/** The equity ledger's kinds as the transactions list names them. */
export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  BUY_IN: 'Buy-in',
  RECURRING_BUY_IN: 'Monthly buy-in',
  SCHEDULED_BUY_BACK: 'Reduction payment',
  CASH_OUT: 'Cash out',
  USAGE_FEE: 'Usage fee',
  VALUATION: 'New home value',
  CLOSING_DISBURSEMENT: 'Cash at closing',
};
