import { BaseModel } from './BaseModel.js';

export type AuthTokenPurpose = 'PASSWORD_RESET' | 'EMAIL_VERIFICATION';

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
