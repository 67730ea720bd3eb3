import { BaseModel } from './BaseModel.js';

/** A state's house-price index for one month (YYYY-MM). */
export class HousePriceIndex extends BaseModel {
  static override tableName = 'house_price_index';
  static override idColumn = ['state', 'month'];

  state!: string;
  month!: string;
  indexValue!: number;
}
