import type { Knex } from 'knex';
import type { StoredLocation } from '../../models/Prequal.js';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { savedPaymentMethodsOf } from '../payments/paymentMethods.js';
import { createPropertyFromDeal } from '../properties/createPropertyFromDeal.js';
import { dealFigures } from './figures.js';
import { valuesOf } from './values.js';
import type { PurchaseWork } from './work.js';

/**
 * The bought home's address from the accepted offer's ("48 Oak Ave, Sacramento, CA"): the
 * street number and name, the city, and the application's state.
 */
export function addressOf(application: PurchaseApplication): StoredLocation {
  const [street = '', locality = null] = (valuesOf(application).propertyAddress ?? '').split(',').map((part) => part.trim());
  const match = /^(\d+[A-Za-z-]*)\s+(.+)$/.exec(street);
  return { streetNumber: match?.[1] ?? null, streetName: match?.[2] ?? (street || null), locality, state: application.state, country: 'US' };
}

/**
 * The buyer's saved payment method for the account chosen at closing (paymentBankAccountId),
 * saved when it was chosen; null when none was chosen or the method has since been removed.
 */
async function paymentMethodOfChosenAccount(trx: Knex.Transaction, application: PurchaseApplication): Promise<string | null> {
  if (!application.paymentFinancialAccountUuid) return null;
  const methods = await savedPaymentMethodsOf(trx, application.userUuid);
  return methods.find((method) => method.linkedBankAccountUuid === application.paymentFinancialAccountUuid)?.uuid ?? null;
}

/**
 * A closed purchase becomes the buyer's property (the dashboards' deal), in the transaction that
 * closes it: the final terms at min(contract price, appraisal), the co-applicant as a member,
 * and the payment account chosen at closing as the method the monthly buy-in charges.
 */
export async function propertyOnClose(work: PurchaseWork, trx: Knex.Transaction, application: PurchaseApplication): Promise<void> {
  const closedAt = application.closedAt ?? work.now();
  const figures = dealFigures(application, work.config, application, closedAt);
  if (!figures) throw new Error(`purchase ${application.uuid} closed without the figures of its deal`);
  const coApplicantEmail = valuesOf(application).hasCoApplicant ? valuesOf(application).coApplicantEmail : null;
  await createPropertyFromDeal(
    trx,
    {
      dealType: 'PURCHASE',
      sourceApplicationUuid: application.uuid,
      ownerUuid: application.userUuid,
      address: addressOf(application),
      terms: figures.deal.terms,
      closingDate: closedAt.toISOString().slice(0, 10),
      equityBuilderCutoffDate: work.config.EQUITY_BUILDER_CUTOFF_DATE,
      members: coApplicantEmail ? [{ email: coApplicantEmail, role: 'CO_APPLICANT' }] : [],
      recurringBuyInPaymentMethodUuid: await paymentMethodOfChosenAccount(trx, application),
    },
    work.jobs,
  );
}
