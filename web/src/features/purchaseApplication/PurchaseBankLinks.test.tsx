import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { resetMockPurchaseApplications, seedMockPurchaseApplication } from '#mocks/purchaseApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '../../test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };
const UUID = '7a0c0000-0000-4000-8000-0000000000b1';
const pathOf = (uuid: string) => `/application/purchase/${uuid}`;

beforeEach(() => {
  resetMockPurchaseApplications();
  mockBankLinks.reset();
  mockSession.set(true);
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('a purchase’s linked accounts and payment account', { timeout: 45_000 }, () => {
  it('lets the applicant link bank accounts and investments while the purchase is funded, each in its own list', async () => {
    seedMockPurchaseApplication(UUID, 'DOCUMENT_UPLOAD');
    const user = userEvent.setup();
    await renderRoutes(pathOf(UUID));
    const funds = await screen.findByRole('region', { name: 'Your accounts and investments' }, FIRST);
    const banks = within(funds).getByRole('region', { name: 'Bank accounts' });
    const investments = within(funds).getByRole('region', { name: 'Investments' });
    expect(await within(banks).findByText('No bank account is linked yet.')).toBeInTheDocument();
    expect(await within(investments).findByText('No investment account is linked yet.')).toBeInTheDocument();

    await user.click(within(investments).getByRole('button', { name: 'Link an investment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
    await user.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Link account' }));

    expect(await within(investments).findByText('Your investment account is linked.')).toBeInTheDocument();
    expect(await within(investments).findByText('First Platypus Bank')).toBeInTheDocument();
    expect(within(banks).getByText('No bank account is linked yet.')).toBeInTheDocument();
  });

  it('at closing, offers the verified checking and savings accounts for the monthly payments and saves the choice', async () => {
    seedMockPurchaseApplication(UUID, 'CLOSING');
    mockBankLinks.add(UUID);
    const user = userEvent.setup();
    await renderRoutes(pathOf(UUID));
    const section = await screen.findByRole('region', { name: 'Your payment account' }, FIRST);
    const payFrom = await within(section).findByRole('group', { name: 'Pay from' });
    // The IRA and the mortgage of the same bank are never offered.
    expect(
      within(payFrom)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['First Platypus Bank · Plaid Checking ending in 0000', 'First Platypus Bank · Plaid Saving ending in 1111']);
    expect(within(payFrom).getByRole('radio', { name: /Plaid Checking/ })).toBeChecked();
    await user.click(within(payFrom).getByRole('radio', { name: /Plaid Saving/ }));
    await user.click(within(section).getByRole('button', { name: 'Use this account' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your payments come from First Platypus Bank · Plaid Saving ending in 1111.');
    expect(within(section).getByRole('button', { name: 'Use this account' })).toBeDisabled();
  });

  it('says how to get a choice when no verified account is linked yet', async () => {
    seedMockPurchaseApplication(UUID, 'CLOSED');
    await renderRoutes(pathOf(UUID));
    const section = await screen.findByRole('region', { name: 'Your payment account' }, FIRST);
    expect(await within(section).findByText('Link a checking or savings account above and verify it to choose it for your payments.')).toBeInTheDocument();
    expect(within(section).queryByRole('group', { name: 'Pay from' })).not.toBeInTheDocument();
  });

  it('says so when the choice could not be saved', async () => {
    seedMockPurchaseApplication(UUID, 'CLOSING');
    mockBankLinks.add(UUID);
    mockServer.resetHandlers(...createMockHandlers([graphql.mutation('choosePaymentBankAccount', () => HttpResponse.error())]));
    const user = userEvent.setup();
    await renderRoutes(pathOf(UUID));
    const section = await screen.findByRole('region', { name: 'Your payment account' }, FIRST);
    await within(section).findByRole('group', { name: 'Pay from' });
    await user.click(within(section).getByRole('button', { name: 'Use this account' }));
    expect(await within(section).findByText('Sorry, there was a problem. Please try again later.')).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the co-applicant neither the applicant’s accounts nor the payment account', async () => {
    seedMockPurchaseApplication(UUID, 'CLOSING').party = 'CO_APPLICANT';
    mockBankLinks.add(UUID);
    await renderRoutes(pathOf(UUID));
    expect(await screen.findByRole('heading', { name: 'Ready to close' }, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your payment account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your accounts and investments' })).not.toBeInTheDocument();
    expect(screen.queryByText('First Platypus Bank')).not.toBeInTheDocument();
  });
});
