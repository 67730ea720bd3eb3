import { BaseModel } from './BaseModel.js';

/**
 * A priced scenario as quoted, with its options' uuids in the quoted order (an option's figures
 * are the scenario priced again on the sheet); an option an application chose also has its
 * rate_options row (RateOption).
 */
export class PricingResult extends BaseModel {
  static override tableName = 'pricing_results';
  static override idColumn = 'uuid';

  uuid!: string;
  rateSheetUuid!: string;
  scenario!: Record<string, unknown>;
  errors!: Array<{ code: string; message: string }>;
  rateOptionUuids!: string[];
  createdAt!: Date;
  /** When this result was last quoted (priced or shown again); stored quotes expire by it. */
  quotedAt!: Date;

  static override get jsonAttributes() {
    return ['scenario', 'errors'];
  }
}
