import type { PricingScenario, PricingSheet, RateOptionView } from '#core/rates/index';
import { PricingResult } from '../../models/PricingResult.js';
import { RateOption } from '../../models/RateOption.js';
import { RateSheet } from '../../models/RateSheet.js';
import type { ServiceContext } from '../context.js';
import { activeSheet, loadSheet } from './activeSheet.js';
import { priceResult, type RatesResultView, resultKey } from './refiRates.js';
import { resultCacheFor } from './resultCache.js';
import { markQuoted } from './storedQuotes.js';

/** The sheet a result was priced on: the active one from memory, an older one from the database. */
async function sheetOf(ctx: ServiceContext, rateSheetUuid: string): Promise<PricingSheet | null> {
  const active = await activeSheet(ctx.db);
  if (active?.uuid === rateSheetUuid) return active;
  const sheet = await RateSheet.query(ctx.db).findById(rateSheetUuid);
  return sheet ? loadSheet(ctx.db, sheet) : null;
}

/**
 * One quoted option in full (rateOption): its fee lines and yearly schedule are what the card
 * list leaves out. The stored result keeps the scenario and sheet version, so the option is
 * the recently priced result's (from memory) or that scenario priced again, which gives the same
 * figures. Quotes are not anyone's: a visitor's search has no owner, and the uuid is known only
 * to whoever priced that scenario. An expired or unknown uuid is null.
 */
export async function rateOptionDetails(ctx: ServiceContext, rateOptionUuid: string): Promise<RateOptionView | null> {
  const option = await RateOption.query(ctx.db).findById(rateOptionUuid);
  if (!option) return null;
  const stored = await PricingResult.query(ctx.db).findById(option.pricingResultUuid);
  if (!stored) return null;
  const sheet = await sheetOf(ctx, stored.rateSheetUuid);
  if (!sheet) return null;
  const scenario = stored.scenario as unknown as PricingScenario;
  const cache = resultCacheFor<RatesResultView>(ctx.db);
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
