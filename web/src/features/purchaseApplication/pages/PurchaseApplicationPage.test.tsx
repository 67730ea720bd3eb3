import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockHandlers } from '../../../../../mocks/handlers';
import { mockServer } from '../../../../../mocks/node';
import { MOCK_PURCHASE_STAGE_UUIDS, resetMockPurchaseApplications } from '../../../../../mocks/purchaseApplication';
import { mockSession } from '../../../../../mocks/session';
import { renderRoutes } from '../../../test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };

beforeEach(() => {
  resetMockPurchaseApplications();
  mockSession.set(true);
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('the purchase application screen', { timeout: 45_000 }, () => {
  it('sends a visitor to log in first', async () => {
    mockSession.set(false);
    const path = `/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS.APPLICATION}`;
    const { router } = await renderRoutes(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
  });

  it('resumes at the first question not answered and checks the answer as it is typed, with core’s words', async () => {
    const user = userEvent.setup();
    await renderRoutes(`/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS.APPLICATION}`);
    // The price and down payment come from the prequal: the first open question is the co-applicant's.
    expect(await screen.findByRole('heading', { name: 'Is anyone buying with you?' }, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const down = await screen.findByLabelText('Down payment ($)');
    await user.clear(down);
    await user.type(down, '50000');
    expect(await screen.findByText('Put down at least 10% of the price: $60,000.')).toBeInTheDocument();
    await user.clear(down);
    await user.type(down, '90000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Is anyone buying with you?' })).toBeInTheDocument();
  });

  it('shows the pre-approval with its letter to download', async () => {
    await renderRoutes(`/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS.CONTRACT_REVIEW}`);
    expect(await screen.findByRole('heading', { name: 'You’re pre-approved' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText('$800,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download Pre-approval letter/ })).toHaveAttribute(
      'href',
      expect.stringMatching(`/api/v1/application_files/application-type/purchase/${MOCK_PURCHASE_STAGE_UUIDS.CONTRACT_REVIEW}/`),
    );
  });

  it('shows the final Exhibit C and funds to close of a closed purchase', async () => {
    await renderRoutes(`/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS.CLOSED}`);
    expect(await screen.findByRole('heading', { name: 'Your purchase has closed' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Final Exhibit C' })).toHaveTextContent('$585,000');
    expect(screen.getByLabelText('Funds to close')).toHaveTextContent('$85,000');
  });
});
