import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { mockProperties } from '#mocks/properties';
import { MOCK_PURCHASE_STAGE_UUIDS, resetMockPurchaseApplications, seedMockPurchaseApplication } from '#mocks/purchaseApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };

beforeEach(() => {
  resetMockPurchaseApplications();
  mockSession.set(true);
});
afterEach(() => {
  mockServer.resetHandlers(...createMockHandlers());
  mockProperties.useScenario(1);
});

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

describe('the option agreement at closing', { timeout: 45_000 }, () => {
  const path = `/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS.CLOSING}`;

  it('is read page by page, needs the consent, and once accepted the purchase closes', async () => {
    mockProperties.useScenario(0);
    const user = userEvent.setup();
    await renderRoutes(path);
    const review = await screen.findByRole('region', { name: 'Your option agreement' }, FIRST);
    expect(within(review).getByRole('link', { name: 'Download the option agreement (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(`/api/v1/application_files/application-type/purchase/${MOCK_PURCHASE_STAGE_UUIDS.CLOSING}/`),
    );
    expect(within(review).getByLabelText('Page 1 of 2')).toHaveTextContent('Original agreed value$585,000');
    const consent = within(review).getByRole('checkbox', { name: /I have read the option agreement/ });
    const accept = within(review).getByRole('button', { name: 'Accept the agreement' });
    expect(within(review).getByText('Read to the last page to accept.')).toBeInTheDocument();
    expect(consent).toBeDisabled();
    expect(accept).toBeDisabled();

    await user.click(within(review).getByRole('button', { name: 'Next page' }));
    expect(await within(review).findByLabelText('Page 2 of 2')).toHaveTextContent('7. Electronic signature.');
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    expect(await within(review).findByRole('alert')).toHaveTextContent('Tick the box to confirm you agree to the option agreement.');

    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    // As the API does, the closed purchase's home becomes the buyer's property.
    mockProperties.useScenario(3);
    await user.click(consent);
    await user.click(accept);
    expect(await screen.findByRole('heading', { name: 'Your purchase has closed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your option agreement' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute('href', `/property/${mockProperties.uuids[2]}/dashboard`);
    // The navigation asks for the user's homes again, without a reload.
    expect(await within(nav()).findByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says the agreement is accepted, with the time, while the closing is recorded', async () => {
    const record = seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS.CLOSING, 'CLOSING');
    record.optionAgreementViewedAt = '2026-12-26T11:58:00.000Z';
    record.optionAgreementAcceptedAt = '2026-12-26T12:00:00.000Z';
    await renderRoutes(path);
    expect(await screen.findByText('You accepted the option agreement', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText(/You accepted it on December 26, 2026.*We’re recording your closing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the agreement' })).not.toBeInTheDocument();
  });

  it('lets the co-applicant read the agreement without accepting it', async () => {
    seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS.CLOSING, 'CLOSING').party = 'CO_APPLICANT';
    const user = userEvent.setup();
    await renderRoutes(path);
    const review = await screen.findByRole('region', { name: 'Your option agreement' }, FIRST);
    expect(within(review).getByText('The applicant accepts the option agreement for both of you; the purchase closes once they have.')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Next page' }));
    expect(await within(review).findByLabelText('Page 2 of 2')).toHaveTextContent('1. Purchase.');
    expect(within(review).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Accept the agreement' })).not.toBeInTheDocument();
  });
});
