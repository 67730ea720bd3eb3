import {
  priceScenario,
  type PricingScenario,
  type PricingSheet,
  rateOptionName,
  type RateOptionView,
  type RatesInput,
  type RatesRefusal,
  scenarioKey,
  type StoredRateOption,
  storedRateOption,
  toRateOption,
  toScenario,
} from '#core/rates/index';
import type { ServiceContext } from '../context.js';
import { AppError } from '../errors.js';
import { activeSheet } from './activeSheet.js';
import { contentUuid, PRICING_NAMESPACE } from './contentUuid.js';
import { resultCacheFor } from './resultCache.js';
import { storeQuote } from './storedQuotes.js';

export interface RatesResultView {
  pricingResultUuid: string | null;
  rateSheetEffectiveAt: Date | null;
  /** The schema's RateOption: the resolvers type-check core/rates' view against it. */
  rateOptions: RateOptionView[];
  errors: RatesRefusal[];
}

/** What a scenario prices to on a sheet, and the stored form of any of its options. */
interface PricedResult {
  pricingResultUuid: string;
  result: RatesResultView;
  /** The row an option gets when an application chooses it (chosenRateOption.ts). */
  storedOption: (rateOptionUuid: string) => StoredRateOption | undefined;
}

/** The address of a result: sheet version + normalized scenario (its uuid derives from it). */
export function resultKey(sheet: PricingSheet, scenario: PricingScenario): string {
  return `${sheet.uuid}|${scenarioKey(scenario)}`;
}

/** Prices a scenario on a sheet: the result as the schema shows it, and its options' stored form. */
export function priceResult(sheet: PricingSheet, scenario: PricingScenario): PricedResult {
  const key = resultKey(sheet, scenario);
  const outcome = priceScenario(sheet, scenario);
  const pricingResultUuid = contentUuid(PRICING_NAMESPACE, key);
  const priced = outcome.options.map((ranked) => ({
    ranked,
    view: toRateOption(ranked, pricingResultUuid, contentUuid(pricingResultUuid, rateOptionName(ranked))),
  }));
  return {
    pricingResultUuid,
    result: { pricingResultUuid, rateSheetEffectiveAt: sheet.effectiveAt, rateOptions: priced.map(({ view }) => view), errors: outcome.errors },
    storedOption: (rateOptionUuid) => {
      const position = priced.findIndex(({ view }) => view.rateOptionUuid === rateOptionUuid);
      const chosen = priced[position];
      return chosen ? storedRateOption(chosen.view, chosen.ranked, position) : undefined;
    },
  };
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

  const key = resultKey(sheet, parsed.scenario);
  const cache = resultCacheFor(ctx.db);
  const cached = cache.get(key);
  if (cached) return cached;

  const started = performance.now();
  const { pricingResultUuid, result } = priceResult(sheet, parsed.scenario);
  const rateOptionUuids = result.rateOptions.map((option) => option.rateOptionUuid);
  ctx.logger.debug('priced a refinance', { pricingResultUuid, options: rateOptionUuids.length, ms: performance.now() - started });

  await storeQuote(ctx.db, { pricingResultUuid, rateSheetUuid: sheet.uuid, scenario: parsed.scenario, errors: result.errors, rateOptionUuids }, ctx.now());
  cache.set(key, result);
  return result;
}
