import type { Knex } from 'knex';
import { dpToPercent, exhibitCFields, type PartnershipTerms } from '#core/partnership/index';
import { paymentDayOf } from '#core/properties/schedule';
import type { MemberRole, PropertyDealType } from '#core/properties/vocabulary';
import type { JobSender } from '../../jobs/JobDefinition.js';
import type { StoredLocation } from '../../models/Prequal.js';
import { Property } from '../../models/Property.js';
import { PropertyMember } from '../../models/PropertyMember.js';
import { PropertyValuation } from '../../models/PropertyValuation.js';
import { SEND_PROPERTY_INVITATIONS_JOB } from './jobNames.js';

/** A closed deal, as the restructure application (COMPLETED) or the purchase (CLOSED) knows it. */
export interface PropertyDeal {
  dealType: PropertyDealType;
  /** The application the deal closed from; a second call for it returns the same property. */
  sourceApplicationUuid: string;
  ownerUuid: string;
  address: StoredLocation;
  /** The deal's final terms from core/partnership (restructureTerms, or purchaseDeal(...).terms). */
  terms: PartnershipTerms;
  /** YYYY-MM-DD: the closing (or completion) date. */
  closingDate: string;
  /** MM/DD/YYYY, config.EQUITY_BUILDER_CUTOFF_DATE. */
  equityBuilderCutoffDate: string;
  /** The other people on the deal: co-owners of a restructure, the co-applicant of a purchase. */
  members?: Array<{ email: string; role: MemberRole }>;
  /** The owner's saved method the monthly buy-in charges: a purchase's payment account chosen at closing. */
  recurringBuyInPaymentMethodUuid?: string | null;
}

export interface CreatedProperty {
  propertyUuid: string;
  /** False when the deal already had its property (a retried close). */
  created: boolean;
}

/**
 * Makes the property of a closed deal inside the caller's transaction: its Exhibit C (computed
 * by core/partnership from the terms and the closing date), the valuation at closing, and the
 * members to invite. The invitations are mailed by a job queued in the same transaction, so
 * they go only if the close commits. Safe to call again for the same deal.
 */
export async function createPropertyFromDeal(trx: Knex.Transaction, deal: PropertyDeal, jobs?: JobSender): Promise<CreatedProperty> {
  const existing = await Property.query(trx).findOne({ dealType: deal.dealType, sourceApplicationUuid: deal.sourceApplicationUuid });
  if (existing) return { propertyUuid: existing.uuid, created: false };
  const { terms } = deal;
  const exhibitC = exhibitCFields(terms, { dealDate: deal.closingDate, equityBuilderCutoffDate: deal.equityBuilderCutoffDate });
  const property = await Property.query(trx).insertAndFetch({
    ownerUuid: deal.ownerUuid,
    dealType: deal.dealType,
    sourceApplicationUuid: deal.sourceApplicationUuid,
    address: deal.address,
    state: deal.address.state ?? null,
    product: terms.product,
    closingDate: deal.closingDate,
    paymentDay: paymentDayOf(deal.closingDate),
    purchaseCents: terms.purchaseCents,
    cashAtClosingCents: terms.cashToHomeownerCents,
    mortgageBalanceCents: terms.remainingMortgageCents,
    openingDpUnits: terms.designatedPercentage,
    usageRate: terms.usageRate,
    reductionPaymentCents: terms.reductionPaymentCents,
    recurringBuyInCents: exhibitC.recurringPurchaseScheduled ? terms.additionalMonthlyEquityCents : 0,
    originalAgreedValueCents: exhibitC.originalAgreedValue,
    monthlyReductionPaymentLimitCents: exhibitC.monthlyReductionPaymentLimit,
    originalDesignatedPercentage: dpToPercent(terms.designatedPercentage),
    maxAddlOptionPaymentPercentage: exhibitC.maxAddlOptionPaymentPercentage,
    maxMonthlyEquityPurchaseLimitCents: exhibitC.maxMonthlyEquityPurchaseLimit,
    recurringPurchaseScheduled: exhibitC.recurringPurchaseScheduled,
    recurringBuyInPaymentMethodUuid: deal.recurringBuyInPaymentMethodUuid ?? null,
  });
  await PropertyValuation.query(trx).insert({
    propertyUuid: property.uuid,
    valueCents: exhibitC.originalAgreedValue,
    source: 'CLOSING',
    basis: 'the agreed value at closing',
    asOf: deal.closingDate,
  });
  const members = uniqueMembers(deal.members ?? []);
  if (members.length > 0) {
    await PropertyMember.query(trx).insert(members.map((member) => ({ propertyUuid: property.uuid, email: member.email, role: member.role })));
    await jobs?.send(SEND_PROPERTY_INVITATIONS_JOB, { propertyUuid: property.uuid }, { trx });
  }
  return { propertyUuid: property.uuid, created: true };
}

function uniqueMembers(members: Array<{ email: string; role: MemberRole }>): Array<{ email: string; role: MemberRole }> {
  const seen = new Map<string, MemberRole>();
  for (const member of members) {
    const email = member.email.trim().toLowerCase();
    if (email && !seen.has(email)) seen.set(email, member.role);
  }
  return [...seen].map(([email, role]) => ({ email, role }));
}
