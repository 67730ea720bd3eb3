import type { PaymentMethodKind } from '#core/payments/index';
import { BaseModel } from './BaseModel.js';

/** A card or bank account a user saved with the payment processor; removedAt hides it from use. */
export class PaymentMethod extends BaseModel {
  static override tableName = 'payment_methods';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  kind!: PaymentMethodKind;
  processor!: string;
  processorReference!: string;
  processorCustomerReference!: string | null;
  brand!: string | null;
  expMonth!: number | null;
  expYear!: number | null;
  bankName!: string | null;
  accountSubtype!: string | null;
  last4!: string;
  linkedBankAccountUuid!: string | null;
  isDefault!: boolean;
  removedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
