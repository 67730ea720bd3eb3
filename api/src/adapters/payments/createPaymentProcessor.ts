import type { Knex } from 'knex';
import type { AppConfig } from '../../config.js';
import type { PaymentProcessor } from './PaymentProcessor.js';
import { SandboxPaymentProcessor } from './SandboxPaymentProcessor.js';
import { StripePaymentProcessor } from './StripePaymentProcessor.js';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded sandbox. */
export function createPaymentProcessor(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY'>, db: Knex): PaymentProcessor {
  if (config.STRIPE_SECRET_KEY) return new StripePaymentProcessor(config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY ?? null);
  return new SandboxPaymentProcessor(db);
}
