import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, http, HttpResponse } from 'msw';
import { renderRoutes } from '#web/test/renderRoutes';
import { loadPageCode } from '#web/app/routes';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { ratesScenarios } from '#mocks/rates';
import { ratesStore } from '../../model/ratesCalculatorStore';
import { chooseAddress, fillRequired, filtersToggle, findAlert, findRateCards, submit } from '../../testing/calculatorActions';
import { mockFlags } from '#mocks/flags';

// These tests tell offers apart by their lenders' names: the lender names flag is on (spec default off).
beforeEach(() => mockFlags.set({ lenderNames: true }));

type Call = { name: string; variables: Record<string, unknown> };

/** Records every operation in the order sent, then lets the usual mocks answer it. */
function recordOperations(overrides: Parameters<typeof createMockHandlers>[0] = []): Call[] {
  const calls: Call[] = [];
  mockServer.resetHandlers(
    ...createMockHandlers([
      graphql.operation(({ operationName, variables }) => {
        calls.push({ name: operationName, variables });
      }),
      ...overrides,
    ]),
  );
  return calls;
}

const named = (calls: Call[], name: string) => calls.filter((call) => call.name === name);

// The page is a lazy chunk (with the charts); load it once up front so no test pays for it.
beforeAll(async () => {
  await loadPageCode('/rates');
});
beforeEach(() => ratesStore.reset());

describe('rates calculator: validation', () => {
  it('shows no results until a search, only the example card', async () => {
    await renderRoutes('/rates');
    expect(await screen.findByRole('heading', { name: 'Refinance rates', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Example: 30-year fixed refinance/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rates' })).not.toBeInTheDocument();
    expect(ratesStore.get().results).toBeNull();
  });

  it('asks to complete all fields and opens the filters when amounts or the credit score are missing', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await user.click(filtersToggle());
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'false');
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Please complete all fields.');
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Remaining mortgage amount')).toBeVisible();
    expect(named(calls, 'searchRates')).toHaveLength(0);
  });

  it('still asks when only the credit score is missing, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user, { creditScore: '' });
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Please complete all fields.');
    expect(screen.getByLabelText('Remaining mortgage amount')).toHaveValue('420,000');
    expect(screen.getByText('Choose your credit score range.')).toBeInTheDocument();
  });

  it('asks for a valid address when none was chosen from the suggestions', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '1450 Larkin St, San Francisco');
    await fillRequired(user);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Please enter a valid address to see the rates');
    expect(screen.getByRole('combobox', { name: 'Property address' })).toHaveAttribute('aria-invalid', 'true');
    expect(named(calls, 'searchRates')).toHaveLength(0);
  });

  it('asks for a valid address when the chosen place is not a full street address', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await chooseAddress(user, 'San Francisco', /^San Francisco, CA, USA$/);
    await fillRequired(user);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Please enter a valid address to see the rates');
  });

  it('drops the chosen address once its text is edited', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await user.type(screen.getByRole('combobox', { name: 'Property address' }), ' Apt 2');
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Please enter a valid address to see the rates');
  });
});

