import type { BankLinkApplicationType, FinancialItemKind } from '#core/bankLinks/index';
import { BaseModel } from './BaseModel.js';

/** One linked login at a bank (or brokerage, or lender) for an application; its accounts are financial_accounts. */
export class FinancialItem extends BaseModel {
  static override tableName = 'financial_items';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  applicationType!: BankLinkApplicationType;
  applicationUuid!: string;
  kind!: FinancialItemKind;
  provider!: string;
  providerItemId!: string;
  /** The provider's key to the item, sealed: read and written only through services/bankLinks/accessTokenCipher.ts. */
  accessTokenSealed!: string;
  institutionName!: string | null;
  errorCode!: string | null;
  /** The link token (update mode) that repairs the item while it is in error, and when it expires. */
  repairLinkToken!: string | null;
  repairLinkTokenExpiresAt!: Date | null;
  microdepositVerifiedAt!: Date | null;
  manualVerificationAt!: Date | null;
  manualVerificationDocumentUuid!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
