import type { ValuationSource } from '#core/properties/vocabulary';
import { BaseModel } from './BaseModel.js';

/** A home value with what it is based on and its date. */
export class PropertyValuation extends BaseModel {
  static override tableName = 'property_valuations';
  static override idColumn = 'uuid';

  uuid!: string;
  propertyUuid!: string;
  valueCents!: number;
  source!: ValuationSource;
  basis!: string;
  /** YYYY-MM-DD. */
  asOf!: string;
  createdAt!: Date;
  /** The same-day correction that replaced this value; null while it is current. */
  supersededBy!: string | null;
  supersededAt!: Date | null;
}
