import type { PaymentStatus } from '#core/payments/index';
import { BaseModel } from './BaseModel.js';

/** One charge to a saved payment method, unique by its idempotency key. */
export class Payment extends BaseModel {
  static override tableName = 'payments';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  paymentMethodUuid!: string;
  amountCents!: number;
  currency!: string;
  idempotencyKey!: string;
  status!: PaymentStatus;
  processorReference!: string | null;
  description!: string;
  /** When the processor's webhook said a bank debit cleared or failed. */
  settledAt!: Date | null;
  /** Why a debit failed, in the processor's words (insufficient_funds, account_closed, ...). */
  failureCode!: string | null;
  /** The ledger row (JSON) to write once the money moved; null for money no ledger row follows. */
  ledgerEntry!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
