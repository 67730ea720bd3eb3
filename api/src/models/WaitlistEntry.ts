import { BaseModel } from './BaseModel.js';

export class WaitlistEntry extends BaseModel {
  static override tableName = 'waitlist_entries';
  static override idColumn = 'uuid';

  uuid!: string;
  product!: 'RESTRUCTURE' | 'PURCHASE';
  email!: string;
  firstName!: string;
  zip!: string;
  state!: string | null;
  purchaseStage!: 'RESEARCHING' | 'OPEN_HOUSES' | 'OFFERS' | 'CONTRACT' | null;
  timeline!: string | null;
  userUuid!: string | null;
  /** sha256 of the token of the newest mailed link to change or leave the entry. */
  manageTokenHash!: string | null;
  manageTokenExpiresAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
