import { BaseModel } from './BaseModel.js';

export class Program extends BaseModel {
  static override tableName = 'programs';
  static override idColumn = 'uuid';

  uuid!: string;
  slug!: string;
  product!: 'FINANCE' | 'PURCHASE';
  type!: string;
  name!: string;
  sponsor!: string;
  summary!: string;
  states!: string[];
  highlights!: Array<{ label: string; value: string }>;
  eligibility!: string[];
  maxPriceCents!: number | null;
  detailMarkdown!: string;
  position!: number;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes() {
    return ['highlights', 'eligibility'];
  }
}
