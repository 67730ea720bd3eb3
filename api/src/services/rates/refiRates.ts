import { priceScenario, rateOptionName, type RateOptionView, type RatesInput, type RatesRefusal, scenarioKey, storedRateOption, toRateOption, toScenario } from '#core/rates/index';
import { PricingResult } from '../../models/PricingResult.js';
import { RateOption } from '../../models/RateOption.js';
import type { ServiceContext } from '../context.js';
import { AppError } from '../errors.js';
import { activeSheet } from './activeSheet.js';
import { contentUuid, PRICING_NAMESPACE } from './contentUuid.js';
import { resultCacheFor } from './resultCache.js';

export interface RatesResultView {
  pricingResultUuid: string | null;
  rateSheetEffectiveAt: Date | null;
  /** The schema's RateOption: the resolvers type-check core/rates' view against it. */
  rateOptions: RateOptionView[];
  errors: RatesRefusal[];
}

/**
 * Prices a refinance against the active rate sheet (getRefiRates and ratesPage). The result is
 * addressed by sheet version + normalized scenario: pricing the same scenario again returns the
 * same stored result and uuids, from memory when this process priced it recently.
 */
export async function getRefiRates(ctx: ServiceContext, input: RatesInput): Promise<RatesResultView> {
  const sheet = await activeSheet(ctx.db);
  if (!sheet) throw new AppError('INTERNAL_SERVER_ERROR', 'Rates are not available right now.');
  const parsed = toScenario(input, ctx.config.LICENSED_STATES);
  if ('refusal' in parsed) return { pricingResultUuid: null, rateSheetEffectiveAt: sheet.effectiveAt, rateOptions: [], errors: [parsed.refusal] };

  const key = `${sheet.uuid}|${scenarioKey(parsed.scenario)}`;
  const cache = resultCacheFor<RatesResultView>(ctx.db);
  const cached = cache.get(key);
  if (cached) return cached;

  const started = performance.now();
  const outcome = priceScenario(sheet, parsed.scenario);
  const pricingResultUuid = contentUuid(PRICING_NAMESPACE, key);
  const priced = outcome.options.map((ranked) => ({ ranked, view: toRateOption(ranked, pricingResultUuid, contentUuid(pricingResultUuid, rateOptionName(ranked))) }));
  const rateOptions = priced.map(({ view }) => view);
  ctx.logger.debug('priced a refinance', { pricingResultUuid, options: rateOptions.length, ms: performance.now() - started });

  // The result and its options together; a result priced before (same uuids) is left as it is.
  await ctx.db.transaction(async (trx) => {
    const inserted = await trx(PricingResult.tableName)
      .insert({ uuid: pricingResultUuid, rateSheetUuid: sheet.uuid, scenario: JSON.stringify(parsed.scenario), errors: JSON.stringify(outcome.errors) })
      .onConflict('uuid')
      .ignore()
      .returning('uuid');
    if (inserted.length && priced.length) {
      await trx(RateOption.tableName).insert(priced.map(({ ranked, view }, position) => storedRateOption(view, ranked, position)));
    }
  });
  const result: RatesResultView = { pricingResultUuid, rateSheetEffectiveAt: sheet.effectiveAt, rateOptions, errors: outcome.errors };
  cache.set(key, result);
  return result;
}
