import type { LoanType, MortgageType, OccupancyType, PropertyType } from '#generated/server';
import { BaseModel } from './BaseModel.js';

/** One lender's loan program on one rate sheet; ARM fields are null for fixed-rate programs. */
export class LoanProgram extends BaseModel {
  static override tableName = 'loan_programs';
  static override idColumn = 'uuid';

  uuid!: string;
  rateSheetUuid!: string;
  lenderUuid!: string;
  code!: string;
  lenderProgramCode!: string;
  loanType!: LoanType;
  mortgageType!: MortgageType;
  armIndex!: string | null;
  armIndexRate!: number | null;
  armMargin!: number | null;
  armCapInitial!: number | null;
  armCapPeriodic!: number | null;
  armCapLifetime!: number | null;
  armAdjustmentMonths!: number | null;
  minCreditScore!: number;
  maxLtv!: number;
  maxCashOutLtv!: number | null;
  minLoanAmount!: number;
  maxLoanAmount!: number;
  occupancies!: OccupancyType[];
  propertyTypes!: PropertyType[];
  upfrontFeePercent!: number;
  annualMiPercent!: number;
  popularityRank!: number;

  static override get jsonAttributes() {
    return ['occupancies', 'propertyTypes'];
  }
}
