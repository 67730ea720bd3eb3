import type { Knex } from 'knex';
import { indexBasis, indexedValue, monthOf } from '#core/properties/index';
import { HousePriceIndex } from '../../models/HousePriceIndex.js';
import type { HomeToValue, HomeValue, HomeValuationSource } from './HomeValuationSource.js';

/**
 * The default source: the agreed value at closing moved by the home's state house-price index
 * (house_price_index, seeded with a demo index and replaced by loading real rows) from the
 * closing month to this month. None when the index lacks either month.
 */
export class HousePriceIndexSource implements HomeValuationSource {
  readonly name = 'house-price-index';

  constructor(private readonly db: Knex) {}

  async valueOf(home: HomeToValue, today: string): Promise<HomeValue | null> {
    if (!home.state) return null;
    const closingMonth = monthOf(home.closingDate);
    const month = monthOf(today);
    const rows = await HousePriceIndex.query(this.db).where({ state: home.state }).whereIn('month', [closingMonth, month]);
    const at = (m: string) => rows.find((row) => row.month === m)?.indexValue;
    const from = at(closingMonth);
    const to = at(month);
    if (!from || !to) return null;
    return {
      valueCents: indexedValue(home.originalAgreedValueCents, Number(from), Number(to)),
      source: 'HOUSE_PRICE_INDEX',
      basis: indexBasis(home.state, closingMonth, month),
      asOf: today,
    };
  }
}
