/**
 * What the bench asks for: the web app's own ratesPage document (the generated one, with the
 * __typename fields Apollo's cache adds before it sends it) and the rates input its calculator
 * builds from a filled-in form, through core/rates' one builder.
 */
import { MORTGAGE_TYPES, ratesInputFor, type RatesInput } from '#core/rates/index';
import { RatesPageDocument } from '#generated/web';
import { asApolloSends } from '../../web/src/lib/data/asApolloSends.js';

/** The query text exactly as the browser posts it. */
export const RATES_PAGE_QUERY = asApolloSends(RatesPageDocument);

/** The calculator's default search for a San Francisco condo refinance of `remaining` dollars. */
export function benchRatesInput(remaining: number): RatesInput {
  const input = ratesInputFor(
    {
      propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
      propertyUse: 'PRIMARY_RESIDENCE',
      propertyType: 'SINGLE_FAMILY',
      estimatedPropertyValue: 500_000,
      outstandingMortgageBalance: remaining,
      secondMortgageBalance: 0,
      isPayingOffSecondMortgage: false,
      isCashingOut: false,
      cashOutAmount: 0,
      creditScoreEstimate: 'SCORE_740_759',
      mortgageType: 'CONVENTIONAL',
      isVeteran: false,
    },
    { monthlyDebt: 0, filters: { term: 10, optimizeBy: 'MOST_POPULAR', requestedMortgages: [...MORTGAGE_TYPES] } },
  );
  if (!input) throw new Error('the bench search is incomplete');
  return input;
}
