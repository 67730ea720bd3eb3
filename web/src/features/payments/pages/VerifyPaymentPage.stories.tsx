import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { mockPayments } from '#mocks/payments';
import { createMockHandlers } from '#mocks/handlers';
import { AuthProvider } from '#web/app/auth/AuthProvider';
import VerifyPaymentPage from './VerifyPaymentPage';

/** /verify-payment against the typed mocks, which answer Stripe's test cards as the sandbox does. */
const meta = {
  title: 'Payments/VerifyPaymentPage',
  component: VerifyPaymentPage,
  parameters: { loggedIn: true, route: '/verify-payment' },
  beforeEach: () => mockPayments.reset(),
  // The page tells a signed-in payer from a guest following an emailed link (decision 0030).
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
      </AuthProvider>
    ),
  ],
} satisfies Meta<typeof VerifyPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCardYet: Story = {};

export const WithSavedCards: Story = {
  beforeEach: () => {
    mockPayments.reset();
    mockPayments.addCard('4242', 'VISA');
    mockPayments.addCard('4444', 'MASTERCARD');
  },
};

export const LoadingMethods: Story = {
  parameters: { msw: { handlers: createMockHandlers([graphql.query('paymentMethods', () => new Promise<never>(() => undefined))]) } },
};

export const MethodsFailedToLoad: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('paymentMethods', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })),
      ]),
    },
  },
};

export const ReturnedWithUnknownSetup: Story = { parameters: { route: '/verify-payment?setup_intent=seti_unknown&redirect_status=succeeded' } };

export const Verifying: Story = {
  parameters: {
    route: '/verify-payment?setup_intent=seti_mock_1&redirect_status=succeeded',
    msw: { handlers: createMockHandlers([graphql.mutation('verifyPaymentSetup', () => new Promise<never>(() => undefined))]) },
  },
};
