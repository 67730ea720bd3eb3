import type { LoanBuyerType, LoanType, MortgageInterestType, MortgageType, OccupancyType, PropertyType } from '../../../../generated/server.js';
import type { Fee } from '../../models/Fee.js';
import type { PriceAdjustment } from '../../models/PriceAdjustment.js';
import type { ArmCaps } from '../../../../core/loanMath/index.js';

/** The active rate sheet as the engine reads it: plain objects, loaded once per sheet version. */
export interface PricingSheet {
  uuid: string;
  effectiveAt: Date;
  programs: PricingProgram[];
  adjustments: PriceAdjustment[];
  fees: Fee[];
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
