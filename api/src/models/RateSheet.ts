import { BaseModel } from './BaseModel.js';

/** A dated rate sheet; exactly one is active and priced against. */
export class RateSheet extends BaseModel {
  static override tableName = 'rate_sheets';
  static override idColumn = 'uuid';

  uuid!: string;
  effectiveAt!: Date;
  description!: string | null;
  sourceName!: string | null;
  isActive!: boolean;
  importedAt!: Date;
}
