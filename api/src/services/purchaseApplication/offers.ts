import { dollarsToCents } from '#core/partnership/index';
import { centsToDollars } from '#core/money/cents';
import {
  exhibitCChangeInDollars,
  exhibitCChanges,
  exhibitCInDollars,
  fundsToClose,
  fundsToCloseInDollars,
  missingPurchaseDocuments,
  offerDocuments,
  APPRAISAL_AND_SERVICES_DOCUMENTS,
  APPRAISAL_NOT_RECEIVED,
  type OfferStatus,
} from '#core/purchaseApplication/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseOffer } from '../../models/PurchaseOffer.js';
import type { ServiceContext } from '../context.js';
import { notFound, type FieldError } from '../errors.js';
import { ONLY_THE_APPLICANT } from '#core/application/parties';
import { accessApplication } from '../application/access.js';
import { afterStep } from '../application/afterStep.js';
import { applyStep, takeStep } from '../application/applyStep.js';
import { okPayload, refusedPayload } from '../application/payload.js';
import { writePurchaseOptionAgreement } from './documents.js';
import { dealFigures, fundsToCloseOf } from './figures.js';
import { PURCHASE, type PurchaseApplicationPayload } from './product.js';
import { valuesOf } from './values.js';
import { purchaseDocuments } from './documents.js';

// /purchase/offers: the offers the buyer makes, the accepted one's Exhibit C (shown before they
// commit and recomputed when the price changes), appraisal and services, and closing.

const priceProblem = (price: number): FieldError | null =>
  !Number.isFinite(price) || price <= 0 || !Number.isInteger(Number((price * 100).toPrecision(15)))
    ? { code: 'INVALID', field: 'price', message: 'Enter the price in dollars and cents.' }
    : null;

/** Exhibit C and funds to close for a price (and appraisal) before the buyer commits, with what changed from the figures on record. */
export async function previewPurchaseOffer(ctx: ServiceContext, input: { uuid: string; price: number; appraisedValue?: number | null }) {
  const { application } = await accessApplication(ctx, PURCHASE, ctx.db, input.uuid);
  const problem = priceProblem(input.price) ?? (input.appraisedValue != null ? priceProblem(input.appraisedValue) : null);
  if (problem) return { preview: null, errors: [problem] };
  const prices = {
    contractPriceCents: dollarsToCents(input.price),
    appraisedValueCents: input.appraisedValue == null ? application.appraisedValueCents : dollarsToCents(input.appraisedValue),
  };
  const figures = dealFigures(application, ctx.config, prices, ctx.now());
  if (!figures)
    return { preview: null, errors: [{ code: 'DENIED_HIGH_LTV' as const, field: 'price', message: 'Your down payment is less than 10% of this price.' }] };
  return {
    preview: {
      exhibitCFields: exhibitCInDollars(figures.exhibitC),
      fundsToClose: fundsToCloseInDollars(fundsToClose(valuesOf(application), figures.deal)),
      changes: exhibitCChanges(application.exhibitC, figures.exhibitC).map(exhibitCChangeInDollars),
    },
    errors: [],
  };
}

/**
 * Adds or changes an offer while the buyer makes offers. Accepting one sets the contract price
 * and recomputes Exhibit C from it; only one offer is accepted at a time.
 */
export async function recordPurchaseOffer(
  ctx: ServiceContext,
  input: { uuid: string; offerUuid?: string | null; address: string; price: number; status: OfferStatus },
): Promise<PurchaseApplicationPayload> {
  const address = input.address.trim();
  const errors: FieldError[] = [];
  if (!address || address.length > 200) errors.push({ code: 'INVALID', field: 'address', message: 'Enter the home’s address.' });
  const problem = priceProblem(input.price);
  if (problem) errors.push(problem);
  const refused = (errors: FieldError[]) => refusedPayload(PURCHASE, errors);
  if (errors.length) return refused(errors);
  return ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, PURCHASE, trx, input.uuid, true);
    if (access.party !== 'APPLICANT') return refused([ONLY_THE_APPLICANT]);
    const { application } = access;
    if (application.stage !== 'MY_OFFERS')
      return refused([
        {
          code: 'STAGE_TRANSITION_NOT_ALLOWED',
          field: null,
          message: 'Offers are recorded once you are pre-approved and have accepted its terms, until one goes to appraisal.',
        },
      ]);
    const priceCents = dollarsToCents(input.price);
    let offer: PurchaseOffer;
    if (input.offerUuid) {
      const existing = await PurchaseOffer.query(trx).findOne({ uuid: input.offerUuid, applicationUuid: application.uuid });
      if (!existing) throw notFound('Offer');
      offer = await existing.$query(trx).patchAndFetch({ address, priceCents, status: input.status, updatedAt: ctx.now() });
    } else {
      offer = await PurchaseOffer.query(trx).insertAndFetch({
        applicationUuid: application.uuid,
        address,
        priceCents,
        status: input.status,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
    }
    let patch: Partial<PurchaseApplication> = { updatedAt: ctx.now() };
    if (input.status === 'ACCEPTED') {
      const figures = dealFigures(application, ctx.config, { contractPriceCents: priceCents, appraisedValueCents: application.appraisedValueCents }, ctx.now());
      if (!figures) return refused([{ code: 'DENIED_HIGH_LTV', field: 'price', message: 'Your down payment is less than 10% of this price.' }]);
      await PurchaseOffer.query(trx)
        .where({ applicationUuid: application.uuid, status: 'ACCEPTED' })
        .whereNot({ uuid: offer.uuid })
        .patch({ status: 'WITHDRAWN', updatedAt: ctx.now() });
      patch = {
        ...patch,
        acceptedOfferUuid: offer.uuid,
        contractPriceCents: priceCents,
        exhibitC: figures.exhibitC,
        applicationValues: { ...valuesOf(application), propertyAddress: address },
      };
    } else if (application.acceptedOfferUuid === offer.uuid) {
      patch = { ...patch, acceptedOfferUuid: null, contractPriceCents: null, exhibitC: null };
    }
    const updated = await application.$query(trx).patchAndFetch(patch);
    return okPayload(PURCHASE, { application: updated, party: 'APPLICANT' });
  });
}

