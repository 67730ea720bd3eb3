import type {
  AdjustmentKind,
  LoanBuyerType,
  LoanEstimateSection,
  LoanPurpose,
  LoanType,
  MortgageInterestType,
  MortgageType,
  OccupancyType,
  PropertyType,
} from './vocabulary.js';
import type { ArmCaps } from '#core/loanMath/index';

/** The active rate sheet as the engine reads it: plain objects, loaded once per sheet version. */
export interface PricingSheet {
  uuid: string;
  effectiveAt: Date;
  programs: PricingProgram[];
  adjustments: SheetAdjustment[];
  fees: SheetFee[];
}

export interface PricingLender {
  uuid: string;
  companyName: string;
  loanBuyerType: LoanBuyerType;
}

export interface ArmTerms {
  index: string;
  indexRate: number;
  margin: number;
  caps: ArmCaps;
  adjustmentMonths: number;
}

export interface QuotedRate {
  rate: number;
  points: number;
}

export interface PricingProgram {
  uuid: string;
  lender: PricingLender;
  code: string;
  lenderProgramCode: string;
  loanType: LoanType;
  mortgageType: MortgageType;
  amortizationType: MortgageInterestType;
  termYears: number;
  fixedYears: number;
  arm: ArmTerms | null;
  minCreditScore: number;
  maxLtv: number;
  maxCashOutLtv: number | null;
  minLoanAmount: number;
  maxLoanAmount: number;
  occupancies: ReadonlySet<OccupancyType>;
  propertyTypes: ReadonlySet<PropertyType>;
  upfrontFeePercent: number;
  annualMiPercent: number;
  popularityRank: number;
  /** Rate rows of the quoted lock, lowest rate first. */
  quotedRates: QuotedRate[];
}

/** A loan-level price adjustment; every null criterion matches any loan. LTV bands are (ltvAbove, ltvMax]. */
export interface SheetAdjustment {
  lenderUuid: string | null;
  loanType: LoanType | null;
  minTermYears: number | null;
  maxTermYears: number | null;
  kind: AdjustmentKind;
  value: number;
  creditMin: number | null;
  creditMax: number | null;
  ltvAbove: number | null;
  ltvMax: number | null;
  purpose: LoanPurpose | null;
  occupancies: readonly OccupancyType[] | null;
  propertyTypes: readonly PropertyType[] | null;
  secondLien: boolean | null;
  loanAmountMin: number | null;
  loanAmountMax: number | null;
  states: readonly string[] | null;
  label: string;
}

/** A closing cost: a flat amount plus a percent of the loan. A null lender means every lender's. */
export interface SheetFee {
  lenderUuid: string | null;
  loanType: LoanType | null;
  states: readonly string[] | null;
  section: LoanEstimateSection;
  name: string;
  amount: number;
  percentOfLoan: number;
  /** Counts toward the APR as a prepaid finance charge (Regulation Z 1026.4). */
  financeCharge: boolean;
}
