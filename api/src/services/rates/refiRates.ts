import type { RateOption } from '../../../../generated/server.js';
import { PricingResult } from '../../models/PricingResult.js';
import type { ServiceContext } from '../context.js';
import { AppError } from '../errors.js';
import { activeSheet } from './activeSheet.js';
import { priceScenario, rateOptionName, type RatesInput, type RatesRefusal, scenarioKey, storedRateOption, toRateOption, toScenario } from '#core/rates/index';
import { contentUuid, PRICING_NAMESPACE } from './contentUuid.js';
import { resultCacheFor } from './resultCache.js';

export interface RatesResultView {
  pricingResultUuid: string | null;
  rateSheetEffectiveAt: Date | null;
  rateOptions: RateOption[];
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

  await ctx
    .db(PricingResult.tableName)
    .insert({
      uuid: pricingResultUuid,
      rateSheetUuid: sheet.uuid,
      scenario: JSON.stringify(parsed.scenario),
      rateOptions: JSON.stringify(priced.map(({ ranked, view }) => storedRateOption(view, ranked))),
      errors: JSON.stringify(outcome.errors),
    })
    .onConflict('uuid')
    .ignore();
  const result: RatesResultView = { pricingResultUuid, rateSheetEffectiveAt: sheet.effectiveAt, rateOptions, errors: outcome.errors };
  cache.set(key, result);
  return result;
}
