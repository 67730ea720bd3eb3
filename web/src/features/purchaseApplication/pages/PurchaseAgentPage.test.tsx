import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { mockDocuments } from '#mocks/documents';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { issueMockAgentLink, resetMockPurchaseApplications, seedMockPurchaseApplication } from '#mocks/purchaseApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };
const UUID = '7a0c0000-0000-4000-8000-0000000000a1';

let token: string;

beforeEach(() => {
  resetMockPurchaseApplications();
  mockDocuments.reset();
  // The agent has no Roofline account.
  mockSession.set(false);
  ({ token } = issueMockAgentLink(seedMockPurchaseApplication(UUID, 'CONTRACT_REVIEW')));
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

async function findStatus() {
  return screen.findByRole('region', { name: 'Dana’s purchase' }, FIRST);
}

describe('the agent’s status page', { timeout: 45_000 }, () => {
  it('shows the stage, the agent, the home or area and the pre-approved amount', async () => {
    await renderRoutes(`/purchase/agent/${token}`);
    const status = await findStatus();
    expect(within(status).getByRole('list', { name: 'Where your purchase stands' })).toBeInTheDocument();
    expect(within(status).getByText('Pre-approval', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(within(status).getByText('Agent').nextElementSibling).toHaveTextContent('Rosa Diaz');
    expect(within(status).getByText('Home or area').nextElementSibling).toHaveTextContent('Sacramento, CA');
    expect(within(status).getByText('Pre-approved up to').nextElementSibling).toHaveTextContent('$800,000');
    expect(within(status).getByText(/^This link works until /)).toBeInTheDocument();
  });

  it('downloads the pre-approval letter through the link itself', async () => {
    await renderRoutes(`/purchase/agent/${token}`);
    const status = await findStatus();
    const letter = within(status).getByRole('link', { name: 'Pre-approval letter.pdf' });
    expect(letter).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/api/v1/purchase/agent/${token}/letters/[0-9a-f-]{36}$`)));
  });

  it('says an expired link has expired', async () => {
    const { token: expired } = issueMockAgentLink(seedMockPurchaseApplication('7a0c0000-0000-4000-8000-0000000000a2', 'CONTRACT_REVIEW'), {
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await renderRoutes(`/purchase/agent/${expired}`);
    expect(await screen.findByText('This link has expired or is not valid', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Ask your buyer for a new link.')).toBeInTheDocument();
    expect(screen.queryByText('$800,000')).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    await renderRoutes('/purchase/agent/not-a-link-anyone-made');
    expect(await screen.findByText('This link has expired or is not valid', {}, FIRST)).toBeInTheDocument();
  });

  it('shows a loading state until the status arrives', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // Holds the answer back, then lets the usual mock answer.
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query('purchaseAgentStatus', async () => {
          await answered;
        }),
      ]),
    );
    await renderRoutes(`/purchase/agent/${token}`);
    expect(await screen.findByRole('status', {}, FIRST)).toHaveTextContent('Loading…');
    release();
    expect(await findStatus()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error state when the network fails, and Try again loads the status', async () => {
    let failing = true;
    mockServer.resetHandlers(...createMockHandlers([graphql.query('purchaseAgentStatus', () => (failing ? HttpResponse.error() : undefined))]));
    const user = userEvent.setup();
    await renderRoutes(`/purchase/agent/${token}`);
    expect(await screen.findByRole('alert', {}, FIRST)).toHaveTextContent('We couldn’t load the purchase’s status');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findStatus()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
