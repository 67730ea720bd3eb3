import type { LedgerEntryKind } from '#core/partnership/index';
import { BaseModel } from './BaseModel.js';

/** One row of a property's append-only equity ledger. */
export class PropertyLedgerEntry extends BaseModel {
  static override tableName = 'property_equity_ledger';
  static override idColumn = 'uuid';

  uuid!: string;
  sequence!: number;
  propertyUuid!: string;
  kind!: LedgerEntryKind;
  idempotencyKey!: string;
  amountCents!: number;
  valueCents!: number;
  dpBefore!: number;
  dpAfter!: number;
  mortgageBalanceCents!: number | null;
  paymentUuid!: string | null;
  /** The payout that paid a cash-out to the homeowner. */
  payoutUuid!: string | null;
  recordedBy!: string;
  description!: string | null;
  createdAt!: Date;
  /** sha256 of the previous row of the same property (null for the first) and of this row with it: set by the database (decision 0020). */
  previousHash!: string | null;
  hash!: string;
}
