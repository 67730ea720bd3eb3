import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockProperties } from '#mocks/properties';
import { formatMoney } from '#web/lib/format';
import { PropertyDashboard } from './PropertyDashboard';

beforeEach(() => mockProperties.useScenario(3));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the property dashboard', () => {
  it('says the mortgage is the balance recorded at closing, since its rate and term are not recorded', () => {
    // The KEEP deal in Oakland closed on 2020-03-10 with $500,000 left on its mortgage.
    render(
      <MemoryRouter>
        <PropertyDashboard dashboard={mockProperties.dashboard(1)} />
      </MemoryRouter>,
    );
    const mortgage = screen.getByText('Mortgage').closest('div')!;
    expect(mortgage).toHaveTextContent('$500,000');
    expect(mortgage).toHaveTextContent('Balance as of closing, 03/10/2020');
    expect(screen.getByRole('table', { name: /the mortgage payoff is its balance as of closing/ })).toBeInTheDocument();
  });

  it('shows no mortgage note when the home has no mortgage', () => {
    render(
      <MemoryRouter>
        <PropertyDashboard dashboard={mockProperties.dashboard(0)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Mortgage').closest('div')).toHaveTextContent('None');
    expect(screen.queryByText(/as of closing/)).not.toBeInTheDocument();
  });

  it('on the dashboard, prices today’s buy-out at the value it shows, as Roofline’s share of it', () => {
    const dashboard = mockProperties.dashboard(1);
    render(
      <MemoryRouter>
        <PropertyDashboard dashboard={dashboard} />
      </MemoryRouter>,
    );
    const today = within(screen.getByRole('table', { name: 'What buying out Roofline’s whole share costs' })).getByRole('row', {
      name: new RegExp(`^\\${formatMoney(dashboard.homeValue.value)} \\(today\\)`),
    });
    expect(cellsOf(today).slice(0, 2)).toEqual([formatMoney(dashboard.rooflineShareValue), formatMoney(dashboard.homeValue.value - dashboard.mortgageBalance)]);
  });
});
