import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockProperties } from '#mocks/properties';
import { PropertyDashboard } from './PropertyDashboard';

beforeEach(() => mockProperties.useScenario(3));

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
});
