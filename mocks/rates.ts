import { delay, graphql, HttpResponse } from 'msw';
import { prequalInputProblems, type PrequalInputProblem } from '#core/prequal/prequalInputRules';
import type {
  AddressSuggestionsQuery,
  AddressSuggestionsQueryVariables,
  CreatePrequalMutation,
  CreatePrequalMutationVariables,
  GetRefiRatesQuery,
  GetRefiRatesQueryVariables,
  LoanCostQuery,
  LoanCostQueryVariables,
  PlaceQuery,
  PlaceQueryVariables,
  UserErrorCode,
  RateOptionDetailsQuery,
  RateOptionDetailsQueryVariables,
  RatesPageQuery,
  RatesPageQueryVariables,
  SearchRatesMutation,
  SearchRatesMutationVariables,
} from '#generated/web';
import { demoUser } from './fixtures';
import { loanCost } from '#core/loanMath/index';
import { loanCostProblem, RATES_MESSAGES, ratesInputFor } from '#core/rates/index';
import { findPlace, suggestAddresses } from './ratesPlaces';
import { priceRates, rateOptionDetails } from './ratesSheet';
import { mockSession } from './session';
import { mockPrequals } from './prequal';

export { mockPlaces } from './ratesPlaces';
export { priceRates, rateOptionDetails } from './ratesSheet';

/**
 * The options a San Francisco refinance search lists, priced by the real engine on the seeded
 * sheet (for stories and tests of the results list): the most popular sort lists Harborview's
 * no-points 30-year row first.
 */
export const searchedRateOptions = () =>
  priceRates({
    propertyLocation: { state: 'CA' },
    remainingMortgageAmount: 420_000,
    estimatedHomeValue: 750_000,
    creditScoreRange: 'SCORE_760_779',
    filters: { optimizeBy: 'MOST_POPULAR' },
  }).rateOptions;

const SEARCH_DELAY_MS = 120;
const PRICING_DELAY_MS = 350;

/** Realistic pauses in the browser; none under test, where they only slow the suite down. */
const pause = (ms: number) => (import.meta.env.MODE === 'test' ? undefined : delay(ms));

/** The rates page priced by the real engine on the seeded sheet (ratesPage and getRefiRates answer alike). */
export const ratesPageHandler = graphql.query<RatesPageQuery, RatesPageQueryVariables>('ratesPage', async ({ variables }) => {
  await pause(PRICING_DELAY_MS);
  return HttpResponse.json({ data: { __typename: 'Query', ratesPage: priceRates(variables.ratesInput) } });
});

/** The last search's prices asked again (the offers page, network-only): the same engine and sheet as ratesPage. */
export const getRefiRatesHandler = graphql.query<GetRefiRatesQuery, GetRefiRatesQueryVariables>('getRefiRates', async ({ variables }) => {
  await pause(PRICING_DELAY_MS);
  return HttpResponse.json({ data: { __typename: 'Query', getRefiRates: priceRates(variables.ratesInput) } });
});

/** An option's details, loaded when it opens: the fee lines and schedule of an option priced above. */
export const rateOptionDetailsHandler = graphql.query<RateOptionDetailsQuery, RateOptionDetailsQueryVariables>('rateOptionDetails', async ({ variables }) => {
  await pause(SEARCH_DELAY_MS);
  return HttpResponse.json({ data: { __typename: 'Query', rateOption: rateOptionDetails(variables.rateOptionUuid) } });
});

let prequalSequence = 0;
const nextPrequalUuid = () => `9b4f0c2d-6e1a-4b3c-9d8e-${(++prequalSequence).toString(16).padStart(12, '0')}`;

type SearchRatesResult = SearchRatesMutation['searchRates'];

/** Core's refusals of a prequal input, as the payload's errors. */
const userErrors = (problems: PrequalInputProblem[]) => problems.map((problem) => ({ __typename: 'UserError' as const, ...problem }));
type MockRatesResult = NonNullable<SearchRatesResult['rates']>;

function searchAnswer(rates: MockRatesResult, variables: SearchRatesMutationVariables): SearchRatesResult {
  const { productFunnel, program } = variables.input.prequal;
  return {
    __typename: 'SearchRatesPayload',
    prequal: { __typename: 'Prequal', uuid: nextPrequalUuid(), productFunnel: productFunnel ?? null, program: program ?? null },
    rates,
    errors: [],
  };
}

