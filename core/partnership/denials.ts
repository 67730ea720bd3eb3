/**
 * Partnership eligibility denials of spec section 8: each code with the words the user sees,
 * whether it leads to the waitlist, and whether editing the answers can clear it. The one
 * table of these texts: the API, the estimator and the mocks all read it.
 */
export const DENIAL_CODES = [
  'DENIED_CREDIT',
  'MANUAL_REVIEW_REQUIRED',
  'OUT_OF_AREA',
  'DENIED_TOO_MUCH_CASH',
  'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY',
  'DENIED_SECOND_LOAN_NO_PAYOFF',
  'EXCEEDS_MAX_HOME_PRICE',
  'OUT_OF_STATE',
  'DENIED_HIGH_LTV',
] as const;
export type DenialCode = (typeof DENIAL_CODES)[number];

export interface DenialText {
  message: string;
  /** Show the waitlist prompt with it. */
  waitlist: boolean;
  /** The user can change an answer to clear it. */
  editable: boolean;
}

/** Shown when the partnership waitlist flag is on, with the waitlist link. */
export const WAITLIST_PROMPT = 'Join the waitlist and we will let you know as soon as the partnership is available to you.';

export const DENIAL_TEXT: Readonly<Record<DenialCode, DenialText>> = {
  DENIED_CREDIT: {
    message: 'Given the information you entered, you do not meet the investment criteria for the partnership.',
    waitlist: false,
    editable: false,
  },
  MANUAL_REVIEW_REQUIRED: {
    message: 'The partnership is not offered in your area yet. Join the waitlist and we will let you know when it is.',
    waitlist: true,
    editable: false,
  },
  OUT_OF_AREA: {
    message: 'The partnership is not offered in your area yet. Join the waitlist and we will let you know when it is.',
    waitlist: true,
    editable: false,
  },
  DENIED_TOO_MUCH_CASH: {
    message: 'Your cash out exceeds our current limit of $150,000.',
    waitlist: false,
    editable: true,
  },
  DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY: {
    message: 'The partnership is not available for secondary residences or investment properties.',
    waitlist: false,
    editable: true,
  },
  DENIED_SECOND_LOAN_NO_PAYOFF: {
    message:
      'The partnership is not available with both a first and a second mortgage unless the second is paid off. Edit your answers if you will pay it off.',
    waitlist: false,
    editable: true,
  },
  EXCEEDS_MAX_HOME_PRICE: {
    message: 'The partnership is not available for home values over $2 million.',
    waitlist: false,
    editable: true,
  },
  OUT_OF_STATE: {
    message: 'We are not live in your state yet. Join the waitlist and we will let you know when we are.',
    waitlist: true,
    editable: false,
  },
  DENIED_HIGH_LTV: {
    message: 'The partnership is not available with less than 10% home equity.',
    waitlist: false,
    editable: true,
  },
};

export interface Denial extends DenialText {
  code: DenialCode;
}

export function denial(code: DenialCode): Denial {
  return { code, ...DENIAL_TEXT[code] };
}
