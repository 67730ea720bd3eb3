import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockBankLinks } from '#mocks/bankLinks';
import { DEMO_PASSWORD } from '#mocks/fixtures';
import { mockPayments } from '#mocks/payments';
import { mockProperties } from '#mocks/properties';
import { mockSession } from '#mocks/session';
import { loadPageCode } from '#web/app/routes';
import { renderRoutes } from '#web/test/renderRoutes';
import { draftStorageKey, emptyDraft } from '../../model/equityFlow';

const [uuid] = mockProperties.uuids;
const verifyPath = `/property/${uuid}/dashboard/buy-in/verify`;

// Compiling the pages' code is the test runner's work, not the first test's.
beforeAll(() => Promise.all([loadPageCode(verifyPath), loadPageCode(`/property/${uuid}/dashboard/cash-out`)]));

beforeEach(() => {
  sessionStorage.clear();
  mockProperties.useScenario(1);
  mockSession.set(true);
  mockPayments.reset();
  mockBankLinks.reset();
});

/**
 * The whole app (its shell reloads the signed-in user after a recorded transaction) at the verify
 * step of a $25 one-time buy-in confirmed earlier.
 */
async function atVerify() {
  sessionStorage.setItem(
    draftStorageKey(uuid, 'buy-in'),
    JSON.stringify({ ...emptyDraft(), amount: '25', confirmed: true, idempotencyKey: `verify-${crypto.randomUUID()}` }),
  );
  const rendered = await renderRoutes(verifyPath);
  await screen.findByRole('group', { name: 'Saved payment methods' });
  return rendered;
}

async function verifyWith(user: UserEvent, password: string) {
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  // Pasted, as a password manager fills it: typing it key by key is seconds of a busy machine's time.
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Verify and pay' }));
}

/** The amount and the method chosen are still there, on the verify step, ready for another try. */
function expectChoicesKept(router: { state: { location: { pathname: string } } }, method: RegExp) {
  expect(router.state.location.pathname).toBe(verifyPath);
  expect(screen.getByText('Buy in $25 once.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: method })).toBeChecked();
}

describe('the buy-in verify step says why it refused and keeps the choices', () => {
  it('a wrong password, reached from the amount, then pays with the right one', async () => {
    mockPayments.addCard('4242', 'VISA');
    mockPayments.addCard('4444', 'MASTERCARD');
    const user = userEvent.setup();
    const { router } = await renderRoutes(`/property/${uuid}/dashboard/buy-in`);
    await user.type(await screen.findByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Buy in $25 once')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /•••• 4444/ }));

    await verifyWith(user, 'not my password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t confirm it’s you');
    expect(alert).toHaveTextContent('That password is not right.');
    expect(alert).toHaveTextContent('Check your password and try again, or email yourself a code instead.');
    expectChoicesKept(router, /•••• 4444/);

    await verifyWith(user, DEMO_PASSWORD);
    expect(await screen.findByText('Your buy-in is done')).toBeInTheDocument();
    expect(screen.getByText(/· Mastercard •••• 4444, recorded/)).toBeInTheDocument();
  });

  it('a declined card, then pays with another', async () => {
    mockPayments.addCard('4242', 'VISA');
    mockPayments.addCard('0341', 'VISA', 'card_declined');
    const user = userEvent.setup();
    const { router } = await atVerify();
    await user.click(screen.getByRole('radio', { name: /•••• 0341/ }));

    await verifyWith(user, DEMO_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This payment method was not charged');
    expect(alert).toHaveTextContent('Your card was declined. Try another card or bank account.');
    expectChoicesKept(router, /•••• 0341/);

    await user.click(screen.getByRole('radio', { name: /•••• 4242/ }));
    await verifyWith(user, DEMO_PASSWORD);
    expect(await screen.findByText('Your buy-in is done')).toBeInTheDocument();
  });

  it('insufficient funds', async () => {
    mockPayments.addCard('9995', 'VISA', 'insufficient_funds');
    const user = userEvent.setup();
    const { router } = await atVerify();

    await verifyWith(user, DEMO_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds. Try another card or bank account.');
    expectChoicesKept(router, /•••• 9995/);
  });

  it('too many tries, saying until when', async () => {
    mockPayments.addCard('4242', 'VISA');
    const user = userEvent.setup();
    const { router } = await atVerify();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await verifyWith(user, `wrong password ${attempt}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    }

    // Even the right password is refused until the window ends.
    await verifyWith(user, DEMO_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many tries. Try again in 15 minutes, at 3:15 PM UTC.');
    expect(alert).toHaveTextContent('Nothing was charged. Your amount and payment method are kept for then.');
    expectChoicesKept(router, /•••• 4242/);
  });
});

describe('the cash-out amount', () => {
  it('is at least $1, as the form checks it', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(`/property/${uuid}/dashboard/cash-out`);
    await user.type(await screen.findByLabelText('Amount'), '0.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The field's own error, before any limit is asked of the server.
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/A cash-out is at least \$1\./));
    expect(screen.getByLabelText('Amount')).toBeInvalid();
    expect(router.state.location.pathname).toBe(`/property/${uuid}/dashboard/cash-out`);
  });
});
