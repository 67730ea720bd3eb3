import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import { renderRoutes } from '#web/test/renderRoutes';
import { loadPageCode } from '#web/app/routes';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { priceRates } from '#mocks/rates';
import { ratesStore } from '../model/ratesCalculatorStore';
import { emptyDraft } from '../model/calculatorValues';
import { chooseAddress, fillRequired, findRateCards, submit } from '../testing/calculatorActions';
import { mockFlags } from '#mocks/flags';

// These tests tell offers apart by their lenders' names: the lender names flag is on (spec default off).
beforeEach(() => mockFlags.set({ lenderNames: true }));

const address = {
  placeId: 'mock-place-sf-larkin',
  description: '1450 Larkin St, San Francisco, CA 94109, USA',
  isFullStreetAddress: true,
  location: {
    placeId: 'mock-place-sf-larkin',
    streetNumber: '1450',
    streetName: 'Larkin St',
    zip: '94109',
    locality: 'San Francisco',
    state: 'CA',
    country: 'US',
  },
};
const draft = { ...emptyDraft(), remainingMortgageAmount: '420,000', estimatedHomeValue: '750,000', creditScore: 'SCORE_760_779' as const };
const results = priceRates({
  propertyLocation: address.location,
  remainingMortgageAmount: 420_000,
  estimatedHomeValue: 750_000,
  creditScoreRange: 'SCORE_760_779',
  filters: { optimizeBy: 'MOST_POPULAR' },
}).rateOptions;

/** A finished search, as the calculator leaves it. */
function searched(extra: Parameters<typeof ratesStore.reset>[0] = {}) {
  ratesStore.reset({
    address,
    lastChosenPlaceId: address.placeId,
    addressText: address.description,
    draft,
    results,
    hasSearched: true,
    rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z',
    ...extra,
  });
}

beforeAll(async () => {
  await Promise.all(['/rates', '/rates/summary', '/refinance/offers', '/refinance/compare'].map(loadPageCode));
});
beforeEach(() => ratesStore.reset());

describe('/rates/summary', () => {
  it('says to search first when there has been no search', async () => {
    await renderRoutes('/rates/summary');
    expect(await screen.findByRole('heading', { name: 'You haven’t searched for rates yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my rates' })).toHaveAttribute('href', '/rates');
  });

  it('shows the option chosen on /rates with the details searched for', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes('/rates');
    await chooseAddress(user);
    await fillRequired(user);
    await submit(user);
    const cards = await findRateCards();
    await user.click(within(cards[3]!).getByRole('button', { name: 'Choose this rate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rates/summary'));
    expect(await screen.findByRole('heading', { name: 'Your rate summary' })).toBeInTheDocument();
    const chosen = ratesStore.get().selectedOption!;
    expect(chosen.rateOptionUuid).toBe(ratesStore.get().results![3]!.rateOptionUuid);
    expect(screen.getByRole('article', { name: `30-year fixed · ${chosen.lender.companyName}` })).toBeInTheDocument();
    expect(screen.getByText('1450 Larkin St, San Francisco, CA 94109, USA')).toBeInTheDocument();
    expect(screen.getByText('760-779')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What this rate costs' })).toBeInTheDocument();
  });

  it('shows the top rate when none was chosen', async () => {
    searched();
    await renderRoutes('/rates/summary');
    expect(await screen.findByText(/The top rate for your details/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: `30-year fixed · ${results[0]!.lender.companyName}` })).toBeInTheDocument();
  });

  it('marks a chosen rate that the latest search no longer offers', async () => {
    const gone = { ...results[0]!, rateOptionUuid: '00000000-0000-4000-8000-00000000dead', interestRate: 4.5 };
    searched({ selectedOption: gone });
    await renderRoutes('/rates/summary');
    expect(await screen.findByRole('note')).toHaveTextContent('This rate is no longer offered for your latest details.');
  });
});

