import type { PricingScenario, RateOptionView } from '#core/rates/index';
import type { ServiceContext } from '../context.js';
import { quotedSheet } from './activeSheet.js';
import { priceResult, resultKey } from './refiRates.js';
import { resultCacheFor } from './resultCache.js';
import { markQuoted, quoteOfOption } from './storedQuotes.js';

/**
 * One quoted option in full (rateOption): its fee lines and yearly schedule are what the card
 * list leaves out. The stored result keeps the scenario and sheet version, so the option is
 * the recently priced result's (from memory) or that scenario priced again, which gives the same
 * figures. Quotes are not anyone's: a visitor's search has no owner, and the uuid is known only
 * to whoever priced that scenario. An expired or unknown uuid is null.
 */
export async function rateOptionDetails(ctx: ServiceContext, rateOptionUuid: string): Promise<RateOptionView | null> {
  const stored = await quoteOfOption(ctx.db, rateOptionUuid);
  if (!stored) return null;
  const sheet = await quotedSheet(ctx.db, stored.rateSheetUuid);
  if (!sheet) return null;
  const scenario = stored.scenario as unknown as PricingScenario;
  const cache = resultCacheFor(ctx.db);
  const key = resultKey(sheet, scenario);
  let result = cache.get(key);
  if (!result) {
    result = priceResult(sheet, scenario).result;
    // Shown again: its retention counts from now, as for the rates page.
    await markQuoted(ctx.db, stored.uuid, ctx.now());
    cache.set(key, result);
  }
  return result.rateOptions.find((view) => view.rateOptionUuid === rateOptionUuid) ?? null;
}
