import type { Knex } from 'knex';
import type { PaymentProcessor } from '../../api/src/adapters/payments/PaymentProcessor.js';
import { SandboxPaymentProcessor } from '../../api/src/adapters/payments/SandboxPaymentProcessor.js';
import type { PaymentMethod } from '../../api/src/models/PaymentMethod.js';
import { customerReferenceFor } from '../../api/src/services/payments/customers.js';
import { saveCardOfSetup } from '../../api/src/services/payments/paymentSetup.js';

export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declinedAtSetup: '4000000000000002',
  requiresAuthentication: '4000002500003155',
  /** Saves fine; every charge is declined (card_declined). */
  declinesCharges: '4000000000000341',
} as const;

/**
 * Saves a sandbox card for a user the way the /verify-payment flow does (setup at the processor,
 * the card confirmed with the sandbox, the succeeded setup stored), for API tests that need a
 * saved payment method. `processor` is the app's: `t.adapters.paymentProcessor`.
 */
export async function saveSandboxCard(
  db: Knex,
  processor: PaymentProcessor,
  user: { uuid: string; email: string },
  cardNumber: string = SANDBOX_CARDS.visa,
): Promise<PaymentMethod> {
  if (!(processor instanceof SandboxPaymentProcessor)) throw new Error('saveSandboxCard needs the embedded sandbox processor');
  const customerReference = await customerReferenceFor(db, processor, user);
  const setup = await processor.createSetupIntent({ customerReference });
  let intent = await processor.confirmCardSetup(setup.id, setup.clientSecret, {
    number: cardNumber,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
  });
  if (intent.status === 'requires_action') intent = await processor.completeAuthentication(setup.id, setup.clientSecret, true);
  if (intent.status !== 'succeeded') throw new Error(`the sandbox refused card ${cardNumber.slice(-4)}: ${intent.lastErrorCode}`);
  return saveCardOfSetup(db, processor, user.uuid, intent);
}
