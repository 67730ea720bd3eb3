import type { AccountVerificationStatus } from '#core/bankLinks/index';
import { BaseModel } from './BaseModel.js';

/** One account of a linked financial item, as the provider reported it. */
export class FinancialAccount extends BaseModel {
  static override tableName = 'financial_accounts';
  static override idColumn = 'uuid';

  uuid!: string;
  financialItemUuid!: string;
  accountId!: string;
  name!: string;
  mask!: string | null;
  type!: string;
  subtype!: string | null;
  verificationStatus!: AccountVerificationStatus;
}
