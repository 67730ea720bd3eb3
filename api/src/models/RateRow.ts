import { BaseModel } from './BaseModel.js';

/** A note rate and its price for one lock period; points > 0 cost the borrower, < 0 are a credit. */
export class RateRow extends BaseModel {
  static override tableName = 'rate_rows';

  id!: number;
  loanProgramUuid!: string;
  lockDays!: number;
  rate!: number;
  points!: number;
}
