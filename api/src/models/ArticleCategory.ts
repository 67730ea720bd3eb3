import { BaseModel } from './BaseModel.js';

export class ArticleCategory extends BaseModel {
  static override tableName = 'article_categories';
  static override idColumn = 'uuid';

  uuid!: string;
  slug!: string;
  name!: string;
  description!: string;
  position!: number;
  createdAt!: Date;
  updatedAt!: Date;
}
