import type { PricingScenario } from '#core/rates/index';
import { RateOption } from '../../models/RateOption.js';
import type { ServiceContext } from '../context.js';
import { quotedSheet } from './activeSheet.js';
import { priceResult } from './refiRates.js';
import { quoteOfOption } from './storedQuotes.js';

/** PostgreSQL's foreign_key_violation: the quote was purged between finding it and keeping the option. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Gives a quoted option its own rate_options row, with the figures quoted, when an application
 * is about to choose it: a search stores only its options' uuids (storedQuotes.ts), and the
 * application then finds its rate by primary key for as long as it lasts, whatever later sheets
 * say. The figures are the stored scenario priced again on the stored sheet, which gives the
 * same result. False when the option is unknown or its quote has expired.
 */
export async function keepChosenRateOption(ctx: ServiceContext, rateOptionUuid: string): Promise<boolean> {
  if (await RateOption.query(ctx.db).findById(rateOptionUuid)) return true;
  const quote = await quoteOfOption(ctx.db, rateOptionUuid);
  if (!quote) return false;
  const sheet = await quotedSheet(ctx.db, quote.rateSheetUuid);
  const option = sheet && priceResult(sheet, quote.scenario as unknown as PricingScenario).storedOption(rateOptionUuid);
  if (!option) return false;
  try {
    await ctx.db(RateOption.tableName).insert(option).onConflict('rateOptionUuid').ignore();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}
