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
  createdAt!: Date;
  updatedAt!: Date;
}
