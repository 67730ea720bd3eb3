import type { LoanEstimateSection, LoanType } from '#generated/server';
import { BaseModel } from './BaseModel.js';

/** A closing cost: a flat amount plus a percent of the loan. Null lender means every lender's. */
export class Fee extends BaseModel {
  static override tableName = 'fees';

  id!: number;
  rateSheetUuid!: string;
  lenderUuid!: string | null;
  loanType!: LoanType | null;
  states!: string[] | null;
  section!: LoanEstimateSection;
  name!: string;
  amount!: number;
  percentOfLoan!: number;
  /** Counts toward the APR as a prepaid finance charge (Regulation Z 1026.4). */
  financeCharge!: boolean;

  static override get jsonAttributes() {
    return ['states'];
  }
}