describe('/refinance/offers', () => {
  it('says to search first when there has been no search', async () => {
    await renderRoutes('/refinance/offers');
    expect(await screen.findByRole('heading', { name: 'You haven’t searched for rates yet' })).toBeInTheDocument();
  });

  it('lists every offer, filters by lender and re-queries on a new sort', async () => {
    const user = userEvent.setup();
    const sorts: unknown[] = [];
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.mutation('searchRates', ({ variables }) => {
          sorts.push(variables.input.filters?.optimizeBy);
        }),
      ]),
    );
    searched();
    await renderRoutes('/refinance/offers');
    expect(await findRateCards()).toHaveLength(24);
    await user.selectOptions(screen.getByLabelText('Lender'), results.find((option) => option.lender.companyName === 'Cedar & Main Bank')!.lender.uuid);
    const cards = within(screen.getByRole('list', { name: 'Rates' })).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.textContent?.includes('Cedar & Main Bank'))).toBe(true);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'LOWEST_PAYMENT');
    await waitFor(() => expect(sorts).toEqual(['LOWEST_PAYMENT']));
    await waitFor(() => expect(ratesStore.get().draft.optimizeBy).toBe('LOWEST_PAYMENT'));
    await waitFor(() => {
      const payments = ratesStore.get().results!.map((option) => option.monthlyPI);
      expect(payments).toEqual([...payments].sort((a, b) => a - b));
    });
  });
});

describe('/refinance/offers prices the kept search again (§7.11)', () => {
  it('asks getRefiRates from the network on every visit, never from the cache', async () => {
    let asked = 0;
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query('getRefiRates', () => {
          asked += 1;
        }),
      ]),
    );
    // A search kept from an earlier visit, with one offer the sheet no longer has.
    searched({ results: results.slice(0, 1).map((option) => ({ ...option, rateOptionUuid: 'kept-from-an-earlier-visit' })) });
    const { router } = await renderRoutes('/refinance/offers');
    expect(await findRateCards()).toHaveLength(1);
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(ratesStore.get().results?.length).toBeGreaterThan(1));
    expect(ratesStore.get().results!.some((option) => option.rateOptionUuid === 'kept-from-an-earlier-visit')).toBe(false);
    await router.navigate('/rates/summary');
    await router.navigate('/refinance/offers');
    await waitFor(() => expect(asked).toBe(2));
  });
});

describe('/refinance/compare', () => {
  it('puts another lender’s offer beside ours, both worked out by loanCost', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query('loanCost', ({ variables }) => {
          asked.push(variables.input);
        }),
      ]),
    );
    searched({ selectedOption: results[0]! });
    await renderRoutes('/refinance/compare');
    const [ourAmount, theirAmount] = await screen.findAllByLabelText('Loan amount');
    expect(ourAmount).toHaveValue('420000');
    const [ourRate, theirRate] = screen.getAllByLabelText('Interest rate (%)');
    expect(ourRate).toHaveValue(String(results[0]!.interestRate));
    await user.type(theirAmount!, '420,000');
    await user.type(theirRate!, '6.5');
    await user.clear(screen.getAllByLabelText('Prepaid finance charges')[1]!);
    await user.type(screen.getAllByLabelText('Prepaid finance charges')[1]!, '3,200');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));
    const table = await screen.findByRole('table', { name: 'The two offers side by side' });
    expect(asked).toContainEqual({ loanAmount: 420_000, interestRate: 6.5, termMonths: 360, prepaidFinanceCharges: 3_200 });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // Published: $420,000 at 6.5% over 30 years is $2,654.69 a month.
    expect(row('Monthly P&I')).toHaveTextContent('$2,654.69');
    expect(row('Amount financed')).toHaveTextContent('$416,800');
    expect(screen.getByText(/Over the full term, the Roofline offer costs \$[\d,]+ less/)).toBeInTheDocument();
  });

  it('checks the offer before asking', async () => {
    const user = userEvent.setup();
    await renderRoutes('/refinance/compare');
    await user.click(await screen.findByRole('button', { name: 'Compare offers' }));
    expect((await screen.findAllByText('Enter the loan amount, like 420,000.')).length).toBe(2);
    expect(screen.getAllByText('Enter the interest rate as a percent, like 6.25.')).toHaveLength(2);
  });
});
