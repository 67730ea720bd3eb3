import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockProperties } from '#mocks/properties';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { draftStorageKey, emptyDraft } from '../model/equityFlow';
import EquityFlowPage from './EquityFlowPage';
import { expectConsole } from '#tests/setup/leftoverErrors';

const [uuid] = mockProperties.uuids;

function Where() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname}</output>;
}

function renderFlow(path: string) {
  return render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/property/:uuid/dashboard/cash-out" element={<EquityFlowPage flow="cash-out" />} />
          <Route path="/property/:uuid/dashboard/cash-out/:step" element={<EquityFlowPage flow="cash-out" />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ReadyDataProvider>,
  );
}

beforeEach(() => {
  mockProperties.useScenario(1);
  mockSession.set(true);
  sessionStorage.clear();
});

describe('cash out', () => {
  it('names the limit as the amount is typed, then confirms, verifies and shows the ledger row', async () => {
    // Rendered without the app shell, so the session's `me` query that success refetches is not mounted.
    expectConsole('warn', /Unknown query named "me"/);
    const user = userEvent.setup();
    renderFlow(`/property/${uuid}/dashboard/cash-out`);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '120000');
    // $50,000 was taken at closing.
    expect(await screen.findByText('Cash out is limited to $150,000 over the life of the partnership; you can take up to $100,000 more.')).toBeInTheDocument();
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter an amount.')).toBeInTheDocument();

    await user.type(amount, '10000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Cash out $10,000')).toBeInTheDocument();
    // Five $500 buy-backs since closing: 56.25% − 5 × 0.0625% = 55.9375%; $10,000 adds 1.25%,
    // printed with the one decimal of the percent rule.
    expect(screen.getByRole('row', { name: /Roofline’s share/ })).toHaveTextContent('55.9%57.2%');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByLabelText('Password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Verify and cash out' }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'roofline-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Verify and cash out' }));
    expect(await screen.findByText('Your cash-out is on its way')).toBeInTheDocument();
    expect(screen.getByText('Roofline’s share went from 55.9% to 57.2%.')).toBeInTheDocument();
    // Paid to the owner's linked bank account, as the sandbox payout provider pays.
    expect(screen.getByText('Paid to First Platypus Bank checking •••• 0000.')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(`/property/${uuid}/dashboard/cash-out/success`);
  });

  it('refuses a cash-out with no verified bank account and links to linking one', async () => {
    mockProperties.withoutPayoutAccount();
    const draft = { ...emptyDraft(), amount: '10000', confirmed: true, idempotencyKey: 'test-cash-out-no-account' };
    sessionStorage.setItem(draftStorageKey(uuid, 'cash-out'), JSON.stringify(draft));
    const user = userEvent.setup();
    renderFlow(`/property/${uuid}/dashboard/cash-out/verify`);
    await user.type(await screen.findByLabelText('Password'), 'roofline-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Verify and cash out' }));
    expect(await screen.findByText('Link and verify a bank account to receive your cash-out, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link a bank account' })).toHaveAttribute(
      'href',
      `/financial-items/oauth/restructure?applicationUuid=${mockProperties.dashboard().sourceApplicationUuid}`,
    );
    // Nothing was recorded: the owner stays on the verify step.
    expect(screen.getByLabelText('path')).toHaveTextContent(`/property/${uuid}/dashboard/cash-out/verify`);
  });

  it('sends a step reached out of order to the furthest step the draft allows', async () => {
    renderFlow(`/property/${uuid}/dashboard/cash-out/verify`);
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(`/property/${uuid}/dashboard/cash-out`);
  });
});
