import { contractAcceptanceRefusal, type ContractReviewRefusal, type ContractReviewState } from '../partnership/contractReview.js';
import type { StageRefusalCode } from '../application/stageMachine.js';
import { stepRefusal } from '../application/stepRefusal.js';
import { transitionPurchase, type PurchaseStage } from './stages.js';
import type { ApplicationParty } from './vocabulary.js';

// The partner purchase's option agreement clauses, as the PDF prints them under the final
// Exhibit C and the closing screen shows them: written once, for the server and the mocks.
export const PURCHASE_OPTION_AGREEMENT_CLAUSES: readonly string[] = [
  '1. Purchase. At closing Roofline buys the designated percentage of the home at the original agreed value, the lower of the contract price and the appraisal, and pays it towards the price. The buyers hold title, live in the home and pay its taxes, insurance and upkeep.',
  '2. Usage fee. Each month the buyers pay the usage fee: the designated percentage times the original agreed value times the annual usage rate, divided by twelve, rounded half up to the cent.',
  '3. Reduction payments. Each scheduled reduction payment buys back part of Roofline’s share at the home’s current value; it may not exceed the monthly reduction payment limit of Exhibit C.',
  '4. Additional purchases. The buyers may buy back more of Roofline’s share at any time, once up to the maximum additional option payment of Exhibit C and monthly up to the maximum monthly equity purchase, at the current value.',
  '5. Sale or settlement. When the home is sold or the agreement is settled, Roofline receives the designated percentage of the value at that time, rounded half up to the cent; the buyers receive the rest.',
  '6. Primary residence. The home must remain the buyers’ primary residence; no lien may be placed ahead of Roofline’s interest without its consent.',
  '7. Electronic signature. The buyers accept this agreement electronically; the time and a fingerprint of this document are recorded.',
];

export const OPTION_AGREEMENT_ALREADY_ACCEPTED = 'You have already accepted the option agreement.';

export interface PurchaseContractReviewState extends ContractReviewState {
  stage: PurchaseStage;
  optionAgreementAcceptedAt: Date | string | null;
}

export type OptionAgreementRefusal = ContractReviewRefusal | { code: StageRefusalCode; field: null; message: string };

/**
 * Why this party cannot accept the purchase's option agreement now, or null when they can: only
 * the applicant accepts, only at CLOSING, once, and only after reading every page (the
 * partnership's rule).
 */
export function optionAgreementAcceptanceRefusal(application: PurchaseContractReviewState, party: ApplicationParty): OptionAgreementRefusal | null {
  const notNow = stepRefusal(transitionPurchase, application, 'ACCEPT_OPTION_AGREEMENT', party);
  if (notNow) return notNow;
  if (application.optionAgreementAcceptedAt) return { code: 'STAGE_TRANSITION_NOT_ALLOWED', field: null, message: OPTION_AGREEMENT_ALREADY_ACCEPTED };
  return contractAcceptanceRefusal(application);
}

/** Why a page of the agreement cannot be reported now: it is read at CLOSING until it is accepted. */
export function optionAgreementReadingRefusal(
  application: Pick<PurchaseContractReviewState, 'stage' | 'optionAgreementAcceptedAt'>,
): OptionAgreementRefusal | null {
  return application.stage === 'CLOSING' && !application.optionAgreementAcceptedAt
    ? null
    : { code: 'STAGE_TRANSITION_NOT_ALLOWED', field: null, message: 'The option agreement can be read at closing until it is accepted.' };
}

/** Why the purchase cannot close yet: the buyer has not accepted the option agreement. Null when it can. */
export function purchaseClosingRefusal(application: { optionAgreementAcceptedAt: Date | string | null }): string | null {
  return application.optionAgreementAcceptedAt ? null : 'The buyer has not accepted the option agreement yet: the purchase closes once they do.';
}
