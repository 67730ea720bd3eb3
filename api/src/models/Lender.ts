import type { LoanBuyerType } from '#generated/server';
import { BaseModel } from './BaseModel.js';

export class Lender extends BaseModel {
  static override tableName = 'lenders';
  static override idColumn = 'uuid';

  uuid!: string;
  code!: string;
  companyName!: string;
  loanBuyerType!: LoanBuyerType;
  createdAt!: Date;
  updatedAt!: Date;
}
