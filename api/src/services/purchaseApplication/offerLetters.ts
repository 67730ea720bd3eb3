import { OFFER_LETTER_NOT_NOW, offerLetterAboveAmount, type OfferStatus } from '#core/purchaseApplication/index';
import type { Document } from '../../models/Document.js';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseOffer } from '../../models/PurchaseOffer.js';
import type { ServiceContext } from '../context.js';
import { notFound, type FieldError } from '../errors.js';
import { requireUser } from '../account/users.js';
import { offerLetterOf, removeOfferLetter, writePreApprovalLetter } from './documents.js';
import { recordPurchaseOffer } from './offers.js';

// "Letter for this offer": the pre-approval letter tailored to one recorded offer, written for
// either buyer while offers are made, kept in step with the offer when it changes.

/** Writes (or rewrites) the letter for one of the buyers' offers. */
export async function writePurchaseOfferLetter(
  ctx: ServiceContext,
  input: { uuid: string; offerUuid: string },
): Promise<{ letter: Document | null; errors: FieldError[] }> {
  const user = requireUser(ctx);
  const application = await PurchaseApplication.query(ctx.db)
    .findById(input.uuid)
    .where((where) => where.where({ userUuid: user.uuid }).orWhere({ coApplicantUserUuid: user.uuid }));
  if (!application) throw notFound('Purchase application');
  const offer = await PurchaseOffer.query(ctx.db).findOne({ uuid: input.offerUuid, applicationUuid: application.uuid });
  if (!offer) throw notFound('Offer');
  const amount = application.preApprovalAmountCents;
  if (application.stage !== 'MY_OFFERS' || amount === null || !application.preApprovalExpiresAt || application.preApprovalExpiresAt <= ctx.now())
    return { letter: null, errors: [{ code: 'STAGE_TRANSITION_NOT_ALLOWED', field: null, message: OFFER_LETTER_NOT_NOW }] };
  if (offer.priceCents > amount) return { letter: null, errors: [{ code: 'INVALID', field: 'offerUuid', message: offerLetterAboveAmount(amount) }] };
  const letter = await writePreApprovalLetter(ctx.db, ctx.adapters.documentStore, application.uuid, offer);
  return { letter, errors: [] };
}

/**
 * Records an offer as recordPurchaseOffer does, then keeps the offer's letter in step: rewritten
 * with the new address and price, or removed when the price goes above the pre-approval.
 */
export async function recordPurchaseOfferAndLetter(
  ctx: ServiceContext,
  input: { uuid: string; offerUuid?: string | null; address: string; price: number; status: OfferStatus },
) {
  const payload = await recordPurchaseOffer(ctx, input);
  if (payload.errors.length || !input.offerUuid || !(await offerLetterOf(ctx.db, input.offerUuid))) return payload;
  const offer = await PurchaseOffer.query(ctx.db).findById(input.offerUuid);
  const written = offer ? await writePreApprovalLetter(ctx.db, ctx.adapters.documentStore, offer.applicationUuid, offer) : null;
  if (!written) await removeOfferLetter(ctx.db, ctx.adapters.documentStore, input.offerUuid);
  return payload;
}

/** The letter of an offer, for PurchaseOffer.letter. */
export const letterOfOffer = (ctx: ServiceContext, offer: { uuid: string }) => offerLetterOf(ctx.db, offer.uuid).then((letter) => letter ?? null);