export async function offersOf(ctx: ServiceContext, applicationUuid: string) {
  const offers = await PurchaseOffer.query(ctx.db).where({ applicationUuid }).orderBy('createdAt');
  return offers.map((offer) => ({
    uuid: offer.uuid,
    address: offer.address,
    price: centsToDollars(offer.priceCents),
    status: offer.status,
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
  }));
}

function documentsMissing(missing: string[]): FieldError {
  return { code: 'DOCUMENTS_MISSING', field: null, message: `Upload these first: ${missing.join(', ').replaceAll('_', ' ').toLowerCase()}.` };
}

/** An accepted offer with its purchase agreement (and earnest money receipt) uploaded: MY_OFFERS → APPRAISAL_AND_SERVICES. */
export const submitPurchaseOffers = (ctx: ServiceContext, input: { uuid: string }): Promise<PurchaseApplicationPayload> =>
  applyStep(ctx, PURCHASE, input.uuid, 'SUBMIT_OFFERS', async (trx, { application }) => {
    if (!application.acceptedOfferUuid)
      return { errors: [{ code: 'OFFER_NOT_ACCEPTED' as const, field: null, message: 'Record the offer the seller accepted first.' }] };
    const missing = missingPurchaseDocuments(offerDocuments(valuesOf(application)), await purchaseDocuments(trx, application));
    if (missing.length) return { errors: [documentsMissing(missing)] };
    return { patch: { myOffersSubmittedAt: ctx.now() } };
  });

/**
 * The appraiser's value is in and the services' documents are uploaded: the final Exhibit C with
 * originalAgreedValue = min(contract price, appraisal), the option agreement with its pages for
 * the buyer's review, and CLOSING. The buyer confirms; the value is never theirs to give.
 */
export async function submitPurchaseAppraisalAndServices(ctx: ServiceContext, input: { uuid: string }): Promise<PurchaseApplicationPayload> {
  const outcome = await ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, PURCHASE, trx, input.uuid, true);
    return takeStep(ctx, PURCHASE, trx, access, 'SUBMIT_APPRAISAL_AND_SERVICES', async (_trx, { application }) => {
      const appraisedValueCents = application.appraisalReceivedAt ? application.appraisedValueCents : null;
      if (appraisedValueCents === null) return { errors: [{ ...APPRAISAL_NOT_RECEIVED }] };
      const missing = missingPurchaseDocuments([...APPRAISAL_AND_SERVICES_DOCUMENTS], await purchaseDocuments(trx, application));
      if (missing.length) return { errors: [documentsMissing(missing)] };
      const figures = dealFigures(application, ctx.config, { contractPriceCents: application.contractPriceCents, appraisedValueCents }, ctx.now());
      if (!figures) return { errors: [{ code: 'DENIED_HIGH_LTV' as const, field: null, message: 'Your down payment is less than 10% of the agreed value.' }] };
      // The closing waits for the buyer to accept the option agreement (acceptPurchaseOptionAgreement).
      return {
        patch: { exhibitC: figures.exhibitC, appraisalAndServicesSubmittedAt: ctx.now() },
        details: { exhibitC: figures.exhibitC, appraisedValueCents },
      };
    });
  });
  if ('errors' in outcome) return refusedPayload(PURCHASE, outcome.errors);
  if (outcome.result.ok) {
    await writePurchaseOptionAgreement(ctx.db, ctx.adapters.documentStore, ctx.config, outcome.result.application.uuid);
    // The answer carries the agreement's pages, so the closing screen opens on its first page.
    const written = await PurchaseApplication.query(ctx.db).findById(outcome.result.application.uuid);
    if (written) outcome.result.application = written;
  }
  return afterStep(ctx, PURCHASE, outcome.result);
}

export { fundsToCloseOf };
