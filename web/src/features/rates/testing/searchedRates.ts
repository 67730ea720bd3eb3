import { priceRates } from '../../../../../mocks/rates';
import { emptyDraft } from '../model/calculatorValues';

/**
 * The results list as a search leaves it, for stories and tests: a San Francisco refinance priced
 * by the real engine on the seeded sheet, whose most popular sort lists Harborview's no-points
 * 30-year row first.
 */
export const searchedRates = {
  results: priceRates({
    propertyLocation: { state: 'CA' },
    remainingMortgageAmount: 420_000,
    estimatedHomeValue: 750_000,
    creditScoreRange: 'SCORE_760_779',
    filters: { optimizeBy: 'MOST_POPULAR' },
  }).rateOptions,
  loading: false,
  error: null,
  rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z',
  draft: emptyDraft(),
};
