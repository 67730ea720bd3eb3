import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPayments } from '#mocks/payments';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// Stripe.js's stand-ins: record the key, the Elements options and the confirmation asked for.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
  elements: { id: 'elements' },
  confirmSetup: vi.fn(),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    stripe.elementsOptions.push(options);
    return children;
  },
  PaymentElement: function PaymentElement({ onReady }: { onReady: () => void }) {
    useEffect(() => onReady(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmSetup: stripe.confirmSetup }),
  useElements: () => stripe.elements,
}));

// StripeCardForm loads Stripe.js once per key for the module's life, so a key shared across tests
// would be loaded only by whichever runs first: each test gets a key of its own.
let publishableKey = '';
let keys = 0;

beforeEach(() => {
  publishableKey = `pk_test_mock_${++keys}`;
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.confirmSetup.mockReset();
  stripe.elementsOptions.length = 0;
  mockPayments.reset();
  mockPayments.useProcessor('STRIPE', publishableKey);
  mockSession.set(true);
});

describe('/verify-payment with Stripe', () => {
  it("takes the card in Stripe's Payment Element with the setup's client secret, and confirms it towards /verify-payment", async () => {
    stripe.confirmSetup.mockReturnValue(new Promise(() => undefined)); // Stripe leaves the page on success
    await renderRoutes('/verify-payment?returnTo=%2Fpartnerships');
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(stripe.elementsOptions.at(-1)).toEqual({ clientSecret: expect.stringMatching(/^seti_mock_\d+_secret$/) });

    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(stripe.confirmSetup).toHaveBeenCalledTimes(1));
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/verify-payment?returnTo=${encodeURIComponent('/partnerships')}` },
    });
    expect(mockPayments.list()).toEqual([]);
  });

  it("says why Stripe refused the card, in Stripe's words, and keeps the form", async () => {
    stripe.confirmSetup.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    await renderRoutes('/verify-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
  });

  it('leaves field errors to the Payment Element', async () => {
    stripe.confirmSetup.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    await renderRoutes('/verify-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(stripe.confirmSetup).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps our own card form when the server saves cards with the sandbox', async () => {
    mockPayments.useProcessor('SANDBOX');
    await renderRoutes('/verify-payment');
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
