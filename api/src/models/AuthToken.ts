import { BaseModel } from './BaseModel.js';

/** EQUITY_VERIFICATION: the one-time code that re-authenticates a buy-in or cash-out. */
export type AuthTokenPurpose = 'PASSWORD_RESET' | 'EMAIL_VERIFICATION' | 'EQUITY_VERIFICATION';

export class AuthToken extends BaseModel {
  static override tableName = 'auth_tokens';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  purpose!: AuthTokenPurpose;
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
