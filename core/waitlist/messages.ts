/** The waitlist form's words, the same from the API and in the browser before it asks. */
export const WAITLIST_MESSAGES = {
  firstName: 'Enter your first name.',
  tooLong: 'Use at most 100 characters.',
  zip: 'Enter a 5-digit ZIP code.',
  unknownZip: 'We don’t recognize that ZIP code.',
  partnershipClosed: 'The partnership waitlist is not open right now.',
  invalidLink: 'This link is invalid or has expired. Join the waitlist again to be sent a new one.',
} as const;

/** A waitlist ZIP code: five digits (the state is looked up from it). */
export const WAITLIST_ZIP = /^\d{5}$/;
