import type { LoanType, OccupancyType, PropertyType } from '#generated/server';
import { BaseModel } from './BaseModel.js';

import type { AdjustmentKind, LoanPurpose } from '#core/rates/index';

/** A loan-level price adjustment; every null criterion matches any loan. LTV bands are (ltvAbove, ltvMax]. */
export class PriceAdjustment extends BaseModel {
  static override tableName = 'price_adjustments';

  id!: number;
  rateSheetUuid!: string;
  lenderUuid!: string | null;
  loanType!: LoanType | null;
  minTermYears!: number | null;
  maxTermYears!: number | null;
  kind!: AdjustmentKind;
  value!: number;
  creditMin!: number | null;
  creditMax!: number | null;
  ltvAbove!: number | null;
  ltvMax!: number | null;
  purpose!: LoanPurpose | null;
  occupancies!: OccupancyType[] | null;
  propertyTypes!: PropertyType[] | null;
  secondLien!: boolean | null;
  loanAmountMin!: number | null;
  loanAmountMax!: number | null;
  states!: string[] | null;
  label!: string;

  static override get jsonAttributes() {
    return ['occupancies', 'propertyTypes', 'states'];
  }
}
