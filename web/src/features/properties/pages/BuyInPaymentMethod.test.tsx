import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockPayments } from '#mocks/payments';
import { mockProperties } from '#mocks/properties';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { draftStorageKey, emptyDraft, type EquityDraft } from '../model/equityFlow';
import EquityFlowPage from './EquityFlowPage';
import { expectConsole } from '#tests/setup/leftoverErrors';

const [uuid] = mockProperties.uuids;
const APPLICATION = '5d1c0000-0000-4000-8000-00000000a001';

function Where() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname}</output>;
}

function renderBuyIn(step: 'confirm' | 'verify', draft: Partial<EquityDraft>) {
  sessionStorage.setItem(draftStorageKey(uuid!, 'buy-in'), JSON.stringify({ ...emptyDraft(), amount: '5000', ...draft }));
  return render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter initialEntries={[`/property/${uuid}/dashboard/buy-in/${step}`]}>
        <Routes>
          <Route path="/property/:uuid/dashboard/buy-in/:step" element={<EquityFlowPage flow="buy-in" />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ReadyDataProvider>,
  );
}

const atVerify = { confirmed: true, idempotencyKey: 'test-buy-in-bank-0001' };

beforeEach(() => {
  mockProperties.useScenario(1);
  mockSession.set(true);
  mockPayments.reset();
  mockBankLinks.reset();
  sessionStorage.clear();
});

describe('buy in: the payment method', () => {
  it('names the default method at confirm', async () => {
    mockPayments.addCard('4242', 'VISA');
    renderBuyIn('confirm', {});
    expect(await screen.findByText('We charge Visa •••• 4242 when you verify. You can choose another payment method at the next step.')).toBeInTheDocument();
  });

  it('adds a linked bank account as a method, charges it, and says the debit is processing', async () => {
    expectConsole('warn', /Unknown query named "me"/);
    mockPayments.addCard('4242', 'VISA');
    mockBankLinks.add(APPLICATION);
    const user = userEvent.setup();
    renderBuyIn('verify', atVerify);

    const saved = await screen.findByRole('group', { name: 'Saved payment methods' });
    // The default is preselected.
    expect(within(saved).getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    const accounts = screen.getByRole('list', { name: 'Linked bank accounts' });
    // The IRA and the mortgage of the login are not offered; savings is.
    expect(
      within(accounts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First Platypus Bank checking •••• 0000Pay with this account', 'First Platypus Bank savings •••• 1111Pay with this account']);
    await user.click(within(accounts).getByRole('button', { name: 'Pay with First Platypus Bank checking •••• 0000' }));
    // Saved, listed, then chosen: wait for the choice, not only for the new method.
    expect(await screen.findByRole('radio', { name: /First Platypus Bank checking •••• 0000/, checked: true })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).not.toBeChecked();

    await user.type(screen.getByLabelText('Password'), 'roofline-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Verify and pay' }));
    expect(await screen.findByText('Your buy-in is processing')).toBeInTheDocument();
    expect(
      screen.getByText('Processing: First Platypus Bank checking •••• 0000 is debited over the next few business days. Your share changed today.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/· First Platypus Bank checking •••• 0000, recorded/)).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(`/property/${uuid}/dashboard/buy-in/success`);
  });

  it('shows the bank’s refusal beside the choice and records nothing when the account is closed', async () => {
    mockBankLinks.add(APPLICATION, {
      accounts: [
        {
          __typename: 'FinancialAccount',
          uuid: '5d1c0000-0000-4000-8000-00000000b113',
          accountId: 'acct-1113',
          name: 'Checking',
          mask: '1113',
          subtype: 'checking',
          verificationStatus: 'MANUALLY_VERIFIED',
        },
      ],
    });
    const user = userEvent.setup();
    renderBuyIn('verify', atVerify);
    await user.click(await screen.findByRole('button', { name: 'Pay with First Platypus Bank checking •••• 1113' }));
    expect(await screen.findByRole('radio', { name: /First Platypus Bank checking •••• 1113/, checked: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'roofline-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Verify and pay' }));
    expect(await screen.findByText('Your bank says this account is closed. Try another card or bank account.')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(`/property/${uuid}/dashboard/buy-in/verify`);
  });

  it('points to linking a bank account when nothing is saved or linked', async () => {
    renderBuyIn('verify', atVerify);
    expect(await screen.findByText('Add a card or a bank account before you buy in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'link and verify it on your application' })).toHaveAttribute(
      'href',
      `/financial-items/oauth/restructure?applicationUuid=${mockProperties.dashboard().sourceApplicationUuid}`,
    );
  });
});
