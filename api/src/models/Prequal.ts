import type { CreditScoreRange, LoanType, MortgageInterestType, OccupancyType, ProductEligibility, ProductFunnel, PropertyType } from '#generated/server';
import { BaseModel } from './BaseModel.js';

export interface StoredLocation {
  placeId?: string | null;
  streetName?: string | null;
  streetNumber?: string | null;
  unitNumber?: string | null;
  zip?: string | null;
  locality?: string | null;
  county?: string | null;
  state?: string | null;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export class Prequal extends BaseModel {
  static override tableName = 'prequals';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string | null;
  propertyLocation!: StoredLocation | null;
  propertyUse!: OccupancyType | null;
  propertyType!: PropertyType | null;
  estimatedPropertyValue!: number | null;
  outstandingMortgageBalance!: number | null;
  originalMortgageBalance!: number | null;
  secondMortgageBalance!: number | null;
  isPayingOffSecondMortgage!: boolean | null;
  isCashingOut!: boolean | null;
  cashOutAmount!: number | null;
  creditScoreEstimate!: CreditScoreRange | null;
  mortgageType!: LoanType | null;
  mortgageInterestType!: MortgageInterestType | null;
  mortgageTerm!: number | null;
  isVeteran!: boolean | null;
  leadPipelineDealId!: string | null;
  productSelection!: string | null;
  productEligibility!: ProductEligibility | null;
  applicationUuid!: string | null;
  isWaitlisted!: boolean;
  downPayment!: number | null;
  productFunnel!: ProductFunnel | null;
  program!: string | null;
  pricingResultUuid!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes() {
    return ['propertyLocation', 'productEligibility'];
  }
}
