import type { StoredRateOption } from '#core/rates/index';
import { BaseModel } from './BaseModel.js';

/** A quoted rate option an application chose, as core/rates' StoredRateOption describes it, found by its uuid. */
export class RateOption extends BaseModel implements StoredRateOption {
  static override tableName = 'rate_options';
  static override idColumn = 'rateOptionUuid';

  rateOptionUuid!: string;
  pricingResultUuid!: string;
  /** Place in the result's list. */
  position!: number;
  lenderUuid!: string;
  loanProgramUuid!: string;
  loanProgramCode!: string;
  lockDays!: number;
  sheetRate!: number;
  interestRate!: number;
  points!: number;
  effectivePoints!: number;
  noteAmount!: number;
  baseLoanAmount!: number;
  monthlyPayment!: number;
  apr!: number;
  totalFees!: number;
}
