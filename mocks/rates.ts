import { delay, graphql, HttpResponse } from 'msw';
import type {
  AddressSuggestionsQuery,
  AddressSuggestionsQueryVariables,
  CreatePrequalMutation,
  CreatePrequalMutationVariables,
  LoanCostQuery,
  LoanCostQueryVariables,
  PlaceQuery,
  PlaceQueryVariables,
  RatesErrorCode,
  RatesPageQuery,
  RatesPageQueryVariables,
} from '../generated/web';
import { demoUser } from './fixtures';
import { loanCost } from '#core/loanMath/index';
import { loanCostProblem } from '#core/rates/index';
import { findPlace, suggestAddresses } from './ratesPlaces';
import { priceRates } from './ratesSheet';
import { mockSession } from './session';

export { mockPlaces } from './ratesPlaces';
export { priceRates } from './ratesSheet';

const SEARCH_DELAY_MS = 120;
const PRICING_DELAY_MS = 350;

/** Realistic pauses in the browser; none under test, where they only slow the suite down. */
const pause = (ms: number) => (import.meta.env.MODE === 'test' ? undefined : delay(ms));

/** The rates page priced by the real engine on the seeded sheet (ratesPage and getRefiRates answer alike). */
export const ratesPageHandler = graphql.query<RatesPageQuery, RatesPageQueryVariables>('ratesPage', async ({ variables }) => {
  await pause(PRICING_DELAY_MS);
  return HttpResponse.json({ data: { __typename: 'Query', ratesPage: priceRates(variables.ratesInput) } });
});

let prequalSequence = 0;

export const createPrequalHandler = graphql.mutation<CreatePrequalMutation, CreatePrequalMutationVariables>('createPrequal', async ({ variables }) => {
  await pause(SEARCH_DELAY_MS);
  prequalSequence += 1;
  const uuid = `9b4f0c2d-6e1a-4b3c-9d8e-${prequalSequence.toString(16).padStart(12, '0')}`;
  const { productFunnel, program } = variables.prequalInput;
  return HttpResponse.json({
    data: {
      __typename: 'Mutation',
      createPrequal: {
        __typename: 'CreatePrequalPayload',
        user: mockSession.isLoggedIn() ? { __typename: 'User', uuid: demoUser.uuid } : null,
        prequals: [{ __typename: 'Prequal', uuid, productFunnel: productFunnel ?? null, program: program ?? null }],
        errors: [],
      },
    },
  });
});

export const addressSuggestionsHandler = graphql.query<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>('addressSuggestions', async ({ variables }) => {
  await pause(SEARCH_DELAY_MS);
  return HttpResponse.json({ data: { __typename: 'Query', addressSuggestions: suggestAddresses(variables.query) } });
});

export const placeHandler = graphql.query<PlaceQuery, PlaceQueryVariables>('place', async ({ variables }) => {
  await pause(SEARCH_DELAY_MS);
  return HttpResponse.json({ data: { __typename: 'Query', place: findPlace(variables.placeId) } });
});

export const loanCostHandler = graphql.query<LoanCostQuery, LoanCostQueryVariables>('loanCost', ({ variables }) => {
  const { loanAmount, interestRate, termMonths, prepaidFinanceCharges } = variables.input;
  // The limits the API checks (core/rates), refused with its message and code.
  const problem = loanCostProblem(variables.input);
  if (problem) return HttpResponse.json({ errors: [{ message: problem, extensions: { code: 'BAD_USER_INPUT' } }], data: null });
  // The API's own loan math (core/loanMath), APR rounded to three decimals as the API rounds it.
  const cost = loanCost({ loanAmount, interestRatePercent: interestRate, termMonths, prepaidFinanceCharges });
  return HttpResponse.json({ data: { __typename: 'Query', loanCost: { __typename: 'LoanCost', ...cost, apr: Math.round(cost.apr * 1000) / 1000 } } });
});

/** Every rates-related operation, answered realistically; registered in operations.ts. */
export const ratesHandlers = [ratesPageHandler, createPrequalHandler, addressSuggestionsHandler, placeHandler, loanCostHandler];

/** Scenario overrides for stories and tests (pass to createMockHandlers). */
export const ratesScenarios = {
  /** Pricing never answers: the calculator stays in its loading state. */
  loading: graphql.query<RatesPageQuery, RatesPageQueryVariables>('ratesPage', async () => {
    await delay('infinite');
    return HttpResponse.json({ data: null });
  }),
  /** The server fails unexpectedly (answers the operation with an error and no data). */
  failure: graphql.query<RatesPageQuery, RatesPageQueryVariables>('ratesPage', () =>
    HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
  ),
  /** Pricing answers with no options and no refusal. */
  empty: graphql.query<RatesPageQuery, RatesPageQueryVariables>('ratesPage', () =>
    HttpResponse.json({ data: { __typename: 'Query', ratesPage: { __typename: 'RatesResult', pricingResultUuid: null, rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z', rateOptions: [], errors: [] } } }),
  ),
  /** Pricing refuses with a code. */
  refusal: (code: RatesErrorCode, message: string = code) =>
    graphql.query<RatesPageQuery, RatesPageQueryVariables>('ratesPage', () =>
      HttpResponse.json({ data: { __typename: 'Query', ratesPage: { __typename: 'RatesResult', pricingResultUuid: null, rateSheetEffectiveAt: null, rateOptions: [], errors: [{ __typename: 'RatesError', code, message }] } } }),
    ),
};
