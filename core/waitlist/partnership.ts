import { DENIAL_TEXT, type DenialCode } from '../partnership/denials.js';

/**
 * Spec §8.08, §8.09, §8.15 and §8.16: a homeowner denied because the partnership is not offered
 * in their area or state (MANUAL_REVIEW_REQUIRED, OUT_OF_AREA, OUT_OF_STATE) may join the
 * partnership waitlist. The denials table says which codes those are.
 */
export function offersPartnershipWaitlist(denials: ReadonlyArray<{ code: string }>): boolean {
  return denials.some((denial) => DENIAL_TEXT[denial.code as DenialCode]?.waitlist === true);
}

/** Joining from a prequal whose denials have no waitlist (it was not denied for its area or state). */
export const PREQUAL_NOT_WAITLISTABLE = 'This prequalification was not turned down for its area or state, so there is no waitlist to join for it.';

/** Joining from a prequal is joining the partnership's waitlist, never the home-buying one. */
export const PREQUAL_WAITLIST_PRODUCT = 'A prequalification joins the partnership waitlist only.';
