import type { ApplicationType } from '../documents/applicationTypes.js';

/**
 * Open applications (not ended: closed, completed, denied or expired) one account may have of
 * each product at once. A household refinances or restructures the few homes it owns and buys
 * one or two at a time; five leaves room for that and for starting over, while an account can no
 * longer open dozens in seconds, each with its own document storage.
 */
export const MAX_OPEN_APPLICATIONS_PER_PRODUCT = 5;

const PRODUCT_NAMES: Record<ApplicationType, string> = {
  REFINANCE: 'refinance',
  RESTRUCTURE: 'restructure',
  PURCHASE: 'partner purchase',
};

/** Why one more application of a product was not started. */
export const tooManyOpenApplications = (product: ApplicationType) =>
  `You already have ${MAX_OPEN_APPLICATIONS_PER_PRODUCT} open ${PRODUCT_NAMES[product]} applications, the most an account can have at once. Continue one of them instead.`;
