import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DemoRateCard, demoFigures } from './DemoRateCard';

describe('demo rate card', () => {
  it('shows the sample 2.49% starting rate and 7-year savings', () => {
    render(<DemoRateCard />);
    const card = screen.getByRole('article', { name: 'Example: 30-year fixed refinance' });
    expect(within(card).getAllByText('2.49%').length).toBeGreaterThan(0);
    expect(within(card).getByText(/starting rate/)).toBeInTheDocument();
    expect(within(card).getByText('7-year savings')).toBeInTheDocument();
    expect(within(card).getByText('Example')).toBeInTheDocument();
  });

  it('works its figures out from the sample loan (published: $300,000 over 30 years is $1,475.82 at 4.25%)', () => {
    const { currentPayment, monthlyPayment, savings } = demoFigures();
    expect(currentPayment).toBe(1_476);
    // $300,000 at 2.49% over 30 years: $1,183.80 a month.
    expect(monthlyPayment).toBe(1_184);
    // 84 months of the $292.02 difference, within a dollar of rounding.
    expect(Math.abs(savings - (1_475.82 - 1_183.8) * 84)).toBeLessThanOrEqual(1);
  });

  it('adds the spec payment estimate for the balance and score typed so far (section 9, top 7 bands)', () => {
    const { rerender } = render(<DemoRateCard draft={{ remainingMortgageAmount: '250,000', cashOutAmount: '50,000', creditScore: 'SCORE_680_699' }} />);
    const card = screen.getByRole('article', { name: 'Example: 30-year fixed refinance' });
    // $300,000 at 0.05% a year over 360 months: $839.62 a month.
    expect(within(card).getByText('Your payment estimate').nextSibling).toHaveTextContent('$839.62 a month');

    rerender(<DemoRateCard draft={{ remainingMortgageAmount: '250,000', cashOutAmount: '', creditScore: 'SCORE_660_679' }} />);
    expect(within(card).getByText('Your payment estimate').nextSibling).toHaveTextContent('Shown for credit scores of 680 and higher');

    rerender(<DemoRateCard draft={{ remainingMortgageAmount: '', cashOutAmount: '', creditScore: 'SCORE_680_699' }} />);
    expect(within(card).queryByText('Your payment estimate')).not.toBeInTheDocument();
  });
});
