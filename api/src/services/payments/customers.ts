import type { Knex } from 'knex';
import type { PaymentProcessor } from '../../adapters/payments/PaymentProcessor.js';

/**
 * The user's customer at the processor, created on first use. Two first uses at once both ask
 * the processor, and the first row stored wins; the other customer stays empty at the processor.
 */
export async function customerReferenceFor(db: Knex, processor: PaymentProcessor, user: { uuid: string; email: string }): Promise<string> {
  const where = { userUuid: user.uuid, processor: processor.name };
  const existing = await db('paymentCustomers').where(where).first();
  if (existing) return existing.reference as string;
  const reference = await processor.createCustomer({ userUuid: user.uuid, email: user.email });
  await db('paymentCustomers')
    .insert({ ...where, reference })
    .onConflict(['userUuid', 'processor'])
    .ignore();
  const stored = await db('paymentCustomers').where(where).first();
  return stored.reference as string;
}