describe('rates calculator: a search', () => {
  it('records the prequal and fetches its rates in one call, and lists them sorted', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    const cards = await findRateCards();
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByRole('heading', { name: '30-year fixed · Harborview Home Loans' })).toBeInTheDocument();
    expect(screen.getByText(/24 rates/)).toBeInTheDocument();

    const order = calls.map((call) => call.name).filter((name) => name === 'createPrequal' || name === 'ratesPage' || name === 'searchRates');
    expect(order).toEqual(['searchRates']);
    const search = named(calls, 'searchRates')[0]?.variables.input as Record<string, unknown>;
    expect(search.prequal).toEqual({
      isCashingOut: false,
      cashOutAmount: 0,
      creditScoreEstimate: 'SCORE_760_779',
      estimatedPropertyValue: 750_000,
      propertyUse: 'PRIMARY_RESIDENCE',
      mortgageInterestType: 'FIXED',
      mortgageTerm: 30,
      outstandingMortgageBalance: 420_000,
      isVeteran: false,
      mortgageType: 'CONVENTIONAL',
      propertyLocation: expect.objectContaining({ placeId: 'mock-place-sf-larkin', streetNumber: '1450', streetName: 'Larkin St', state: 'CA', zip: '94109' }),
      productFunnel: 'FINANCING',
      program: 'REFINANCE',
      propertyType: 'SINGLE_FAMILY',
      secondMortgageBalance: 0,
      isPayingOffSecondMortgage: false,
    });
    expect(search).toMatchObject({ filters: { term: 10, optimizeBy: 'MOST_POPULAR' } });
    expect((search.prequal as Record<string, unknown>).propertyLocation).not.toHaveProperty('__typename');
  });

  it('shows more rates on request', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    await findRateCards();
    await user.click(screen.getByRole('button', { name: 'Show 10 more of 14' }));
    expect(within(screen.getByRole('list', { name: 'Rates' })).getAllByRole('article')).toHaveLength(20);
  });

  it.each([
    { check: 'I served in the military (VA loan)', loanType: 'VA' },
    { check: 'My mortgage is an FHA loan', loanType: 'FHA' },
  ])('sends $loanType when "$check" is ticked', async ({ check, loanType }) => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await user.click(screen.getByLabelText(check));
    await submit(user);
    await findRateCards();
    expect(named(calls, 'searchRates')[0]?.variables.input).toMatchObject({ prequal: { mortgageType: loanType } });
  });

  it('sends cash-out as a prequal that is cashing out', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Cash out'), '25000');
    await submit(user);
    await findRateCards();
    expect(named(calls, 'searchRates')[0]?.variables.input).toMatchObject({ prequal: { isCashingOut: true, cashOutAmount: 25_000 } });
  });

  it('shows the loading state while rates are on their way', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const answerHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.mutation('searchRates', async () => {
          await answerHeld;
          return undefined;
        }),
      ]),
    );
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Finding rates…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Finding your rates…')).toBeInTheDocument();
    expect(ratesStore.get().loading).toBe(true);
    release();
    expect(await findRateCards()).toHaveLength(10);
    expect(ratesStore.get().loading).toBe(false);
    expect(screen.getByRole('button', { name: 'See my rates' })).not.toHaveAttribute('aria-busy');
  });
});

describe('rates calculator: errors and no results', () => {
  it('says the area is not served yet for OUT_OF_AREA', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await chooseAddress(user, '88 Bleecker', /88 Bleecker St/);
    await fillRequired(user);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!');
    expect(ratesStore.get().results).toBeNull();
  });

  it('shows any other refusal as its code', async () => {
    const user = userEvent.setup();
    mockServer.resetHandlers(...createMockHandlers([ratesScenarios.refusal('LTV_TOO_HIGH', 'The loan would be more than 97% of the home value.')]));
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    expect(await findAlert()).toHaveTextContent(/^LTV_TOO_HIGH$/);
  });

  it('apologises for a failure and retries on request', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.mutation('searchRates', () => {
          attempts += 1;
          if (attempts === 1)
            return HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
          return undefined;
        }),
      ]),
    );
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Sorry, there was a problem. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findRateCards()).toHaveLength(10);
    expect(attempts).toBe(2);
  });

  it('treats a request that never reaches the server as a problem too', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    // From here on the network is down for every operation.
    mockServer.resetHandlers(http.post('*/graphql', () => HttpResponse.error()));
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Sorry, there was a problem. Please try again later.');
  });

  it('treats a server failure as a problem', async () => {
    const user = userEvent.setup();
    mockServer.resetHandlers(...createMockHandlers([ratesScenarios.failure]));
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Sorry, there was a problem. Please try again later.');
  });

  it('says so when the list is empty', async () => {
    const user = userEvent.setup();
    mockServer.resetHandlers(...createMockHandlers([ratesScenarios.empty]));
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'No rates match your details' })).toBeInTheDocument();
    expect(ratesStore.get().results).toEqual([]);
  });

  it('never lets an older answer replace a newer one', async () => {
    const user = userEvent.setup();
    let answered = 0;
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.mutation('searchRates', async () => {
          answered += 1;
          // The first search answers last, and with a refusal that must not win.
          if (answered === 1) {
            await delay(400);
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                searchRates: {
                  __typename: 'SearchRatesPayload',
                  prequal: null,
                  errors: [],
                  rates: {
                    __typename: 'RatesResult',
                    pricingResultUuid: null,
                    rateSheetEffectiveAt: null,
                    rateOptions: [],
                    errors: [{ __typename: 'UserError', code: 'NO_ELIGIBLE_PROGRAM', message: 'x' }],
                  },
                },
              },
            });
          }
          return undefined;
        }),
      ]),
    );
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    await user.selectOptions(screen.getByLabelText('Compare costs over'), '5');
    expect(await findRateCards()).toHaveLength(10);
    await waitFor(() => expect(answered).toBe(2));
    await delay(500);
    expect(screen.queryByText('NO_ELIGIBLE_PROGRAM')).not.toBeInTheDocument();
    expect(ratesStore.get().results).toHaveLength(24);
  });
});
