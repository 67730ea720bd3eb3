import { BaseModel } from './BaseModel.js';

export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  tokenHash!: string;
  expiresAt!: Date;
  createdAt!: Date;
  lastSeenAt!: Date;
}
