import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { FundingPrograms } from './FundingPrograms';

const program = (slug: string, name: string, states: string[], maxPrice: number | null) => ({
  __typename: 'Program',
  uuid: `0000000${slug.length}-0000-4000-8000-${slug
    .padEnd(12, '0')
    .slice(0, 12)
    .replace(/[^0-9a-f]/g, '0')}`,
  slug,
  name,
  sponsor: 'A housing agency',
  summary: 'Help with the down payment.',
  states,
  maxPrice,
});

// Two California programs: one capped at $850,000, one with no price limit.
const california = [program('capped-assistance', 'Capped assistance', ['CA'], 850_000), program('open-assistance', 'Open assistance', ['CA'], null)];

function answerPrograms(programs: unknown[]) {
  mockServer.use(...createMockHandlers([graphql.query('purchaseFundingPrograms', () => HttpResponse.json({ data: { __typename: 'Query', programs } }))]));
}

function renderPrograms(state: string | null, priceCents: number | null) {
  render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter>
        <FundingPrograms state={state} priceCents={priceCents} />
      </MemoryRouter>
    </ReadyDataProvider>,
  );
}

afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('the funding step’s programs', () => {
  it('lists the programs whose price limit the buyer’s price is within', async () => {
    answerPrograms(california);
    renderPrograms('CA', 700_000_00);
    expect(await screen.findByRole('link', { name: 'Capped assistance' })).toHaveAttribute('href', '/purchase/details/capped-assistance');
    expect(screen.getByRole('link', { name: 'Open assistance' })).toBeInTheDocument();
  });

  it('leaves out a program the price is above', async () => {
    answerPrograms(california);
    renderPrograms('CA', 900_000_00);
    expect(await screen.findByRole('link', { name: 'Open assistance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Capped assistance' })).not.toBeInTheDocument();
  });

  it('says why none fit when the price is above every limit', async () => {
    answerPrograms([california[0]]);
    renderPrograms('CA', 900_000_00);
    expect(
      await screen.findByText('The down payment programs we know of in CA accept a price up to $850,000; your price of $900,000 is above that.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says none are known in the state when the state has none', async () => {
    answerPrograms([]);
    renderPrograms('WA', 500_000_00);
    expect(await screen.findByText('We know of no down payment programs in WA yet.')).toBeInTheDocument();
  });
});
