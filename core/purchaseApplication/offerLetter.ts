import { formatCents } from '../money/formatMoney.js';

// An offer and the pre-approval: the warning beside an offer priced above it, and the rule that
// a letter tailored to an offer never names more than the pre-approved amount.

/** The warning for an offer priced above the pre-approval (as the buyer types it and on the recorded offer); null at or below it. */
export function offerAbovePreApproval(priceCents: number, preApprovalAmountCents: number | null): string | null {
  if (preApprovalAmountCents === null || !(priceCents > preApprovalAmountCents)) return null;
  return `This offer is above your pre-approval of ${formatCents(preApprovalAmountCents)}. Roofline can only fund up to the pre-approved amount; talk to us before you sign.`;
}

/** Why no letter is written for an offer above the pre-approval. */
export const offerLetterAboveAmount = (preApprovalAmountCents: number) =>
  `A letter names a price up to your pre-approval of ${formatCents(preApprovalAmountCents)}. Lower the offer’s price to get one for it.`;

/** A letter is written for an offer while offers are made and the pre-approval holds. */
export const OFFER_LETTER_NOT_NOW = 'Letters for an offer are written while you make offers with a pre-approval that has not expired.';

/** The name of the PDF for an offer: the address keeps the buyer's letters apart. */
export const offerLetterName = (address: string) => `Pre-approval letter, ${address}.pdf`;
