import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { priceRates } from '#mocks/rates';
import { mockFlags } from '#mocks/flags';
import { loadPageCode } from '../../app/routes';
import { ratesStore } from './model/ratesCalculatorStore';
import { emptyDraft } from './model/calculatorValues';
import { renderRoutes } from '../../test/renderRoutes';
import { offerName } from '../../lib/lenderNames';

const location = {
  placeId: 'mock-place-sf-larkin',
  streetNumber: '1450',
  streetName: 'Larkin St',
  zip: '94109',
  locality: 'San Francisco',
  state: 'CA',
  country: 'US',
};
const address = { placeId: location.placeId, description: '1450 Larkin St, San Francisco, CA 94109, USA', isFullStreetAddress: true, location };
const results = priceRates({
  propertyLocation: location,
  remainingMortgageAmount: 420_000,
  estimatedHomeValue: 750_000,
  creditScoreRange: 'SCORE_760_779',
  filters: { optimizeBy: 'MOST_POPULAR' },
}).rateOptions;
const lenderNames = [...new Set(results.map((option) => option.lender.companyName))];

function searched() {
  const draft = { ...emptyDraft(), remainingMortgageAmount: '420,000', estimatedHomeValue: '750,000', creditScore: 'SCORE_760_779' as const };
  ratesStore.reset({
    address,
    lastChosenPlaceId: address.placeId,
    addressText: address.description,
    draft,
    results,
    hasSearched: true,
    rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z',
  });
}

beforeAll(async () => {
  await Promise.all(['/rates/summary', '/refinance/offers'].map(loadPageCode));
});
beforeEach(() => {
  ratesStore.reset();
  mockFlags.reset();
});

describe('the lender names flag (spec section 9)', () => {
  it('names the program only while it is off, the lender too when on', () => {
    expect(offerName('30-year fixed', 'Harborview Home Loans', false)).toBe('30-year fixed');
    expect(offerName('30-year fixed', 'Harborview Home Loans', true)).toBe('30-year fixed · Harborview Home Loans');
  });

  it('is off by default: offers read by program, no lender is named and there is no lender filter', async () => {
    expect(lenderNames.length).toBeGreaterThan(1);
    searched();
    renderRoutes('/refinance/offers');
    const list = await screen.findByRole('list', { name: 'Rates' }, { timeout: 15_000 });
    const cards = within(list).getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('30-year fixed');
    for (const name of lenderNames) expect(document.body.textContent).not.toContain(name);
    expect(screen.queryByLabelText('Lender')).not.toBeInTheDocument();
  });

  it('names the lenders on the cards and offers the lender filter when on', async () => {
    mockFlags.set({ lenderNames: true });
    searched();
    renderRoutes('/refinance/offers');
    const list = await screen.findByRole('list', { name: 'Rates' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('article')[0]).toHaveAccessibleName(`30-year fixed · ${results[0]!.lender.companyName}`);
    expect(await screen.findByLabelText('Lender')).toBeInTheDocument();
  });
});
