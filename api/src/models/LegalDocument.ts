import { BaseModel } from './BaseModel.js';

export class LegalDocument extends BaseModel {
  static override tableName = 'legal_documents';
  static override idColumn = 'uuid';

  uuid!: string;
  slug!: string;
  title!: string;
  summary!: string;
  bodyMarkdown!: string;
  /** 'YYYY-MM-DD' (date columns are read as text). */
  effectiveDate!: string;
  updatedAt!: Date;
}
