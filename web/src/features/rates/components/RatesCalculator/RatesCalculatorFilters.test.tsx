import { ratesInputFor } from '#core/rates/index';
import type { SearchRatesInput } from '#generated/rates';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { MemoryRouter } from 'react-router';
import { delay, graphql } from 'msw';
import { renderRoutes } from '#web/test/renderRoutes';
import { loadPageCode } from '#web/app/routes';
import { createApolloClient } from '#web/app/apollo';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { RatesCalculator } from './RatesCalculator';
import { ratesStore } from '../../model/ratesCalculatorStore';
import { chooseAddress, fillRequired, filtersToggle, findRateCards, submit } from '../../testing/calculatorActions';
import { mockFlags } from '#mocks/flags';

// These tests tell offers apart by their lenders' names: the lender names flag is on (spec default off).
beforeEach(() => mockFlags.set({ lenderNames: true }));

type Call = { name: string; variables: Record<string, unknown> };

function recordOperations(): Call[] {
  const calls: Call[] = [];
  mockServer.resetHandlers(
    ...createMockHandlers([
      graphql.operation(({ operationName, variables }) => {
        calls.push({ name: operationName, variables });
      }),
    ]),
  );
  return calls;
}

const searches = (calls: Call[]) => calls.filter((call) => call.name === 'searchRates').map((call) => call.variables.input as SearchRatesInput);
/** What the server prices for each search: core/rates' one builder over the search sent. */
const ratesCalls = (calls: Call[]) => searches(calls).map((search) => ({ ...ratesInputFor(search.prequal, search) }) as Record<string, unknown>);
const prequalCalls = (calls: Call[]) => searches(calls).map((search) => search.prequal);

beforeAll(async () => {
  await loadPageCode('/rates');
});
beforeEach(() => ratesStore.reset());

async function searchOnce(user: ReturnType<typeof userEvent.setup>) {
  await chooseAddress(user);
  await fillRequired(user);
  await submit(user);
  await findRateCards();
}

describe('filters area', () => {
  it('opens and closes, and hides its fields when closed', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    await screen.findByRole('combobox', { name: 'Property address' });
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(filtersToggle());
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Credit score')).not.toBeVisible();
    await user.click(filtersToggle());
    expect(screen.getByLabelText('Credit score')).toBeVisible();
    expect(ratesStore.get().filtersOpen).toBe(true);
  });

  it('offers the 14 credit bands and the three occupancies', async () => {
    await renderRoutes('/rates');
    const credit = await screen.findByLabelText('Credit score');
    const bands = within(credit).getAllByRole('option').slice(1);
    expect(bands).toHaveLength(14);
    expect(bands[0]).toHaveTextContent('800 and higher');
    expect(bands[13]).toHaveTextContent('549 and below');
    expect(
      within(screen.getByLabelText('Occupancy'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Primary', 'Secondary', 'Investment']);
  });

  it('lists cash-out amounts for the default home value, then for the value entered', async () => {
    const user = userEvent.setup();
    await renderRoutes('/rates');
    const cashOut = await screen.findByLabelText('Cash out');
    const amounts = () =>
      within(cashOut)
        .getAllByRole('option')
        .map((option) => Number((option as HTMLOptionElement).value));
    expect(amounts().at(-1)).toBe(160_000);
    expect(amounts()).toContain(105_000);
    await user.type(screen.getByLabelText('Estimated home value'), '40000');
    // The list follows the watched home value in a render of its own, which a busy machine delays.
    await waitFor(() => expect(amounts()).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000]));
  });

  it('puts every filter back to its default when the address changes', async () => {
    const user = userEvent.setup();
    // The place lookup answers well after the field shows the chosen address, as on a busy machine.
    mockServer.resetHandlers(...createMockHandlers([graphql.query('place', () => delay(150))]));
    await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Current mortgage'), 'FIXED_15_YEARS');
    await user.selectOptions(screen.getByLabelText('Occupancy'), 'INVESTMENT_PROPERTY');
    await user.selectOptions(screen.getByLabelText('Cash out'), '10000');
    await user.clear(screen.getByLabelText('Second mortgage balance'));
    await user.type(screen.getByLabelText('Second mortgage balance'), '35000');
    await user.selectOptions(screen.getByLabelText('Property type'), 'CONDO');

    // The same address again changes nothing.
    await chooseAddress(user);
    expect(screen.getByLabelText('Occupancy')).toHaveValue('INVESTMENT_PROPERTY');

    await chooseAddress(user, '2201 Sand', /2201 Sandpiper Dr/);
    expect(screen.getByLabelText('Current mortgage')).toHaveValue('FIXED_30_YEARS');
    expect(screen.getByLabelText('Occupancy')).toHaveValue('PRIMARY_RESIDENCE');
    expect(screen.getByLabelText('Cash out')).toHaveValue('0');
    expect(screen.getByLabelText('Second mortgage balance')).toHaveValue('0');
    expect(screen.getByLabelText('Property type')).toHaveValue('SINGLE_FAMILY');
    // What the homeowner told us about themselves stays.
    expect(screen.getByLabelText('Remaining mortgage amount')).toHaveValue('420,000');
    expect(ratesStore.get().draft).toMatchObject({
      occupancyType: 'PRIMARY_RESIDENCE',
      propertyType: 'SINGLE_FAMILY',
      cashOutAmount: '0',
      secondMortgageBalance: '0',
      mortgageType: 'FIXED_30_YEARS',
    });
  });

  it('does not query while nothing has been searched yet', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await screen.findByLabelText('Compare costs over');
    await user.selectOptions(screen.getByLabelText('Compare costs over'), '5');
    await user.click(screen.getByLabelText('7-year adjustable'));
    await user.selectOptions(screen.getByLabelText('Cash out'), '5000');
    expect(ratesCalls(calls)).toHaveLength(0);
    expect(prequalCalls(calls)).toHaveLength(0);
  });
});

