import { BaseModel } from './BaseModel.js';

export class FaqEntry extends BaseModel {
  static override tableName = 'faq_entries';
  static override idColumn = 'uuid';

  uuid!: string;
  slug!: string;
  topic!: string;
  question!: string;
  answerMarkdown!: string;
  position!: number;
  updatedAt!: Date;
}