/** The calculator's one call: records a (mock) prequal and prices it with the real engine, as the API does. */
export const searchRatesHandler = graphql.mutation<SearchRatesMutation, SearchRatesMutationVariables>('searchRates', async ({ variables }) => {
  await pause(PRICING_DELAY_MS);
  const { prequal, ...extras } = variables.input;
  const problems = prequalInputProblems(prequal);
  if (problems.length)
    return HttpResponse.json({
      data: { __typename: 'Mutation', searchRates: { __typename: 'SearchRatesPayload', prequal: null, rates: null, errors: userErrors(problems) } },
    });
  const ratesInput = ratesInputFor(prequal, extras);
  const rates = ratesInput
    ? priceRates(ratesInput)
    : {
        __typename: 'RatesResult' as const,
        pricingResultUuid: null,
        rateSheetEffectiveAt: null,
        rateOptions: [],
        errors: [{ __typename: 'UserError' as const, code: 'INVALID_INPUT' as const, message: RATES_MESSAGES.incomplete }],
      };
  return HttpResponse.json({ data: { __typename: 'Mutation', searchRates: searchAnswer(rates, variables) } });
});

export const createPrequalHandler = graphql.mutation<CreatePrequalMutation, CreatePrequalMutationVariables>('createPrequal', async ({ variables }) => {
  await pause(SEARCH_DELAY_MS);
  const problems = prequalInputProblems(variables.prequalInput);
  if (problems.length)
    return HttpResponse.json({
      data: { __typename: 'Mutation', createPrequal: { __typename: 'CreatePrequalPayload', user: null, prequals: [], errors: userErrors(problems) } },
    });
  const uuid = nextPrequalUuid();
  mockPrequals.remember(uuid, variables.prequalInput);
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

export const addressSuggestionsHandler = graphql.query<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>(
  'addressSuggestions',
  async ({ variables }) => {
    await pause(SEARCH_DELAY_MS);
    return HttpResponse.json({ data: { __typename: 'Query', addressSuggestions: suggestAddresses(variables.query) } });
  },
);

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
export const ratesHandlers = [
  searchRatesHandler,
  ratesPageHandler,
  getRefiRatesHandler,
  rateOptionDetailsHandler,
  createPrequalHandler,
  addressSuggestionsHandler,
  placeHandler,
  loanCostHandler,
];

/** A search answered with these rates (the prequal is recorded as usual). */
const answerSearch = (rates: MockRatesResult) =>
  graphql.mutation<SearchRatesMutation, SearchRatesMutationVariables>('searchRates', ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Mutation', searchRates: searchAnswer(rates, variables) } }),
  );

/** Scenario overrides of the calculator's search for stories and tests (pass to createMockHandlers). */
export const ratesScenarios = {
  /** Pricing never answers: the calculator stays in its loading state. */
  loading: graphql.mutation<SearchRatesMutation, SearchRatesMutationVariables>('searchRates', async () => {
    await delay('infinite');
    return HttpResponse.json({ data: null });
  }),
  /** The server fails unexpectedly (answers the operation with an error and no data). */
  failure: graphql.mutation<SearchRatesMutation, SearchRatesMutationVariables>('searchRates', () =>
    HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
  ),
  /** Pricing answers with no options and no refusal. */
  empty: answerSearch({ __typename: 'RatesResult', pricingResultUuid: null, rateSheetEffectiveAt: '2026-11-20T16:00:00.000Z', rateOptions: [], errors: [] }),
  /** An option's details fail to load. */
  detailsFailure: graphql.query<RateOptionDetailsQuery, RateOptionDetailsQueryVariables>('rateOptionDetails', () =>
    HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
  ),
  /** Pricing refuses with a code. */
  refusal: (code: UserErrorCode, message: string = code) =>
    answerSearch({
      __typename: 'RatesResult',
      pricingResultUuid: null,
      rateSheetEffectiveAt: null,
      rateOptions: [],
      errors: [{ __typename: 'UserError', code, message }],
    }),
};
