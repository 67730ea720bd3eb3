import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { mockFlags } from '#mocks/flags';
import { DENIAL_TEXT, WAITLIST_PROMPT } from '#core/partnership/index';
import { EMPTY_DRAFT, ESTIMATOR_MESSAGES, type EstimatorDraft } from '../../model/estimatorForm';
import { OfferEstimator } from './OfferEstimator';

const LICENSED = ['CA', 'CO'];
const workedExample: EstimatorDraft = { ...EMPTY_DRAFT, homeValue: '800,000', mortgageBalance: '400,000', cashWanted: '50,000', state: 'CA' };

function renderEstimator(initialDraft: EstimatorDraft = EMPTY_DRAFT, waitlistOnly = false) {
  return render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter>
        <OfferEstimator licensedStates={LICENSED} initialDraft={initialDraft} waitlistOnly={waitlistOnly} />
      </MemoryRouter>
    </ReadyDataProvider>,
  );
}

const product = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('li')!);

describe('OfferEstimator', () => {
  it('starts empty and shows the three products as the homeowner types the worked example', async () => {
    const user = userEvent.setup();
    renderEstimator();
    expect(screen.getByText(/your offer appears here/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Home value' }), '800000');
    await user.type(screen.getByRole('textbox', { name: 'Mortgage balance' }), '400000');
    await user.type(screen.getByRole('textbox', { name: 'Cash you want' }), '50000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    expect(screen.getByRole('textbox', { name: 'Home value' })).toHaveValue('800,000');
    expect(product('Pay off your mortgage').getByText('$2,375')).toBeInTheDocument();
    expect(product('Pay off your mortgage').getByText('56.25%')).toBeInTheDocument();
    expect(product('Pay off your mortgage').getByText('$1,875 a month')).toBeInTheDocument();
    expect(product('Saver').getByText('$1,875')).toBeInTheDocument();
    expect(product('Keep your mortgage').getByText('6.25%')).toBeInTheDocument();
    expect(product('Keep your mortgage').getByText('Stays at $400,000')).toBeInTheDocument();
    expect(screen.getByText(/You could take up to/)).toHaveTextContent('You could take up to $150,000.');
    // Announced to screen readers (the chart's loading placeholder may be a second status meanwhile).
    const announcement = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Offer updated'));
    expect(announcement).toHaveTextContent('Offer updated: $624.99 a month keeping your mortgage, $2,375 paying it off, $1,875 with Saver.');
  });

  it('explains a field as it is typed and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderEstimator();
    const value = screen.getByRole('textbox', { name: 'Home value' });
    await user.type(value, '5');
    await user.clear(value);
    expect(screen.getByText(ESTIMATOR_MESSAGES.homeValue)).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Mortgage balance' }), '900000');
    await user.type(value, '800000');
    expect(screen.getByText(ESTIMATOR_MESSAGES.mortgageAboveValue)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mortgage balance' })).toHaveValue('900,000');
  });

  it('shows every denial in the spec’s words, with the waitlist where the spec asks', () => {
    renderEstimator({
      ...workedExample,
      occupancy: 'INVESTMENT_PROPERTY',
      state: 'TX',
      hasSecondLoan: 'yes',
      secondLoanBalance: '10,000',
      paysOffSecondLoan: 'no',
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(DENIAL_TEXT.DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY.message)).toBeInTheDocument();
    expect(within(alert).getByText(DENIAL_TEXT.DENIED_SECOND_LOAN_NO_PAYOFF.message)).toBeInTheDocument();
    expect(within(alert).getByText(DENIAL_TEXT.OUT_OF_STATE.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/buy/waitlist');
    expect(screen.queryByRole('heading', { name: 'Saver' })).not.toBeInTheDocument();
  });

  it('offers the most cash allowed when the cash asked is over a limit', async () => {
    const user = userEvent.setup();
    renderEstimator({ ...workedExample, homeValue: '2,000,000', cashWanted: '200,000' });
    expect(screen.getByRole('alert')).toHaveTextContent(DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message);
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use $150,000 instead' }));
    expect(screen.getByRole('textbox', { name: 'Cash you want' })).toHaveValue('150,000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saver' })).toBeInTheDocument();
  });

  it('with the waitlist flag on, asks everyone to join while still estimating', async () => {
    renderEstimator(workedExample, true);
    // The sign-up form loads on first render.
    expect(await screen.findByText(/has a waitlist right now/)).toHaveTextContent(WAITLIST_PROMPT);
    expect(screen.getByRole('heading', { name: 'Saver' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Join the partnership waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('with the waitlist flag on, a homeowner out of state joins the partnership waitlist in place, once', async () => {
    mockFlags.set({ partnershipWaitlist: true });
    const user = userEvent.setup();
    renderEstimator({ ...workedExample, state: 'TX' }, true);
    expect(screen.getByRole('alert')).toHaveTextContent(DENIAL_TEXT.OUT_OF_STATE.message);
    expect(await screen.findAllByRole('region', { name: 'Join the partnership waitlist' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ana@Example.com');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code of your home' }), '75201');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'You’re on the partnership waitlist, Ana' })).toBeInTheDocument();
  });

  it('compares the cost with a cash-out refinance in a table, and refuses a bad rate without losing it', async () => {
    const user = userEvent.setup();
    renderEstimator({ ...workedExample, cashWanted: '100,000' });
    const table = screen.getByRole('table', { name: /Total cost after 5 years/ });
    const flat = within(table).getByRole('row', { name: /^no change/ });
    // KEEP with $100,000: 60 fees of $416.67 ($25,000.20) and 12.5% of $800,000 back, less the cash
    expect(within(flat).getAllByRole('cell')[1]).toHaveTextContent('$25,000.20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Years until you sell or settle' }), '1');
    expect(within(screen.getByRole('table', { name: /Total cost after 1 year,/ })).getByRole('row', { name: /^no change/ })).toHaveTextContent('$5,000.04');
    const rate = screen.getByRole('textbox', { name: 'Cash-out refinance rate (%)' });
    await user.clear(rate);
    await user.type(rate, '25');
    expect(screen.getByText('Enter a rate from 0% to 20%.')).toBeInTheDocument();
    expect(rate).toHaveValue('25');
    expect(screen.queryByRole('table', { name: /Total cost after/ })).not.toBeInTheDocument();
  });
});
