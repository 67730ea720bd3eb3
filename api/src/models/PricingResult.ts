import { BaseModel } from './BaseModel.js';

/** A priced scenario as quoted; its options are rate_options rows (RateOption), so they can be referred to later. */
export class PricingResult extends BaseModel {
  static override tableName = 'pricing_results';
  static override idColumn = 'uuid';

  uuid!: string;
  rateSheetUuid!: string;
  scenario!: Record<string, unknown>;
  errors!: Array<{ code: string; message: string }>;
  createdAt!: Date;
  /** When this result was last quoted (priced or shown again); stored quotes expire by it. */
  quotedAt!: Date;

  static override get jsonAttributes() {
    return ['scenario', 'errors'];
  }
}
