import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { refinanceApplicationScenarios, resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { COMPLETE_ANSWERS, MOCK_REFINANCE_APPLICATION_UUID, mockRecord } from '#mocks/refinanceApplicationFixtures';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

const path = `/application/refinance/${MOCK_REFINANCE_APPLICATION_UUID}`;
// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 5000 };

beforeEach(() => {
  resetMockRefinanceApplications([mockRecord()]);
  mockSession.set(true);
});
// resetHandlers(...handlers) replaces MSW's initial handlers, so a scenario would outlive its test.
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('the refinance application screen', () => {
  it('sends a visitor to log in first', async () => {
    mockSession.set(false);
    const { router } = await renderRoutes(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent(path)}`);
  });

  it('resumes at the first unanswered question, with progress and sections', async () => {
    const { router } = await renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Will you live in this home as your primary residence?' }, FIRST)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?question=borrowerDeclarationOccupancy');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    const sections = screen.getByRole('navigation', { name: 'Application sections' });
    expect(within(sections).getByRole('button', { name: /About you.*Complete/ })).toBeInTheDocument();
    expect(within(sections).getByRole('button', { name: /Declarations/ })).toHaveAttribute('aria-current', 'step');
  });

  it('saves an answer, moves on with Enter, and steps back with the browser', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(path);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }, FIRST));
    // Yes reveals the follow-up question about other property owned.
    const [, ownedOther] = await screen.findAllByRole('radio', { name: 'No' });
    await user.click(ownedOther!);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: /borrowing money for this refinance/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?question=borrowerDeclarationBorrowedFunds');
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67'));
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Will you live in this home as your primary residence?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Yes' })[0]).toBeChecked();
  });

  it('lists the application in the navigation on its first answer', async () => {
    // The navigation's list was fetched before this application existed (the default mock lists none).
    const user = userEvent.setup();
    await renderRoutes(path);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }, FIRST));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Applications' })).not.toBeInTheDocument();
    const [, ownedOther] = await screen.findAllByRole('radio', { name: 'No' });
    await user.click(ownedOther!);
    await user.keyboard('{Enter}');
    await user.click(await within(nav).findByRole('button', { name: 'Applications' }));
    const entries = within(screen.getByRole('menu', { name: 'Applications' })).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([path]);
  });

  it('shows what is wrong with an answer and stays on the question', async () => {
    const user = userEvent.setup();
    await renderRoutes(`${path}?question=borrowerContact`);
    const phone = await screen.findByLabelText('Phone number', {}, FIRST);
    await user.clear(phone);
    await user.type(phone, '415555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a 10-digit US phone number.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'How can the lender reach you?' })).toBeInTheDocument();
  });

  it('shows the server’s error and clears it on moving to another question', async () => {
    mockServer.resetHandlers(...createMockHandlers([refinanceApplicationScenarios.saveFails]));
    const user = userEvent.setup();
    await renderRoutes(`${path}?question=borrowerCitizenship`);
    await user.click(await screen.findByRole('radio', { name: 'U.S. citizen' }, FIRST));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application has been submitted and can no longer be changed.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How can the lender reach you?' })).toBeInTheDocument();
    expect(screen.queryByText('This application has been submitted and can no longer be changed.')).not.toBeInTheDocument();
  });

  it('adds, edits and removes entries of a repeating group, saving each change', async () => {
    const user = userEvent.setup();
    await renderRoutes(`${path}?question=assets`);
    await user.click(await screen.findByRole('button', { name: 'Add another account' }, FIRST));
    await user.selectOptions(screen.getByLabelText('Account type'), 'SAVINGS');
    await user.type(screen.getByLabelText('Financial institution'), 'Bank of Oak');
    await user.type(screen.getByLabelText('Current balance or value'), '12000.5');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Savings account · Bank of Oak · $12,000.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Savings account · Bank of Oak · $12,000.50' }));
    const balance = screen.getByLabelText('Current balance or value');
    await user.clear(balance);
    await user.type(balance, '9000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Savings account · Bank of Oak · $9,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Savings account · Bank of Oak · $9,000' }));
    await waitFor(() => expect(screen.queryByText('Savings account · Bank of Oak · $9,000')).not.toBeInTheDocument());
    expect(screen.getByText('Checking account · Golden Gate Credit Union · $28,500')).toBeInTheDocument();
  });

  it('lists what is missing on submit, and submits a complete application', async () => {
    const user = userEvent.setup();
    await renderRoutes(`${path}?question=review`);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }, FIRST));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('A few answers are missing');
    expect(within(problems).getByRole('heading', { name: 'Declarations' })).toBeInTheDocument();
    expect(within(problems).getByRole('button', { name: 'Will you live in this home as your primary residence?' })).toBeInTheDocument();

    resetMockRefinanceApplications([mockRecord({ answers: COMPLETE_ANSWERS })]);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Your application has been submitted' })).toBeInTheDocument();
    expect(screen.getByText(/Reference:/)).toBeInTheDocument();
  });

  it('says so when the application is someone else’s or does not exist', async () => {
    await renderRoutes('/application/refinance/0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d');
    expect(await screen.findByText('We couldn’t find this application', {}, FIRST)).toBeInTheDocument();
  });

  it('offers to try again when loading fails', async () => {
    mockServer.resetHandlers(...createMockHandlers([refinanceApplicationScenarios.failure]));
    await renderRoutes(path);
    expect(await screen.findByText('We couldn’t load your application', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
