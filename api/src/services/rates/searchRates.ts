import { RATES_MESSAGES, ratesInputFor } from '#core/rates/index';
import type { SearchRatesInput } from '#generated/server';
import type { Prequal } from '../../models/Prequal.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { createPrequal, priceRatesInput } from '../prequal/prequals.js';
import type { RatesResultView } from './refiRates.js';

export interface SearchRatesResult {
  prequal: Prequal | null;
  rates: RatesResultView | null;
  errors: FieldError[];
}

const incomplete = (): RatesResultView => ({
  pricingResultUuid: null,
  rateSheetEffectiveAt: null,
  rateOptions: [],
  errors: [{ code: 'INVALID_INPUT', message: RATES_MESSAGES.incomplete }],
});

/**
 * One calculator search (spec section 4: a prequal, then rates): the prequal is recorded and
 * priced once, with the search's filters, from the one RatesInput builder. Its refinance
 * eligibility and stored pricing result are those of the rates returned, which are the stored
 * result ratesPage returns for the same scenario.
 */
export async function searchRates(ctx: ServiceContext, input: SearchRatesInput): Promise<SearchRatesResult> {
  const extras = { annualIncome: input.annualIncome, monthlyDebt: input.monthlyDebt, filters: input.filters };
  const outcome = await createPrequal(ctx, { prequalInput: input.prequal, refreshPricingResults: true }, undefined, (prequal) =>
    priceRatesInput(ctx, ratesInputFor(prequal, extras)),
  );
  if (outcome.errors.length) return { prequal: null, rates: null, errors: outcome.errors };
  return { prequal: outcome.prequal ?? null, rates: outcome.rates ?? incomplete(), errors: [] };
}
