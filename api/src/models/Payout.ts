import { BaseModel } from './BaseModel.js';

export type PayoutStatus = 'REQUESTED' | 'PENDING' | 'PAID' | 'FAILED';

/** Cash-out money sent to a homeowner's linked bank account, unique by its idempotency key. */
export class Payout extends BaseModel {
  static override tableName = 'payouts';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  propertyUuid!: string;
  financialAccountUuid!: string | null;
  /** "Plaid Checking •••• 0000", for receipts and the ledger. */
  bankAccountLabel!: string;
  amountCents!: number;
  currency!: string;
  idempotencyKey!: string;
  provider!: string;
  providerReference!: string | null;
  status!: PayoutStatus;
  failureCode!: string | null;
  /** The ledger row (JSON) to write once the money moved; null for money no ledger row follows. */
  ledgerEntry!: string | null;
  description!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
