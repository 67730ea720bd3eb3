import { z } from 'zod/mini';
import { MAX_MONEY_INPUT } from '../money/limits.js';
import { toStateCode } from '../usStates.js';

// The field rules of a PrequalInput, which createPrequal and searchRates apply before anything is
// recorded. The API and the mocks both refuse with them, field by field.

const amount = z.nullish(z.number().check(z.gte(0, 'Enter an amount of $0 or more.'), z.lte(MAX_MONEY_INPUT, 'Enter a smaller amount.')));
/** A short free-text field of the prequal and of the new user created with it. */
export const shortText = z.nullish(z.string().check(z.trim(), z.maxLength(100, 'Use at most 100 characters.')));
/** zod's English wording for a bound, kept whichever locale zod is set to (the server's messages before core held them). */
const between = (least: number, most: number) =>
  z.number().check(z.gte(least, `Too small: expected number to be >=${least}`), z.lte(most, `Too big: expected number to be <=${most}`));

const prequalInputSchema = z.object({
  propertyLocation: z.nullish(
    z.object({
      placeId: z.nullish(z.string().check(z.maxLength(2_000, 'Too big: expected string to have <=2000 characters'))),
      streetName: shortText,
      streetNumber: shortText,
      unitNumber: shortText,
      neighborhood: shortText,
      zip: z.nullish(z.string().check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'))),
      locality: shortText,
      county: shortText,
      state: z.nullish(z.string().check(z.trim())).check(z.refine((state) => !state || toStateCode(state) !== null, 'Choose a US state.')),
      country: shortText,
      lat: z.nullish(between(-90, 90)),
      lng: z.nullish(between(-180, 180)),
    }),
  ),
  estimatedPropertyValue: amount,
  outstandingMortgageBalance: amount,
  originalMortgageBalance: amount,
  secondMortgageBalance: amount,
  cashOutAmount: amount,
  downPayment: amount,
  // -1 is an adjustable mortgage's term, shown as 30 years.
  mortgageTerm: z.nullish(z.int().check(z.refine((term) => term === -1 || (term >= 1 && term <= 40), 'Enter a term of 1 to 40 years.'))),
  productSelection: shortText,
  program: shortText,
});

/** One refused field of a prequal input, named by its path under `prequalInput`. */
export interface PrequalInputProblem {
  code: 'INVALID';
  message: string;
  field: string;
}

/** What is wrong with a prequal input, one problem per refused field; empty when it may be recorded. */
export function prequalInputProblems(input: unknown): PrequalInputProblem[] {
  const parsed = prequalInputSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    code: 'INVALID',
    message: issue.message,
    field: ['prequalInput', ...issue.path].join('.'),
  }));
}
