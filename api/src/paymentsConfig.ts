import { z } from 'zod';

/** Settings of the payment processor and the bank-link provider (spread into config.ts). Unset: embedded sandboxes. */
export const paymentsConfig = {
  // Stripe for saved cards and charges; unset means the embedded sandbox with Stripe's test cards.
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'Use a Stripe secret key (sk_test_… or sk_live_…).').optional(),
  // Stripe.js in the browser needs the publishable key of the same account.
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'Use a Stripe publishable key (pk_test_… or pk_live_…).').optional(),
  // Signs the processor's webhooks to POST /api/v1/webhooks/payments (the endpoint's secret in Stripe's dashboard).
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'Use the webhook endpoint’s signing secret (whsec_…).').optional(),
  // Plaid for bank linking; both unset means the embedded sandbox institutions.
  PLAID_CLIENT_ID: z.string().min(1).optional(),
  PLAID_SECRET: z.string().min(1).optional(),
  PLAID_ENV: z.enum(['sandbox', 'development', 'production']).default('sandbox'),
  // Encrypts the bank-link provider's access tokens at rest (AES-256-GCM): 32 random bytes in base64
  // (`openssl rand -base64 32`). Unset means a random key kept under DATA_DIR; production sets it,
  // the same on every server and on the migrate command.
  BANK_LINK_TOKEN_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/_-]+=*$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'Use 32 random bytes in base64 (openssl rand -base64 32).',
    )
    .optional(),
};