describe('re-querying after a search', () => {
  it('re-queries when the term changes', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await searchOnce(user);
    await user.selectOptions(screen.getByLabelText('Compare costs over'), '5');
    await waitFor(() => expect(ratesCalls(calls)).toHaveLength(2));
    expect(ratesCalls(calls)[1]).toMatchObject({ filters: { term: 5 } });
    expect(await screen.findAllByText('5-year cost')).not.toHaveLength(0);
  });

  it('re-queries with the chosen sort and lists the rates in that order', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await searchOnce(user);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'LOWEST_APR');
    await waitFor(() => expect(ratesCalls(calls)).toHaveLength(2));
    expect(ratesCalls(calls)[1]).toMatchObject({ filters: { optimizeBy: 'LOWEST_APR' } });
    await waitFor(() => expect(within(screen.getAllByRole('article')[0]!).getByText('Lowest APR')).toBeInTheDocument());
    const aprs = ratesStore.get().results!.map((option) => option.apr);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
  });

  it('re-queries when a loan product is left out', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await searchOnce(user);
    await user.click(screen.getByLabelText('30-year fixed'));
    await waitFor(() => expect(ratesCalls(calls)).toHaveLength(2));
    const requested = (ratesCalls(calls)[1]!.filters as { requestedMortgages: string[] }).requestedMortgages;
    expect(requested).not.toContain('FIXED_30_YEARS');
    expect(requested).toContain('FIXED_15_YEARS');
    await waitFor(() => expect(ratesStore.get().results!.every((option) => option.loanProgramCode !== 'FIXED_30_YEARS')).toBe(true));
  });

  it('re-queries when cash-out changes, recording the new prequal first', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    await renderRoutes('/rates');
    await searchOnce(user);
    await user.selectOptions(screen.getByLabelText('Cash out'), '50000');
    await waitFor(() => expect(ratesCalls(calls)).toHaveLength(2));
    expect(prequalCalls(calls)[1]).toMatchObject({ isCashingOut: true, cashOutAmount: 50_000 });
    expect(ratesCalls(calls)[1]).toMatchObject({ cashoutAmount: 50_000 });
  });

  it('leaves cash-out changes for the next submit when told to', async () => {
    const user = userEvent.setup();
    const calls = recordOperations();
    render(
      <ReadyDataProvider client={createApolloClient()}>
        <MemoryRouter>
          <RatesCalculator requeryOnCashOutChange={false} />
        </MemoryRouter>
      </ReadyDataProvider>,
    );
    await searchOnce(user);
    await user.selectOptions(screen.getByLabelText('Cash out'), '50000');
    await user.selectOptions(screen.getByLabelText('Occupancy'), 'VACATION_HOME');
    expect(ratesCalls(calls)).toHaveLength(1);
    await submit(user);
    await waitFor(() => expect(ratesCalls(calls)).toHaveLength(2));
    expect(ratesCalls(calls)[1]).toMatchObject({ cashoutAmount: 50_000, occupancyType: 'VACATION_HOME' });
  });
});
