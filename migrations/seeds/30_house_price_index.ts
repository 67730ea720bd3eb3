import type { Knex } from 'knex';
import { housePriceIndexRows } from './data/housePriceIndex.js';

/** The demo house-price index (seeds/data/housePriceIndex.ts); rows already there are kept. */
export async function seed(knex: Knex): Promise<void> {
  const rows = housePriceIndexRows();
  for (let i = 0; i < rows.length; i += 500) {
    await knex('housePriceIndex')
      .insert(rows.slice(i, i + 500))
      .onConflict(['state', 'month'])
      .ignore();
  }
}
