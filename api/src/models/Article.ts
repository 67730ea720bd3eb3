import { BaseModel } from './BaseModel.js';

export class Article extends BaseModel {
  static override tableName = 'articles';
  static override idColumn = 'uuid';

  uuid!: string;
  slug!: string;
  categoryUuid!: string;
  title!: string;
  summary!: string;
  bodyMarkdown!: string;
  status!: 'DRAFT' | 'PUBLISHED';
  author!: string;
  heroImageUrl!: string | null;
  heroImageAlt!: string | null;
  publishedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
