import type { Knex } from 'knex';
import type { AppConfig } from '../../config.js';
import type { PaymentProcessor } from './PaymentProcessor.js';
import { SandboxPaymentProcessor } from './SandboxPaymentProcessor.js';
import { StripePaymentProcessor } from './StripePaymentProcessor.js';
import { localSecret } from '../../lib/localSecret.js';

type ProcessorConfig = Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'DATA_DIR'>;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded sandbox, whose webhooks are signed
 * with a secret kept under DATA_DIR (the server and the ops command beside it share it).
 */
export function createPaymentProcessor(config: ProcessorConfig, db: Knex): PaymentProcessor {
  if (config.STRIPE_SECRET_KEY)
    return new StripePaymentProcessor({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
    });
  return new SandboxPaymentProcessor(db, undefined, sandboxWebhookSecret(config), config.DATA_DIR);
}

/** The secret the sandbox signs its webhooks with. */
export const sandboxWebhookSecret = (config: Pick<AppConfig, 'DATA_DIR'>): string => localSecret(config.DATA_DIR, 'payment-webhook-secret');
