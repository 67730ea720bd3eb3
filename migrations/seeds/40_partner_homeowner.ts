import type { Knex } from 'knex';
import { restructureTerms } from '../../core/partnership/index.js';
import { addMonths, indexBasis, indexedValue, monthOf } from '../../core/properties/index.js';
import { DEFAULT_EQUITY_BUILDER_CUTOFF_DATE } from '../../core/partnership/limits.js';
import { SandboxBankLinkProvider } from '../../api/src/adapters/bankLink/SandboxBankLinkProvider.js';
import { SandboxPaymentProcessor } from '../../api/src/adapters/payments/SandboxPaymentProcessor.js';
import { Property } from '../../api/src/models/Property.js';
import { loadConfig } from '../../api/src/config.js';
import { linkSandboxBankAccount } from '../../api/src/services/bankLinks/linkSandboxBankAccount.js';
import { hashPassword } from '../../api/src/services/account/passwords.js';
import { customerReferenceFor } from '../../api/src/services/payments/customers.js';
import { saveCardOfSetup } from '../../api/src/services/payments/paymentSetup.js';
import { appendLedgerEntry } from '../../api/src/services/properties/appendLedgerEntry.js';
import { createPropertyFromDeal } from '../../api/src/services/properties/createPropertyFromDeal.js';

/**
 * A partner homeowner with a completed partnership (README): a KEEP deal on an $800,000 home in
 * San Diego with $300,000 still owed and $100,000 taken in cash, five months of payments in the
 * ledger, a valuation from the house-price index, a sandbox Visa card, a sandbox bank account that
 * cash-outs are paid to, and a co-owner who sees the partner dashboard.
 */
export const PARTNER_HOMEOWNER = { uuid: 'b7e0c3d2-5a41-4f8e-9c6d-2e1f0a9b8c02', email: 'partner@roofline.test', password: 'roofline-partner-2026' };
export const CO_OWNER = { uuid: 'c4d2e1f0-6b52-4a9f-8d7e-3f2a1b0c9d03', email: 'coowner@roofline.test', password: 'roofline-coowner-2026' };
/** The restructure the demo property closed from (not kept as an application). */
const DEMO_DEAL_UUID = 'd5e3f2a1-7c63-4bae-9e8f-4a3b2c1d0e04';
const CLOSING_DATE = '2026-06-15';

export async function seed(knex: Knex): Promise<void> {
  if (!(await knex('properties').where({ sourceApplicationUuid: DEMO_DEAL_UUID }).first())) await seedPartnership(knex);
  await seedPayoutAccount(knex);
}

async function seedPartnership(knex: Knex): Promise<void> {
  for (const [person, names] of [
    [PARTNER_HOMEOWNER, { firstName: 'Alex', lastName: 'Moreno' }],
    [CO_OWNER, { firstName: 'Jordan', lastName: 'Moreno' }],
  ] as const) {
    if (await knex('users').where({ uuid: person.uuid }).first()) continue;
    await knex('users').insert({
      uuid: person.uuid,
      email: person.email,
      passwordHash: await hashPassword(person.password),
      ...names,
      emailVerifiedAt: new Date('2026-05-01T17:00:00Z'),
    });
  }
  const address = { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109', country: 'US' };
  const terms = restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 300_000_00, cashCents: 100_000_00, product: 'KEEP' });
  await knex.transaction(async (trx) => {
    const { propertyUuid } = await createPropertyFromDeal(trx, {
      dealType: 'RESTRUCTURE',
      sourceApplicationUuid: DEMO_DEAL_UUID,
      ownerUuid: PARTNER_HOMEOWNER.uuid,
      address,
      terms,
      closingDate: CLOSING_DATE,
      equityBuilderCutoffDate: DEFAULT_EQUITY_BUILDER_CUTOFF_DATE,
      members: [{ email: CO_OWNER.email, role: 'CO_OWNER' }],
    });
    // The co-owner accepted the invitation already.
    await trx('propertyMembers')
      .where({ propertyUuid })
      .update({ userUuid: CO_OWNER.uuid, invitedAt: new Date('2026-06-16T15:00:00Z'), acceptedAt: new Date('2026-06-17T15:00:00Z') });
    const property = await Property.query(trx).findById(propertyUuid).forUpdate();
    const options = (at: string, description: string) => ({
      equityBuilderCutoffDate: DEFAULT_EQUITY_BUILDER_CUTOFF_DATE,
      recordedBy: 'demo-seed',
      description,
      createdAt: new Date(`${at}T15:00:00Z`),
    });
    const closingMonth = monthOf(CLOSING_DATE);
    for (let month = 1; month <= 5; month += 1) {
      const due = addMonths(CLOSING_DATE, month);
      const period = monthOf(due);
      await appendLedgerEntry(trx, property!, { kind: 'USAGE_FEE', idempotencyKey: `usage-fee:${period}` }, options(due, `Usage fee for ${period}`));
      await appendLedgerEntry(
        trx,
        property!,
        { kind: 'SCHEDULED_BUY_BACK', idempotencyKey: `reduction-payment:${period}`, amountCents: terms.reductionPaymentCents },
        options(due, `Reduction payment for ${period}`),
      );
      if (month === 4) {
        const index = await trx('housePriceIndex').where({ state: 'CA' }).whereIn('month', [closingMonth, period]);
        const at = (m: string) => Number(index.find((row: { month: string }) => row.month === m)?.indexValue);
        const valueCents = indexedValue(terms.agreedValueCents, at(closingMonth), at(period));
        const basis = indexBasis('CA', closingMonth, period);
        await appendLedgerEntry(
          trx,
          property!,
          { kind: 'VALUATION', idempotencyKey: `valuation:index:${period}`, valueCents },
          options(due, `New home value, based on ${basis}`),
        );
        await trx('propertyValuations').insert({ propertyUuid, valueCents, source: 'HOUSE_PRICE_INDEX', basis, asOf: due });
      }
    }
  });
  // The sandbox card the demo pays with (the embedded processor only; a Stripe account has its own).
  if (!process.env.STRIPE_SECRET_KEY) {
    const processor = new SandboxPaymentProcessor(knex);
    const customerReference = await customerReferenceFor(knex, processor, PARTNER_HOMEOWNER);
    const setup = await processor.createSetupIntent({ customerReference });
    const intent = await processor.confirmCardSetup(setup.id, setup.clientSecret, { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    await saveCardOfSetup(knex, processor, PARTNER_HOMEOWNER.uuid, intent);
  }
}

/** The bank account cash-outs are paid to (the embedded bank-link sandbox only; Plaid links its own), also for demos seeded before payouts. */
async function seedPayoutAccount(knex: Knex): Promise<void> {
  if (process.env.PLAID_CLIENT_ID) return;
  if (await knex('financialItems').where({ userUuid: PARTNER_HOMEOWNER.uuid, kind: 'BANK_ACCOUNT' }).first()) return;
  // Sealed under the key of the configuration that seeds, as the server beside it reads it.
  await linkSandboxBankAccount(knex, loadConfig(), new SandboxBankLinkProvider(knex), {
    userUuid: PARTNER_HOMEOWNER.uuid,
    applicationType: 'RESTRUCTURE',
    applicationUuid: DEMO_DEAL_UUID,
  });
}
