import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { resetMockRestructureApplications } from '#mocks/restructureApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// A page is a lazy chunk: the first look may wait for it (and the shared flow) to compile.
const FIRST = { timeout: 12_000 };

beforeEach(() => {
  resetMockRestructureApplications();
  sessionStorage.clear();
  mockSession.set(true);
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

// The first test walks /cash, the prequal questions and the start: several lazy pages under one clock.
describe('starting a partnership application', { timeout: 60_000 }, () => {
  it('carries the /cash estimate into the application, asks the rest, and starts it from the prequal', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes('/cash');
    await user.type(await screen.findByLabelText('Home value', {}, FIRST), '800000');
    await user.type(screen.getByLabelText('Mortgage balance'), '400000');
    await user.type(screen.getByLabelText('Cash you want'), '50000');
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.click(await screen.findByRole('button', { name: 'Apply for this offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/partner'));

    // The estimate answered value, loans and cash; the address comes first.
    expect(await screen.findByRole('heading', { name: 'Which home is the partnership for?' }, FIRST)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Street address'), '2210 Grand Ave');
    await user.type(screen.getByLabelText('City'), 'San Diego');
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('ZIP code'), '92109');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Already answered by the estimate: shown filled in.
    expect(await screen.findByRole('radio', { name: 'Primary' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('What is it worth today?')).toHaveValue('800,000');
    await router.navigate('/application/partner?question=partnerCreditScore');
    await user.click(await screen.findByRole('radio', { name: '760-779' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/application\/partner\/[0-9a-f-]{36}$/), FIRST);
    // The application begins with the prequal's figures and lands at its first open question.
    expect(await screen.findByRole('heading', { level: 1, name: 'Does anyone else own the home with you?' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(/Partnership application · 2210 Grand Ave/)).toBeInTheDocument();

    // It is in the navigation's application menu under its street address.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Applications' }));
    const entries = within(screen.getByRole('menu', { name: 'Applications' })).getAllByRole('menuitem');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([['2210 Grand Ave', router.state.location.pathname]]);
  });

  it('checks the cash asked for in the spec’s words', async () => {
    const user = userEvent.setup();
    await renderRoutes('/application/partner?question=partnerCashOut');
    const cash = await screen.findByLabelText('How much cash would you like?', {}, FIRST);
    await user.type(cash, '150001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your cash out exceeds our current limit of $150,000.')).toBeInTheDocument();
  });
});
