/** What the rates capability tells a homeowner (spec sections 5 and 8, word for word). */
export const RATES_MESSAGES = {
  incomplete: 'Please complete all fields.',
  invalidAddress: 'Please enter a valid address to see the rates',
  outOfArea: 'Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!',
  failure: 'Sorry, there was a problem. Please try again later.',
} as const;

/** OUT_OF_AREA has its own text; any other code is shown as it is (spec section 8). */
export function ratesErrorText(code: string): string {
  return code === 'OUT_OF_AREA' ? RATES_MESSAGES.outOfArea : code;
}
