import { BaseModel } from './BaseModel.js';

/** One appraisal recorded on a purchase, with its audit (who, when, why). Ops output only, never the buyer's. */
export class PurchaseAppraisal extends BaseModel {
  static override tableName = 'purchase_appraisals';
  static override idColumn = 'uuid';

  uuid!: string;
  sequence!: number;
  applicationUuid!: string;
  valueCents!: number;
  actor!: 'REVIEWER' | 'SYSTEM';
  actorName!: string;
  reason!: string | null;
  createdAt!: Date;
}
