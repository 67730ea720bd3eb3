import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RateOptionDetails_OptionFragment } from '#generated/rates';
import { ApolloProvider } from '@apollo/client/react';
import { priceRates, rateOptionDetails, ratesScenarios } from '#mocks/rates';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { createApolloClient } from '#web/app/apollo';
import { crossoverYear } from './AmortizationChart';
import { FeeBreakdown, feeTotals } from './FeeBreakdown';
import { parOption, samePrograms } from './PointsComparison';
import { RateOptionDetails } from './RateOptionDetails';

// The real engine on the seeded sheet lists one rate row per program and sort: the most popular
// sort picks Harborview's no-points 30-year row, the lowest-APR sort the same program with points.
const search = (optimizeBy: 'MOST_POPULAR' | 'LOWEST_APR') =>
  priceRates({
    propertyLocation: { state: 'CA' },
    remainingMortgageAmount: 420_000,
    estimatedHomeValue: 750_000,
    creditScoreRange: 'SCORE_760_779',
    filters: { optimizeBy },
  }).rateOptions;
const priced = [...search('MOST_POPULAR'), ...search('LOWEST_APR')];
const harborview30 = priced.filter((option) => option.lender.companyName === 'Harborview Home Loans' && option.loanProgramCode === 'CONF-F30');
const noPoints = harborview30.find((option) => option.points === 0)!;
const withPoints = harborview30.find((option) => option.points > 0)!;
const detailsOf = (option: { rateOptionUuid: string }) => rateOptionDetails(option.rateOptionUuid)!;
/** The details load their fee lines and schedule through the app's Apollo client, answered by the mocks. */
const renderWithData = (ui: ReactNode) => render(<ApolloProvider client={createApolloClient()}>{ui}</ApolloProvider>);

describe('fee breakdown', () => {
  const line = (section: RateOptionDetails_OptionFragment['feeBreakdown'][number]['section'], name: string, amount: number) => ({
    __typename: 'FeeLine' as const,
    section,
    name,
    amount,
  });
  const lines = [
    line('PREPAIDS', 'Prepaid interest (15 days)', 1_000),
    line('LENDER_CREDITS', 'Lender credit', -1_500),
    line('ORIGINATION_CHARGES', 'Origination fee', 1_095),
    line('SERVICES_YOU_CAN_SHOP_FOR', 'Title – Settlement agent fee', 650),
    line('SERVICES_YOU_CANNOT_SHOP_FOR', 'Appraisal fee', 625),
    line('TAXES_AND_GOVERNMENT_FEES', 'Recording fees', 125),
  ];

  it('lays the costs out in Loan Estimate order, whatever order they came in', () => {
    render(<FeeBreakdown lines={lines} />);
    const headers = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'A. Origination Charges',
      'Origination fee',
      'B. Services You Cannot Shop For',
      'Appraisal fee',
      'C. Services You Can Shop For',
      'Title – Settlement agent fee',
      'D. Total Loan Costs (A + B + C)',
      'E. Taxes and Other Government Fees',
      'Recording fees',
      'F. Prepaids',
      'Prepaid interest (15 days)',
      'I. Total Other Costs (E + F)',
      'Lender Credits',
      'Lender credit',
      'J. Total Closing Costs',
    ]);
  });

  it('adds up D, I and J with credits taken off', () => {
    expect(feeTotals(lines)).toEqual({ loanCosts: 2_370, otherCosts: 1_125, lenderCredits: -1_500, closingCosts: 1_995 });
    render(<FeeBreakdown lines={lines} />);
    const total = screen.getByRole('rowheader', { name: 'J. Total Closing Costs' }).closest('tr')!;
    expect(within(total).getByRole('cell')).toHaveTextContent('$1,995');
  });

  it('matches the option’s total fees', () => {
    for (const option of [noPoints, withPoints]) expect(feeTotals(detailsOf(option).feeBreakdown).closingCosts).toBeCloseTo(option.totalFees, 2);
  });
});

describe('amortization', () => {
  it('finds the year principal overtakes interest', () => {
    expect(crossoverYear(detailsOf(noPoints).amortizationByYear)).toBeGreaterThan(15);
    expect(crossoverYear([{ __typename: 'AmortizationYear', year: 1, principalPaid: 10, interestPaid: 20, endingBalance: 100 }])).toBeNull();
  });
});

describe('points against credits', () => {
  it('compares the options of the same lender program, most points first', () => {
    const group = samePrograms(noPoints, priced);
    expect(group.map((option) => option.points)).toEqual([2.655, 0]);
    expect(new Set(group.map((option) => option.lender.uuid)).size).toBe(1);
    expect(parOption(group)?.points).toBe(0);
  });

  it('shows each break-even month', () => {
    renderWithData(<RateOptionDetails option={withPoints} options={priced} />);
    const table = screen.getByRole('table', { name: /points and credits against the no-points rate/i });
    const row = (points: string) => within(table).getByRole('cell', { name: points }).closest('tr')!;
    // 2.655 points at 5.5% against no points at 6.25%: $201.30 a month less repays the extra cost in month 55.
    expect(withPoints.breakEvenTerm).toBe(55);
    expect(row('2.655 points')).toHaveTextContent('Earned back in month 55');
    expect(row('No points')).toHaveTextContent('Baseline');
    expect(row('2.655 points')).toHaveAttribute('aria-current', 'true');
  });

  it('gives every chart a data table, the schedule’s once it has loaded', async () => {
    renderWithData(<RateOptionDetails option={noPoints} options={priced} />);
    expect(await screen.findByRole('table', { name: 'Principal and interest paid each year' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Principal and interest paid each year' })).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('table', { name: 'Net cost against the no-points rate after each period' })).toBeInTheDocument();
  });
});

describe('option details dialog', () => {
  it('keeps the card’s figures and offers a retry when the fee lines and schedule fail to load', async () => {
    mockServer.resetHandlers(...createMockHandlers([ratesScenarios.detailsFailure]));
    renderWithData(<RateOptionDetails option={noPoints} options={priced} />);
    expect(screen.getByText('Interest rate')).toBeInTheDocument();
    expect(await screen.findByText(/We couldn’t load the closing costs and payment schedule/, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    // Handlers given to resetHandlers become the ones it resets to: put the usual ones back.
    mockServer.resetHandlers(...createMockHandlers());
  });

  it('says when a quote is too old to open', async () => {
    renderWithData(<RateOptionDetails option={{ ...noPoints, rateOptionUuid: '00000000-0000-4000-8000-000000000000' }} options={priced} />);
    expect(await screen.findByText(/This rate is no longer quoted/, undefined, { timeout: 5_000 })).toBeInTheDocument();
  });
});
