import type { PaymentStatus } from './vocabulary.js';

/** What the processor says became of a charge that was still clearing (a bank debit). */
export type PaymentSettlement = 'SUCCEEDED' | 'FAILED';

/**
 * The status a payment moves to on the processor's word that it settled, or null when nothing
 * changes: only a debit still PROCESSING settles, so a repeated event, or one that comes after
 * the payment was settled the other way, changes nothing (the second is for the operators to see).
 */
export function settledStatus(current: PaymentStatus, settlement: PaymentSettlement): PaymentSettlement | null {
  return current === 'PROCESSING' ? settlement : null;
}
